/**
 * Releases from the browser: the registry's own routes (`/api/registry/*`), the very ones
 * `npm run remotes` calls, so a button and the CLI run one implementation on the server, with the
 * same checks (role and section, contract gate, expected live version) and the same history.
 * The payload types restate the registry's answers (services/registry/src/registry.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@site/ui/api-client';
import { send } from './admin-api.ts';

export interface VersionLoadStats {
  version: string;
  loads: number;
  errors: number;
  errorRate: number | null;
  p50Ms: number | null;
  p75Ms: number | null;
  topErrors: { message: string; count: number; firstSeen: string; lastSeen: string }[];
  /** p75 of each Core Web Vital of the pages this version drew: ms, CLS a score. */
  vitals: Partial<Record<VitalName, { p75: number; samples: number }>>;
}

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

export interface SectionRelease {
  section: string;
  live: string | null;
  liveSince: { at: string; by: string; action: string } | null;
  canary: { version: string; percent: number; since: string; plan?: { steps: number[]; stepIntervalSeconds: number; step: number } } | null;
  versions: VersionLoadStats[];
}

export interface VersionSummary {
  section: string;
  version: string;
  bytes: number;
  routes: number;
  commit: string | null;
  dirty: boolean | null;
  builtAt: string | null;
  publishedBy: string;
  publishedAt: string;
  live: boolean;
  canary: boolean;
}

export interface ReleaseEvent {
  id: number;
  section: string;
  action: string;
  fromVersion: string | null;
  toVersion: string | null;
  percent: number | null;
  reason: string | null;
  actor: string;
  createdAt: string;
}

export interface FileChange {
  path: string;
  a: { raw: number; brotli: number } | null;
  b: { raw: number; brotli: number } | null;
}

export interface VersionDiff {
  a: string;
  b: string;
  routes: { added: string[]; removed: string[]; changed: string[] };
  redirects: { added: string[]; removed: string[]; changed: string[] };
  bytes: { a: number; b: number; delta: number };
  files: { added: FileChange[]; removed: FileChange[]; changed: FileChange[] };
}

export interface GcResult {
  forgotten: { section: string; version: string }[];
  protected: { section: string; version: string; reasons: string[] }[];
  dryRun: boolean;
}

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

/** Promote (or start a canary at `canaryPercent`), only if `expectLive` is still live: a stale page cannot undo someone else's release. */
export const promote = (
  section: string,
  body: { version: string; reason: string; expectLive?: string | undefined; canaryPercent?: number | undefined; replace?: boolean },
) => send<{ action: string }>('POST', sectionPath(section, 'promote'), body);
export const rollback = (section: string, body: { reason: string; expectLive?: string | undefined }) =>
  send<{ action: string }>('POST', sectionPath(section, 'rollback'), body);
export const mintPreview = (section: string, version: string, ttlSeconds: number, reason: string) =>
  send<{ url: string; expiresAt: string }>('POST', '/api/registry/previews', { section, version, ttlSeconds, reason });
/** The registry forgets old versions; then their files leave the site's shared storage, as `remotes gc` does. */
export const collectGarbage = async (section: string, keep: number, dryRun: boolean, reason?: string) => {
  const result = await send<GcResult>('POST', '/api/registry/gc', { section, keep, dryRun, ...(reason ? { reason } : {}) });
  if (!dryRun && result.forgotten.length > 0) await send('POST', '/api/registry/storage/gc', { section, forgotten: result.forgotten });
  return result;
};
