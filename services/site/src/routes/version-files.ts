import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DESCRIPTIVE_FILES, type BuildFile } from '@site/service-kit/build-version';
import { versionSchema } from '@site/contracts/remotes-manifest';
import { isReleaseUnit, SHELL, type ReleaseUnit } from '@site/contracts/sections';
import { IMMUTABLE } from '../caching.ts';
import { negotiateEncoding } from '../compression.ts';
import { REMOTES_URL_PREFIX, type VersionStorage } from '../deployments/version-storage.ts';
import { sectionRunsHere } from '../origin-split.ts';
import type { SiteOrigins } from '@site/service-kit/site-origins';
import { allows, type Grant } from '@site/contracts/access';
import type { Identity } from '@site/identity/plugin';
import { jsonError } from '@site/service-kit/http-errors';
import { jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.br': 'application/x-brotli',
  '.gz': 'application/gzip',
};
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/** The files a build writes to describe itself (its descriptive files and Module Federation's stats), not to run. */
const BUILD_DESCRIPTORS: ReadonlySet<string> = new Set([...DESCRIPTIVE_FILES, 'mf-manifest-stats.json']);

/**
 * Whether a build's file describes the build rather than runs it: a source map (its
 * `sourcesContent` is the section's source) or a descriptor (what each chunk is made of, where
 * the bytes go, the commit it was built from), or a compressed copy of one. No visitor needs them.
 */
export function describesBuild(file: string): boolean {
  const plain = file.replace(/\.(br|gz)$/, '');
  return plain.endsWith('.map') || BUILD_DESCRIPTORS.has(path.posix.basename(plain));
}

/** The release operations on a section whose holder may read its builds' descriptions. */
const RELEASE_OPERATIONS = ['registry:publish', 'registry:promote', 'registry:rollback', 'registry:preview'] as const;

/**
 * Who may read a section build's description: a principal with a release operation on that
 * section (a RELEASER, that section's CI token, the break-glass token) or that may read the audit
 * log (ADMIN). Reading the registry alone (VIEWER, a read-only token) is not enough.
 */
export async function mayReadBuildDetails(identity: Identity | undefined, request: FastifyRequest, section: ReleaseUnit): Promise<boolean> {
  return grantReadsBuilds(identity ? (await identity.authenticate(request)).principal?.grant : undefined, section);
}

/** The rule of `mayReadBuildDetails`, for a grant however it was found. */
export function grantReadsBuilds(grant: Grant | undefined, section: ReleaseUnit): boolean {
  if (!grant) return false;
  return allows(grant, 'audit:read') || RELEASE_OPERATIONS.some((operation) => allows(grant, operation, { section }));
}

/** Any section, version and file path: one this server does not serve is a 404 (not a 400), so the handler judges them. */
const fileParams = jsonSchemaOf(z.object({ section: z.string(), version: z.string(), '*': z.string() }));
const assetParams = jsonSchemaOf(z.object({ '*': z.string() }));

/** What a build's description is cached as, when it is served at all: for the one who asked, never a shared cache. */
const PRIVATE = 'private, no-store';

/**
 * The most bytes of version files a server keeps in memory when they come from the database: the
 * live versions' chunks, many times over. A folder is read on every request, as a static file
 * server would (the operating system caches it): what is on disk is what is served, unless it no
 * longer matches its build's record (`readAsRecorded`).
 */
