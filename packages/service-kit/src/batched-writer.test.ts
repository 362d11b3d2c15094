import { pino } from 'pino';
import { expect, test } from 'vitest';
import { BatchedWriter } from './batched-writer.ts';

const loggerInto = (lines: string[]) => pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line).msg as string) });

test('records wait for one write per flush, in the order they came', async () => {
  const batches: number[][] = [];
  const writer = new BatchedWriter<number>({ what: 'numbers', flushIntervalMs: 60_000, write: async (batch) => void batches.push(batch) });
  writer.start(pino({ level: 'silent' }));
  for (const n of [1, 2, 3]) writer.add(n);
  await writer.flush();
  await writer.flush();
  writer.add(4);
  await writer.stop();
  expect(batches).toEqual([[1, 2, 3], [4]]);
});

test('a refused batch is kept in front of what came since, said once, and stored when the database answers', async () => {
  const stored: number[] = [];
  const lines: string[] = [];
  let away = true;
  const writer = new BatchedWriter<number>({
    what: 'numbers',
    flushIntervalMs: 60_000,
    write: async (batch) => {
      if (away) throw new Error('database away');
      stored.push(...batch);
    },
  });
  writer.start(loggerInto(lines));
  writer.add(1);
  await writer.flush();
  writer.add(2);
  await writer.flush();
  away = false;
  await writer.stop();
  expect(stored).toEqual([1, 2]);
  expect(lines).toEqual(['numbers could not be stored; they are kept in memory and tried again every second', 'numbers are stored again']);
});

test('more than may wait is counted, never silently lost: the written log says how many', async () => {
  const stored: number[] = [];
  const lines: string[] = [];
  const writer = new BatchedWriter<number>({ what: 'numbers', flushIntervalMs: 60_000, maxPending: 2, write: async (batch) => void stored.push(...batch) });
  writer.start(loggerInto(lines));
  for (const n of [1, 2, 3, 4, 5]) writer.add(n);
  await writer.stop();
  expect(stored).toEqual([1, 2]);
  expect(lines).toEqual(['3 numbers were not kept: more arrived than the database took in (2 wait at most)']);
});
