import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiUrl } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();

const respond = (body: string, init: ResponseInit = {}) => fetchMock.mockResolvedValueOnce(new Response(body, init));
const lastRequest = () => {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url, init: init ?? {} };
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiUrl', () => {
  it('leaves a path without params unchanged', () => {
    expect(apiUrl('/api/features')).toBe('/api/features');
    expect(apiUrl('/api/features', {})).toBe('/api/features');
  });

  it('puts params in the query string, encoded, skipping undefined ones', () => {
    expect(apiUrl('/api/blog/posts', { search: 'pci & dss', limit: 4, draft: false, page: undefined })).toBe(
      '/api/blog/posts?search=pci+%26+dss&limit=4&draft=false',
    );
  });
});

describe('apiGet', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a GET with a JSON content type, credentials included and params in the query string', async () => {
    respond('{"items":[]}', { status: 200 });
    const controller = new AbortController();
    await apiGet('/api/features', { params: { search: 'dtmf', limit: 4 }, signal: controller.signal });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/features?search=dtmf&limit=4');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.signal).toBe(controller.signal);
    expect(init.body).toBeUndefined();
  });

  it('answers the parsed JSON body', async () => {
    respond('{"items":[{"title":"DTMF masking","slug":"dtmf-masking"}]}', { status: 200 });
    await expect(apiGet('/api/features')).resolves.toEqual({ items: [{ title: 'DTMF masking', slug: 'dtmf-masking' }] });
  });

  it('answers null for an empty successful body', async () => {
    respond('', { status: 204 });
    await expect(apiGet('/api/session')).resolves.toBeNull();
  });

  it('answers null on 401 when so configured, without reading the body', async () => {
    const response = new Response('{"error":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' });
    fetchMock.mockResolvedValueOnce(response);
    await expect(apiGet('/api/session', { nullOn401: true })).resolves.toBeNull();
    expect(response.bodyUsed).toBe(false);
  });

  it('raises on 401 when not configured to answer null', async () => {
    respond('{"error":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' });
    const error = await rejection(apiGet('/api/session'));
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ error: 'Unauthorized' });
    expect(error.message).toBe('401: Unauthorized');
  });

  it('raises any other non-success as an ApiError carrying the status and the parsed body', async () => {
    respond('{"statusCode":400,"error":"Bad Request","message":"querystring/search too short"}', { status: 400, statusText: 'Bad Request' });
    const error = await rejection(apiGet('/api/features', { params: { search: 'a' }, nullOn401: true }));
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'querystring/search too short' });
    expect(error.message).toBe('400: Bad Request');
  });

  it("says 'API error: {status}' when the response has no status text (HTTP/2)", async () => {
    respond('{"error":"Internal Server Error"}', { status: 500, statusText: '' });
    const error = await rejection(apiGet('/api/features'));
    expect(error.message).toBe('API error: 500');
    expect(error.status).toBe(500);
  });

  it('keeps a non-JSON error body as text, and an empty one as null', async () => {
    respond('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    expect((await rejection(apiGet('/api/features'))).body).toBe('<html>Bad gateway</html>');
    respond('', { status: 503, statusText: 'Service Unavailable' });
    const error = await rejection(apiGet('/api/features'));
    expect(error.body).toBeNull();
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('lets a network failure or an abort reject as it is', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValueOnce(failure);
    await expect(apiGet('/api/features')).rejects.toBe(failure);
  });
  it('parses the answer with the schema it is given: a different shape is an error, not a value of the wrong type', async () => {
    const countSchema = {
      parse(value: unknown): { count: number } {
        const count = (value as { count?: unknown } | null)?.count;
        if (typeof count !== 'number') throw new TypeError('count is not a number');
        return { count };
      },
    };
    respond(JSON.stringify({ count: 3, extra: true }), { status: 200 });
    await expect(apiGet('/api/count', { schema: countSchema })).resolves.toEqual({ count: 3 });
    respond(JSON.stringify({ count: 'three' }), { status: 200 });
    await expect(apiGet('/api/count', { schema: countSchema })).rejects.toThrow('count is not a number');
  });
});
