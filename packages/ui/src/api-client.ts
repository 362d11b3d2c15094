/**
 * The one generic data fetcher of docs/product.md §7: GET with a JSON content type, credentials
 * included, params in the query string. A 401 yields null when the caller allows it; any other
 * non-success raises an `ApiError` carrying the status and the parsed body.
 */

export type QueryParams = Record<string, string | number | boolean | undefined>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiGetOptions {
  params?: QueryParams;
  /** Answer null instead of raising when the server says 401 (e.g. "not signed in"). */
  nullOn401?: boolean;
  signal?: AbortSignal;
}

/**
 * What an answer is parsed with: the zod schema the server answers with (anything with its
 * `parse`). Typed structurally so this module, which public pages load, does not import zod.
 */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

export function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** HTTP/2 responses carry no status text, so the message falls back to the bare status. */
const errorMessage = (response: Response): string => (response.statusText ? `${response.status}: ${response.statusText}` : `API error: ${response.status}`);

export async function apiGet<T>(path: string, options: ApiGetOptions & { nullOn401: true; schema: AnswerSchema<T> }): Promise<T | null>;
export async function apiGet<T>(path: string, options: ApiGetOptions & { schema: AnswerSchema<T> }): Promise<T>;
export async function apiGet<T>(path: string, options: ApiGetOptions & { nullOn401: true }): Promise<T | null>;
export async function apiGet<T>(path: string, options?: ApiGetOptions): Promise<T>;
/**
 * A GET of the site's API. With `schema`, the answer is parsed with it (a different shape is an
 * error, not a value of the wrong type); without, it is taken as T, as public pages do to keep
 * zod out of their bundles.
 */
export async function apiGet<T>(
  path: string,
  { params, nullOn401 = false, signal, schema }: ApiGetOptions & { schema?: AnswerSchema<T> } = {},
): Promise<T | null> {
  const response = await fetch(apiUrl(path, params), {
    method: 'GET',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  if (response.status === 401 && nullOn401) return null;
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body, errorMessage(response));
  return schema ? schema.parse(body) : (body as T);
}
