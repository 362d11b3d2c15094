import { expect, it } from 'vitest';
import { balancedColumns } from './grid.tsx';

it.each([
  [5, 4, 3],
  [4, 4, 4],
  [7, 4, 4],
  [9, 4, 3],
  [6, 4, 3],
  [13, 4, 1],
  [2, 4, 2],
  [1, 4, 1],
  [12, 4, 4],
  [7, 2, 1],
  [3, 2, 1],
])('%i items with room for %i columns: %i columns, none alone on the last row', (count, max, expected) => {
  const columns = balancedColumns(count, max);
  expect(columns).toBe(expected);
  if (columns > 1) expect(count % columns).not.toBe(1);
});
