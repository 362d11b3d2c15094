import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { AccessLog, loggedUrl } from './access-log.ts';

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
  expect(requests[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/search/pages', query: ['q'], status: 200, ip: '127.0.0.1' });
  expect(requests[0]?.ms).toEqual(expect.any(Number));
  expect(requests[1]).toMatchObject({ url: '/nowhere', status: 404 });
  expect(lines.filter((line) => /request/.test(String(line.msg)) && line.msg !== 'request answered')).toEqual([]);
});

test('a logged URL names the query parameters without their values, and hides a sign-in interaction id', () => {
  expect(loggedUrl('/blog/how-to-take-card-payments-over-the-phone')).toEqual({ url: '/blog/how-to-take-card-payments-over-the-phone' });
  expect(loggedUrl('/api/search/pages?q=jo%40example.org&q=again&type=blog')).toEqual({ url: '/api/search/pages', query: ['q', 'type'] });
  // Names read as a browser's URLSearchParams reads them: decoded, empty pairs skipped, a bare name kept.
  expect(loggedUrl('/api/search/pages?%71=x&&a+b=1&flag&q=2&=5&bad%zz=1')).toEqual({ url: '/api/search/pages', query: ['q', 'a b', 'flag', '', 'bad%zz'] });
  expect(loggedUrl('/auth/callback?code=OBFfPzc4cJ8hd9Qm&state=tiRapxU1Ck6O&iss=x')).toEqual({ url: '/auth/callback', query: ['code', 'state', 'iss'] });
  expect(loggedUrl('/idp/interaction/sEA5FAnSNAGytTGG6a0v-8T4MBHynUNC8KIFGdVpN4z/login')).toEqual({ url: '/idp/interaction/:id/login' });
  expect(loggedUrl('/auth/sEA5FAnSNAGytTGG6a0v-8T4MBHynUNC8KIFGdVpN4z')).toEqual({ url: '/auth/:id' });
  // A preview link is its own permission: its route is kept, its token is not.
  expect(loggedUrl('/preview/eyJzZWN0aW9uIjoic29sdXRpb25zIn0.c2lnbmF0dXJlLWJ5dGVz')).toEqual({ url: '/preview/[redacted]' });
  expect(loggedUrl('/preview/draft/eyJlbnRyeSI6NDJ9.c2lnbmF0dXJl?utm=x')).toEqual({ url: '/preview/draft/[redacted]', query: ['utm'] });
  expect(loggedUrl('/preview/exit')).toEqual({ url: '/preview/exit' });
  // Outside sign-in, a long slug or a version stays as it is: it names a page, not a person.
  expect(loggedUrl('/remotes/solutions/1.4.0-9f2c1ab3d4e5f60718293a4b/remoteEntry.js')).toEqual({
    url: '/remotes/solutions/1.4.0-9f2c1ab3d4e5f60718293a4b/remoteEntry.js',
  });
});
