/**
 * A stopping server exits even when something never lets go (a stream a client keeps open, a job
 * that hangs): its supervisor, or Kubernetes after its grace period, would otherwise wait for ever
 * or kill it without a word.
 */
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { Lifecycle } from './lifecycle.ts';

test('a close that does not finish is given up after the deadline, and says so', async () => {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  app.addHook('onClose', () => new Promise<void>(() => {}));
  await app.ready();
  const lifecycle = new Lifecycle();
  const started = Date.now();
  expect(await lifecycle.shutDown(app, 0, 200)).toBe(false);
  expect(Date.now() - started).toBeLessThan(5000);
  expect(lifecycle.draining).toBe(true);
  expect(lines.some((line) => line.includes('still closing after the deadline'))).toBe(true);
});

test('a close that finishes in time reports a clean stop', async () => {
  const app = Fastify();
  await app.ready();
  expect(await new Lifecycle().shutDown(app, 0, 5000)).toBe(true);
});
