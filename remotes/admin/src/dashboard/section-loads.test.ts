import { expect, test } from 'vitest';
import { sectionLoads } from './section-loads.ts';

test("the workspace's own loads are staff at work: counted beside the chart, not in it", () => {
  const split = sectionLoads([
    { section: 'admin', version: '1.0.0-a', loads: 900, errors: 1 },
    { section: 'legal', version: '1.0.0-b', loads: 40, errors: 0 },
    { section: 'admin', version: '1.0.0-c', loads: 100, errors: 2 },
    { section: 'solutions', version: '1.0.0-d', loads: 12, errors: 3 },
  ]);
  expect(split.visitors.map((row) => row.section)).toEqual(['legal', 'solutions']);
  expect(split.staff).toEqual({ loads: 1000, errors: 3 });
});
