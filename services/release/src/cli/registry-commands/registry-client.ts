/**
 * The registry API over HTTP, typed with the registry's own shapes. Every refusal becomes a
 * RegistryRequestError carrying what the registry said (status, message, contract-gate failures);
 * a registry that cannot be reached becomes one sentence telling the engineer what to start.
 */
import type {
  ApproveResult,
  CanaryAssessment,
  HistoryEntry,
  PromoteResult,
  PublishResult,
  RollbackResult,
  SectionStatus,
  VersionSummary,
  VitalSummary,
} from '@site/registry/registry';
import type { BuildFile } from '@site/service-kit/build-version';
import type { VersionDiff } from '@site/registry/version-diff';
import type { VersionInput, VersionRecord } from '@site/registry/version-input';

export type {
  ApproveResult,
  HistoryEntry,
  PromoteResult,
  PublishResult,
  RollbackResult,
  SectionStatus,
  VersionDiff,
  VersionInput,
  VersionSummary,
  VitalSummary,
};

/** A section's status as `GET /api/registry/sections` answers it: with the judge's view of its canary. */
export type SectionReport = SectionStatus & { judgement: CanaryAssessment | null };

/** What `POST /api/registry/sections/:section/promote` takes. */
export interface PromoteBody {
  version: string;
  canaryPercent?: number | undefined;
  reason?: string | undefined;
  /** What the caller expects to replace (null: nothing live yet); left out, the change is recorded as forced. */
  expectLive?: string | null | undefined;
  replace?: boolean | undefined;
  steps?: number[] | undefined;
  stepIntervalSeconds?: number | undefined;
  longestSeconds?: number | undefined;
  /** Go live although links between sections break: on purpose, with a reason, recorded. */
  breakLinks?: boolean | undefined;
  /** Go live although over a byte budget of its section: on purpose, with a reason, recorded. */
  overBudget?: boolean | undefined;
}

/** Who a token is and what it may do (`GET /api/registry/access`). */
export interface RegistryAccess {
  who: string;
  kind: string;
  permissions: string[];
  sections: string[];
  /** RELEASE_APPROVAL of the registry. */
  releaseApproval: 'required' | 'off';
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown>;
  ipHash: string | null;
  createdAt: string;
}

export interface PreviewLink {
  url: string;
  section: string;
  version: string;
  expiresAt: string;
}

export interface GcResult {
  forgotten: { section: string; version: string }[];
  /** Old enough to go, but kept, and why (live, rollback target, recently served, previewed). */
  protected: { section: string; version: string; reasons: string[] }[];
  dryRun: boolean;
}

/** The registry answered, and said no. */
export class RegistryRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly failures: readonly string[] = [],
  ) {
    super(message);
    this.name = 'RegistryRequestError';
  }
}

/** Nothing answered at the registry's address (refused, reset, DNS, timeout). */
export class RegistryUnreachableError extends Error {
  constructor(baseUrl: string, cause: unknown) {
    super(`registry not reachable at ${baseUrl}: start the site with \`npm start\` or set REGISTRY_URL`, { cause });
    this.name = 'RegistryUnreachableError';
  }
}

/** A registry call that waits longer than this is stuck, not slow: say so rather than hang the terminal. */
const REQUEST_TIMEOUT_MS = 30_000;

function errorFromBody(status: number, statusText: string, body: unknown): RegistryRequestError {
  if (body && typeof body === 'object') {
    const { message, failures } = body as { message?: unknown; failures?: unknown };
    const list = Array.isArray(failures) ? failures.filter((item): item is string => typeof item === 'string') : [];
    if (typeof message === 'string' && message.length > 0) return new RegistryRequestError(status, message, list);
  }
  return new RegistryRequestError(status, `${status} ${statusText || 'error'} from the registry`);
}

export interface RegistryClientOptions {
  baseUrl: string;
  /** Sent on every request when set: writes need it, and reads with it show full visitor ids. */
  token?: string | undefined;
  fetch?: typeof fetch;
}

export class RegistryClient {
  readonly baseUrl: string;
  readonly #token: string | undefined;
  readonly #fetch: typeof fetch;

  constructor({ baseUrl, token, fetch: fetchImpl = fetch }: RegistryClientOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.#token = token;
    this.#fetch = fetchImpl;
  }

  /** The response body with its status (publish tells "created" from "exists" by 201/200). */
  async request<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    { query, body }: { query?: Record<string, string | number | undefined>; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    // A file's bytes go as they are; anything else as JSON.
    const bytes = body instanceof Uint8Array;
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.#token) headers.authorization = `Bearer ${this.#token}`;
    if (body !== undefined) headers['content-type'] = bytes ? 'application/octet-stream' : 'application/json';
    let response: Response;
    try {
      response = await this.#fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : bytes ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RegistryUnreachableError(this.baseUrl, error);
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a proxy's error page, or not the registry at all): reported by status below.
    }
    if (!response.ok) throw errorFromBody(response.status, response.statusText, parsed);
    if (parsed === undefined)
      throw new RegistryRequestError(response.status, `${method} ${url.pathname} answered ${response.status} without JSON: is ${this.baseUrl} the registry?`);
    return { status: response.status, body: parsed as T };
  }

