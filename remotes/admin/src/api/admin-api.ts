/**
 * The admin section's calls: reads through the site's one fetcher and query cache, writes as JSON
 * with the session cookie (the server checks the role and the request's origin on every one).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  auditListSchema,
  createdTokenSchema,
  tokenListSchema,
  userListSchema,
  type AuditEntryPayload,
  type AdminUserPayload,
  type ApiTokenPayload,
  type ChangeRoleInput,
  type CreateTokenInput,
  type GrantRoleInput,
} from '@site/contracts/admin-api';
import { sessionAnswerSchema } from '@site/contracts/access';
import { errorEnvelopeMessage } from '@site/contracts/error-envelope';
import { ApiError, apiGet, type AnswerSchema } from '@site/ui/api-client';

/** Who is signed in (null: nobody). It changes with every sign-in and sign-out: asked again whenever a page mounts. */
export const sessionQuery = queryOptions({
  queryKey: ['admin', 'session'],
  queryFn: ({ signal }) => apiGet('/api/auth/session', { nullOn401: true, signal, schema: sessionAnswerSchema }),
  staleTime: 0,
  retry: false,
});

export const providerQuery = queryOptions({
  queryKey: ['admin', 'provider'],
  queryFn: ({ signal }) => apiGet<{ name: string }>('/api/auth/provider', { signal }),
  staleTime: 5 * 60_000,
});

export const usersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: ({ signal }) => apiGet('/api/admin/users', { signal, schema: userListSchema }),
  staleTime: 0,
});

export const tokensQuery = queryOptions({
  queryKey: ['admin', 'tokens'],
  queryFn: ({ signal }) => apiGet('/api/admin/tokens', { signal, schema: tokenListSchema }),
  staleTime: 0,
});

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
}

export interface AuditPage {
  entries: AuditEntryPayload[];
  actors: string[];
  actions: string[];
}

export const AUDIT_PAGE_SIZE = 50;

export const auditQuery = (filter: AuditFilter, before?: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter.actor ?? '', filter.action ?? '', before ?? 0],
    queryFn: ({ signal }) =>
      apiGet('/api/admin/audit', { params: { actor: filter.actor, action: filter.action, before, limit: AUDIT_PAGE_SIZE }, signal, schema: auditListSchema }),
    staleTime: 0,
  });

/**
 * A write as JSON (or raw bytes with their type); the server's error message becomes the error's
 * message. With `schema` (the one the server answers with), the answer is parsed, not cast.
 */
export async function send<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  schema?: AnswerSchema<T>,
  raw?: { type: string; bytes: Blob },
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(raw ? { 'Content-Type': raw.type } : body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: raw ? raw.bytes : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    throw new ApiError(response.status, parsed, errorEnvelopeMessage(parsed) ?? `API error: ${response.status}`);
  }
  return schema ? schema.parse(parsed) : (parsed as T);
}

/** `invited`: an invitation e-mail was queued for them (a new person, on a site that sends e-mail, unless `invite: false`). */
export const grantRole = (input: GrantRoleInput) => send<{ user: AdminUserPayload; invited?: boolean }>('POST', '/api/admin/users', input);
export const changeRole = (id: string, input: ChangeRoleInput) =>
  send<{ user: AdminUserPayload }>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, input);
export const revokeSessions = (id: string) => send<{ ended: number }>('POST', `/api/admin/users/${encodeURIComponent(id)}/revoke-sessions`);
export const removeAccess = (id: string) => send<{ removed: string; sessionsEnded: number }>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);
export const createToken = (input: CreateTokenInput) => send('POST', '/api/admin/tokens', input, createdTokenSchema);
export const revokeToken = (id: string) => send<{ token: ApiTokenPayload }>('POST', `/api/admin/tokens/${encodeURIComponent(id)}/revoke`);
