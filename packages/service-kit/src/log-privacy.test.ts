import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { serviceOptions } from './http-contract.ts';
import { emailLogId, privateLogStream, redactTokenPaths, scrubLogLine } from './log-privacy.ts';

const emailId = emailLogId('a-key-for-tests');

test('a preview link keeps its route shape, its token redacted; the exit route stays', () => {
  expect(redactTokenPaths('/preview/eyJzZWN0aW9uIjoic29sdXRpb25zIn0.c2lnbmF0dXJl')).toBe('/preview/[redacted]');
  expect(redactTokenPaths('/preview/draft/eyJlbnRyeSI6MX0.c2ln?x=1')).toBe('/preview/draft/[redacted]?x=1');
  expect(redactTokenPaths('/preview/exit')).toBe('/preview/exit');
  expect(redactTokenPaths('GET https://www.example.com/preview/abc.def opened')).toBe('GET https://www.example.com/preview/[redacted] opened');
  expect(redactTokenPaths('/blog/preview-of-things')).toBe('/blog/preview-of-things');
});

test('an e-mail address becomes the same stand-in wherever it appears, and nothing of it is left', () => {
  const line = JSON.stringify({ who: 'Viewer@Keyline.example', msg: 'access refused', url: '/api/admin/users?email=viewer%40keyline.example' });
  const scrubbed = scrubLogLine(line, emailId);
  expect(scrubbed).not.toMatch(/viewer|keyline/i);
  const parsed = JSON.parse(scrubbed) as { who: string; url: string };
  expect(parsed.who).toMatch(/^email:[0-9a-f]{12}$/);
  expect(parsed.who).toBe(emailId('viewer@keyline.example'));
  expect(emailLogId('another-key')('viewer@keyline.example')).not.toBe(parsed.who);
  // A logged URL loses its query; the access log names its parameters apart.
  expect(parsed.url).toBe('/api/admin/users');
});

test('a query value named like a secret is redacted wherever a URL appears in a line', () => {
  const line = JSON.stringify({ msg: 'redirecting to /auth/callback?code=Q1w2E3r4T5y6&state=zXcVbNm&iss=local', target: '/x?access_token=abc&page=2' });
  const scrubbed = scrubLogLine(line, emailId);
  expect(scrubbed).not.toMatch(/Q1w2E3r4T5y6|zXcVbNm|access_token=abc/);
  expect(scrubbed).toContain('iss=local');
  expect(scrubbed).toContain('page=2');
});

test('every service logger writes through the scrubber', async () => {
  const written: string[] = [];
  const app = Fastify(serviceOptions({ level: 'info', stream: { write: (line: string) => void written.push(line) } }, {}, 'a-key-for-tests'));
  app.get('/who', async (request) => {
    request.log.info({ who: 'editor@keyline.example', url: '/preview/draft/eyJlbnRyeSI6MX0.c2ln?token=x' }, 'refused');
    return {};
  });
  await app.inject({ url: '/who' });
  await app.close();
  const line = written.find((entry) => entry.includes('"refused"'));
  expect(line).toContain(`"who":"${emailId('editor@keyline.example')}"`);
  expect(line).toContain('"url":"/preview/draft/[redacted]"');
  expect(written.join('\n')).not.toContain('editor@keyline.example');
});

test('the scrubbing stream hands flushing to its destination', () => {
  let flushed = 0;
  const stream = privateLogStream({ write: () => undefined, flushSync: () => void flushed++ }, undefined);
  stream.flushSync?.();
  expect(flushed).toBe(1);
});

test('a listener is told of each line as written: scrubbed, never as logged', () => {
  const told: string[] = [];
  const written: string[] = [];
  const stream = privateLogStream({ write: (line) => void written.push(line) }, 'key', (line) => void told.push(line));
  stream.write('{"level":40,"msg":"refused","url":"/preview/abc123def456?token=x","who":"editor@keyline.example"}\n');
  expect(told).toEqual(written);
  expect(told[0]).not.toMatch(/abc123def456|editor@keyline|token=x/);
});