  async #get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T> {
    return (await this.request<T>('GET', path, { query })).body;
  }

  async #post<T>(path: string, body: unknown): Promise<T> {
    return (await this.request<T>('POST', path, { body })).body;
  }

  sections(): Promise<{ sections: SectionReport[] }> {
    return this.#get('/api/registry/sections');
  }

  versions(section?: string): Promise<{ versions: VersionSummary[] }> {
    return this.#get('/api/registry/versions', { section });
  }

  diff(section: string, a: string, b: string): Promise<VersionDiff> {
    return this.#get('/api/registry/diff', { section, a, b });
  }

  history(section: string | undefined, limit: number | undefined): Promise<{ entries: HistoryEntry[] }> {
    return this.#get('/api/registry/history', { section, limit });
  }

  /** 201 created, 200 when this exact build was already published. */
  async publish(input: VersionInput): Promise<PublishResult> {
    return (await this.request<PublishResult>('POST', '/api/registry/versions', { body: input })).body;
  }

  promote(section: string, body: PromoteBody): Promise<PromoteResult> {
    return this.#post(`/api/registry/sections/${encodeURIComponent(section)}/promote`, body);
  }

  /** The second person of a release: approves a version someone else published. */
  approve(section: string, version: string, body: { reason?: string | undefined }): Promise<ApproveResult> {
    return this.#post(`/api/registry/sections/${encodeURIComponent(section)}/versions/${encodeURIComponent(version)}/approve`, body);
  }

  rollback(section: string, body: { reason?: string | undefined; expectLive?: string | null | undefined }): Promise<RollbackResult> {
    return this.#post(`/api/registry/sections/${encodeURIComponent(section)}/rollback`, body);
  }

  /** A signed preview link (201). */
  preview(body: { section: string; version?: string; manifestUrl?: string; ttlSeconds: number; reason?: string | undefined }): Promise<PreviewLink> {
    return this.#post('/api/registry/previews', body);
  }

  /** One published version, with the digest of each of its files. */
  version(section: string, version: string): Promise<VersionRecord> {
    return this.#get(`/api/registry/sections/${encodeURIComponent(section)}/versions/${encodeURIComponent(version)}`);
  }

  /**
   * A file describing a version's build (its bundle report, say), beside its manifest, as JSON;
   * null when it cannot be read. The site serves these only to someone who may read the registry,
   * so the token goes with the request, but only to the registry's own origin, never to a CDN.
   */
  async buildDescriptor(manifestUrl: string, file: string): Promise<unknown> {
    const url = new URL(file, new URL(manifestUrl, `${this.baseUrl}/`));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.#token && url.origin === new URL(this.baseUrl).origin) headers.authorization = `Bearer ${this.#token}`;
    try {
      const response = await this.#fetch(url, { headers, signal: AbortSignal.timeout(5000) });
      return response.ok ? ((await response.json()) as unknown) : null;
    } catch {
      return null;
    }
  }

  /** Who this client's token is and what it may do. */
  access(): Promise<RegistryAccess> {
    return this.#get('/api/registry/access');
  }

  /** Whether the registry would accept this build (validation and contract gate); records nothing. */
  check(input: VersionInput): Promise<{ compatible: boolean; failures: string[]; brokenLinks: string[] }> {
    return this.#post('/api/registry/versions/check', input);
  }

  audit(query: { limit: number; actor?: string | undefined; action?: string | undefined }): Promise<{ entries: AuditEntry[] }> {
    return this.#get('/api/registry/audit', query);
  }

  gc(body: { section?: string | undefined; keep?: number | undefined; dryRun?: boolean | undefined; reason?: string | undefined }): Promise<GcResult> {
    return this.#post('/api/registry/gc', body);
  }

  /** Which of a build's file digests the site's version storage lacks. */
  missingFiles(section: string, digests: readonly string[]): Promise<{ missing: string[] }> {
    return this.#post(`/api/registry/sections/${encodeURIComponent(section)}/blobs/missing`, { digests });
  }

  async uploadFile(section: string, sha256: string, bytes: Uint8Array): Promise<void> {
    await this.request('PUT', `/api/registry/sections/${encodeURIComponent(section)}/blobs/${sha256}`, { body: bytes });
  }

  /** Stores a version from its uploaded files: 201 added, 200 when it was stored already. */
  async storeVersion(section: string, version: string, record: { packageVersion: string; files: readonly BuildFile[] }): Promise<'added' | 'exists'> {
    const path = `/api/registry/sections/${encodeURIComponent(section)}/versions/${encodeURIComponent(version)}/files`;
    return (await this.request<{ outcome: 'added' | 'exists' }>('PUT', path, { body: record })).body.outcome;
  }

  /** Deletes stored versions the registry no longer lists (see version-storage-routes.ts). */
  storageGc(body: { section?: string | undefined; forgotten: readonly { section: string; version: string }[]; dryRun?: boolean }): Promise<StorageGcResult> {
    return this.#post('/api/registry/storage/gc', body);
  }

  /** Every kept version's stored files checked against the registry's digests. */
  verifyStorage(section?: string): Promise<StorageVerifyResult> {
    return this.#get('/api/registry/storage/verify', { section });
  }
}

export interface StorageGcResult {
  storage: string;
  removed: { section: string; version: string; why: 'forgotten' | 'unreferenced' }[];
  youngLeftovers: number;
  sweptUploads: number;
}

export interface StorageVerifyResult {
  storage: string;
  checked: number;
  skipped: string[];
  mismatches: { section: string; version: string; file: string; problem: string }[];
}
