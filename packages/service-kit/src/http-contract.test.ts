import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { installHttpContract, serviceOptions } from './http-contract.ts';
import { HttpError, type StorageFailures } from './http-errors.ts';

let app: FastifyInstance;
const logged: string[] = [];
/** A storage whose failures carry a code, as the database's do (@site/db/unavailable tells those). */
const storageFailures: StorageFailures = {
  unavailable: (error) => (error as { code?: unknown }).code === 'STORAGE_DOWN',
  refusedValue: (error) => (error as { code?: unknown }).code === 'STORAGE_REFUSED',
  retryAfterS: 7,
};

beforeAll(async () => {
  const stream = { write: (line: string) => void logged.push(line) };
  app = Fastify(serviceOptions({ level: 'info', stream }, { 'x-content-type-options': 'nosniff' }));
  installHttpContract(app, storageFailures);
  app.get('/storage-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'STORAGE_DOWN' });
  });
  app.get('/storage-refused', async () => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: 'STORAGE_REFUSED' });
  });
  app.get('/bug', async () => {
    throw new Error('relation "leads" violates check constraint at /srv/app.ts:12');
  });
  app.get('/refused', async () => {
    throw new HttpError(409, 'This is the last ADMIN', { current: 3 });
  });
  app.get('/not-ready', async () => {
    throw new HttpError(503, 'Search is not available right now', {}, 5);
  });
  app.post('/typed', { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } }, async () => ({ ok: true }));
  // An encapsulated plugin with the same policy: what each service's plugin sets.
  await app.register(async (plugin) => {
    plugin.get('/plugin/bug', async () => {
      throw Object.assign(new TypeError('cannot read properties of undefined'), { statusCode: 502 });
    });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('one HTTP contract for every service', () => {
  test('a fault of the server answers 500 with no message, stack or SQL, but the request id its log line carries', async () => {
    const response = await app.inject({ url: '/bug', headers: { 'x-request-id': 'edge-0001-abcd' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('edge-0001-abcd');
    expect(response.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side.',
      statusCode: 500,
      requestId: 'edge-0001-abcd',
    });
    expect(response.body).not.toMatch(/relation|constraint|app\.ts/);
    expect(logged.some((line) => line.includes('edge-0001-abcd') && line.includes('violates check constraint'))).toBe(true);
  });

  test('a 5xx status set on an ordinary error does not make its message public', async () => {
    const response = await app.inject({ url: '/plugin/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('undefined');
  });

  test('a refusal thrown on purpose answers its status, message and details', async () => {
    const response = await app.inject({ url: '/refused' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Conflict', message: 'This is the last ADMIN', statusCode: 409, current: 3 });
  });

  test('a deliberate 503 is worded for the client and says when to come back', async () => {
    const response = await app.inject({ url: '/not-ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ error: 'Service Unavailable', message: 'Search is not available right now' });
  });

  test("the storage out of reach is a 503 saying when to come back, a value it refused a 400: told by the service's classification, details kept private", async () => {
    const down = await app.inject({ url: '/storage-down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('7');
    expect(down.json()).toMatchObject({ error: 'Service Unavailable', message: expect.stringContaining('Nothing was stored') });
    const refused = await app.inject({ url: '/storage-refused' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('Nothing was stored') });
    expect(down.body + refused.body).not.toMatch(/ECONNREFUSED|UTF8/);
  });

  test('input that fails its schema is a 400 in the same shape', async () => {
    const response = await app.inject({ method: 'POST', url: '/typed', payload: { nom: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', statusCode: 400, message: expect.stringContaining('name') });
  });

  test('a route the service does not have is a JSON 404 naming it', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'DELETE /nowhere does not exist', statusCode: 404 });
  });

  test("a URL the router refuses is a JSON 400 carrying the service's headers", async () => {
    const response = await app.inject({ url: '/typed/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toMatchObject({ error: 'Bad Request', statusCode: 400 });
  });
});
