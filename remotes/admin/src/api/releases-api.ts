/**
 * Releases from the browser: the registry's own routes (`/api/registry/*`), the very ones
 * `npm run remotes` calls, so a button and the CLI run one implementation on the server, with the
 * same checks (role and section, contract gate, expected live version) and the same history.
 * Its answers are typed by the registry's contract (@site/contracts/registry-api).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@site/ui/api-client';
import type {
  ApproveResult,
  GcResult,
  MintedPreview,
  RegistryAccess,
  ReleaseChange,
  ReleaseEvent,
  SectionRelease,
  VersionDiff,
  VersionSummary,
} from '@site/contracts/registry-api';
import { signingKeyListSchema, type SigningKey, type SigningKeyInput } from '@site/contracts/build-signature';
import { send } from './admin-api.ts';

export type {
  FileChange,
  GcResult,
  ReleaseEvent,
  SectionRelease,
  VersionDiff,
  VersionLoadStats,
  VersionSummary,
  VitalName,
} from '@site/contracts/registry-api';

/** Who the registry takes this person for, and whether a release needs a second person's approval (RELEASE_APPROVAL). */
export const registryAccessQuery = queryOptions({
  queryKey: ['admin', 'registry', 'access'],
  queryFn: ({ signal }) => apiGet<RegistryAccess>('/api/registry/access', { signal }),
  staleTime: 60_000,
});

export const releasesQuery = queryOptions({
  queryKey: ['admin', 'registry', 'sections'],
  queryFn: ({ signal }) => apiGet<{ sections: SectionRelease[] }>('/api/registry/sections', { signal }),
  staleTime: 10_000,
});

export const releaseHistoryQuery = (section?: string, limit = 10) =>
  queryOptions({
    queryKey: ['admin', 'registry', 'history', section ?? '', limit],
    queryFn: ({ signal }) => apiGet<{ entries: ReleaseEvent[] }>('/api/registry/history', { params: { section, limit }, signal }),
    staleTime: 10_000,
  });

export const signingKeysQuery = queryOptions({
  queryKey: ['admin', 'registry', 'signing-keys'],
  queryFn: ({ signal }) => apiGet('/api/registry/signing-keys', { signal, schema: signingKeyListSchema }),
  staleTime: 10_000,
});
export const trustSigningKey = (input: SigningKeyInput) => send<SigningKey>('POST', '/api/registry/signing-keys', input);
export const revokeSigningKey = (keyId: string) => send<SigningKey>('POST', `/api/registry/signing-keys/${encodeURIComponent(keyId)}/revoke`);

export const versionsQuery = (section: string) =>
  queryOptions({
    queryKey: ['admin', 'registry', 'versions', section],
    queryFn: ({ signal }) => apiGet<{ versions: VersionSummary[] }>('/api/registry/versions', { params: { section }, signal }),
    staleTime: 10_000,
  });

export const diffQuery = (section: string, a: string, b: string) =>
  queryOptions({
    queryKey: ['admin', 'registry', 'diff', section, a, b],
    queryFn: ({ signal }) => apiGet<VersionDiff>('/api/registry/diff', { params: { section, a, b }, signal }),
    staleTime: Infinity,
  });

const sectionPath = (section: string, action: string) => `/api/registry/sections/${encodeURIComponent(section)}/${action}`;

/**
 * Promote (or start a canary at `canaryPercent`), only if `expectLive` is still live (null: if
 * nothing is live yet): a stale page cannot undo someone else's release.
 */
export const promote = (
  section: string,
  body: {
    version: string;
    reason: string;
    expectLive: string | null;
    canaryPercent?: number | undefined;
    replace?: boolean;
    breakLinks?: boolean | undefined;
    overBudget?: boolean | undefined;
  },
) => send<ReleaseChange>('POST', sectionPath(section, 'promote'), body);
/** The second person of a release: approves a version someone else published (the registry refuses the publisher). */
export const approve = (section: string, version: string, body: { reason: string }) =>
  send<ApproveResult>('POST', `/api/registry/sections/${encodeURIComponent(section)}/versions/${encodeURIComponent(version)}/approve`, body);
export const rollback = (section: string, body: { reason: string; expectLive: string | null }) =>
  send<ReleaseChange>('POST', sectionPath(section, 'rollback'), body);
export const mintPreview = (section: string, version: string, ttlSeconds: number, reason: string) =>
  send<MintedPreview>('POST', '/api/registry/previews', { section, version, ttlSeconds, reason });
/** The registry forgets old versions; then their files leave the site's shared storage, as `remotes gc` does. */
export const collectGarbage = async (section: string, keep: number, dryRun: boolean, reason?: string) => {
  const result = await send<GcResult>('POST', '/api/registry/gc', { section, keep, dryRun, ...(reason ? { reason } : {}) });
  if (!dryRun && result.forgotten.length > 0) await send('POST', '/api/registry/storage/gc', { section, forgotten: result.forgotten });
  return result;
};