const DATABASE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * `/remotes/<section>/<version>/<file>`: every stored version's files, from the version storage
 * every server shares. A version's files never change, so each is cached for a year (`immutable`)
 * under a strong ETag, its SHA-256, which is the same on every server: a CDN in front may keep
 * them forever. A browser that takes brotli or gzip gets the build's own compressed copy (the file
 * itself if that copy is missing: logged, as the check at rest reports it too).
 *
 * Source maps and build descriptors (`describesBuild`) are not for visitors: they are answered
 * only to a request `buildDetails` allows (the release CLI's token, say), uncached; to anyone else
 * as if they did not exist (404).
 */
export async function versionFilesRoute(
  untypedApp: FastifyInstance,
  {
    storage,
    memoryCacheBytes = storage.kind === 'folder' ? 0 : DATABASE_CACHE_BYTES,
    origins,
    buildDetails,
    shellAssets,
  }: {
    storage: VersionStorage;
    memoryCacheBytes?: number;
    /** Whether this request may read a section's source maps and build descriptors; nobody may when absent. */
    buildDetails?: ((request: FastifyRequest, section: ReleaseUnit) => Promise<boolean>) | undefined;
    /** Each origin serves the code of the sections it runs alone: no public section's file is ever served on the admin origin. */
    origins?: SiteOrigins | undefined;
    /**
     * `/assets/<file>`, the address a shell build names its own files by: looked for in these shell
     * versions in turn (the live one first; a tab opened on an older shell still loads its chunks),
     * and otherwise given to `otherwise` (the shell build this server started with).
     */
    shellAssets?: { versions: () => AsyncIterable<string>; otherwise: (file: string, reply: FastifyReply) => FastifyReply } | undefined;
  },
) {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  const indexes = new Map<string, Promise<Map<string, BuildFile> | null>>();
  const bytes = memoryCacheBytes > 0 ? new ByteCache(memoryCacheBytes) : null;
  /** The file's bytes as its build recorded them; `changed` when what is stored differs (never served). */
  const readAsRecorded = async (section: ReleaseUnit, version: string, file: BuildFile): Promise<Buffer | 'changed' | null> => {
    const cached = bytes?.get(file.sha256);
    if (cached) return cached;
    const read = await storage.readAsRecorded(section, version, file);
    if (read instanceof Buffer) bytes?.set(file.sha256, read);
    return read;
  };

  const indexOf = (section: ReleaseUnit, version: string) => {
    const key = `${section}@${version}`;
    let index = indexes.get(key);
    if (!index) {
      index = storage.files(section, version).then((files) => files && new Map(files.map((file) => [file.path, file])));
      indexes.set(key, index);
      // Not stored (yet), or the storage failed: ask again next time. A version gc removed leaves
      // its index here, harmlessly: its bytes are gone, and answer 404.
      void index.then(
        (found) => found || indexes.delete(key),
        () => indexes.delete(key),
      );
    }
    return index;
  };

  /** One stored file of a version, as a visitor gets it (a build's description only to whom `buildDetails` allows). */
  const sendFile = async (request: FastifyRequest, reply: FastifyReply, section: ReleaseUnit, version: string, index: Map<string, BuildFile>, file: string) => {
    const entry = index.get(file);
    if (!entry) return reply.callNotFound();
    const detail = describesBuild(file);
    if (detail && !(await buildDetails?.(request, section))) return reply.callNotFound();
    const identity = { entry, encoding: null };
    const candidates = [compressedVariant(index, file, request) ?? identity, identity];
    const describe = ({ entry: sent, encoding }: { entry: BuildFile; encoding: 'br' | 'gzip' | null }) => {
      reply
        .header('cache-control', detail ? PRIVATE : IMMUTABLE)
        .header('etag', `"${sent.sha256}"`)
        .type(CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
      if (index.has(`${file}${PRECOMPRESSED.br}`) || index.has(`${file}${PRECOMPRESSED.gzip}`)) reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
    };
    // The same digest is the same bytes, on any server: nothing to read.
    if (matchesEtag(request.headers['if-none-match'], `"${candidates[0]?.entry.sha256}"`)) {
      describe(candidates[0] ?? identity);
      return reply.code(304).send();
    }
    // What the check at rest found changed is served in no encoding, nor is anything that differs from its build's record now.
    const changedAtRest = new Set(
      (request.server.integrityChecks?.last?.mismatches ?? [])
        .filter((mismatch) => mismatch.section === section && mismatch.version === version)
        .map((mismatch) => mismatch.file),
    );
    let changed = false;
    for (const candidate of new Set(candidates)) {
      const body = changedAtRest.has(candidate.entry.path) ? 'changed' : await readAsRecorded(section, version, candidate.entry);
      if (body === 'changed') {
        changed = true;
        request.log.error(
          { section, version, file: candidate.entry.path },
          `version file differs from its build's record in ${storage.description}: not served`,
        );
        continue;
      }
      if (body) {
        describe(candidate);
        return reply.send(body);
      }
      request.log.error({ section, version, file: candidate.entry.path }, `version file missing from ${storage.description}`);
    }
    if (changed)
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send(jsonError(503, `${file} of ${section} ${version} differs from the build published; it is not served (remotes verify and /readyz name it)`));
    return reply.callNotFound();
  };

  const route = `${REMOTES_URL_PREFIX}/:section/:version/*`;
  app.get(route, { schema: { params: fileParams } }, async (request, reply) => {
    const { section, version, '*': file } = request.params;
    if (!isReleaseUnit(section) || !versionSchema.safeParse(version).success || !sectionRunsHere(origins, request, section)) return reply.callNotFound();
    const index = await indexOf(section, version);
    if (!index) return reply.callNotFound();
    return sendFile(request, reply, section, version, index, file);
  });

  if (!shellAssets) return;
  app.get('/assets/*', { schema: { params: assetParams } }, async (request, reply) => {
    const file = request.params['*'];
    // Its name is its content's hash: whichever shell version holds it holds the same bytes.
    for await (const version of shellAssets.versions()) {
      const index = await indexOf(SHELL, version);
      if (index?.has(`assets/${file}`)) return sendFile(request, reply, SHELL, version, index, `assets/${file}`);
    }
    if (describesBuild(file)) return reply.callNotFound();
    return shellAssets.otherwise(file, reply);
  });
}

function compressedVariant(index: Map<string, BuildFile>, file: string, request: FastifyRequest): { entry: BuildFile; encoding: 'br' | 'gzip' } | null {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return null;
  const preferred = index.get(`${file}${PRECOMPRESSED[encoding]}`);
  if (preferred) return { entry: preferred, encoding };
  const gzip = encoding === 'br' && /\bgzip\b/.test(String(request.headers['accept-encoding'])) ? index.get(`${file}${PRECOMPRESSED.gzip}`) : undefined;
  return gzip ? { entry: gzip, encoding: 'gzip' } : null;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Least recently used bytes by digest, up to a byte budget: digests never change meaning, so entries never go stale. */
class ByteCache {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(private readonly budget: number) {}

  get(digest: string): Buffer | undefined {
    const found = this.entries.get(digest);
    if (found) {
      this.entries.delete(digest);
      this.entries.set(digest, found);
    }
    return found;
  }

  set(digest: string, bytes: Buffer): void {
    if (bytes.length > this.budget / 8 || this.entries.has(digest)) return;
    this.entries.set(digest, bytes);
    this.total += bytes.length;
    for (const [oldest, evicted] of this.entries) {
      if (this.total <= this.budget) break;
      this.entries.delete(oldest);
      this.total -= evicted.length;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this site keeps section versions' files (absent in dev, where sections come from their dev servers). */
    versionStorage?: VersionStorage;
  }
}
