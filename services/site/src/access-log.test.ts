import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { AccessLog } from './access-log.ts';

test('every request leaves one access-log line with its method, path, status, client and time, and no other request line', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
  app.get('/api/search/pages', async () => ({ results: [] }));
  await app.inject({ url: '/api/search/pages?q=pci' });
  await app.inject({ url: '/nowhere' });
  await app.close();
  const requests = lines.filter((line) => line.msg === 'request answered');
  expect(requests).toHaveLength(2);
  expect(requests[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/search/pages?q=pci', status: 200, ip: '127.0.0.1' });
  expect(requests[0]?.ms).toEqual(expect.any(Number));
  expect(requests[1]).toMatchObject({ url: '/nowhere', status: 404 });
  expect(lines.filter((line) => /request/.test(String(line.msg)) && line.msg !== 'request answered')).toEqual([]);
});
