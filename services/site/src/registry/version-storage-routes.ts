/**
 * Uploading a section build to the version storage every server of the site shares, so `remotes
 * publish` needs the registry's URL and a token, never a server's disk:
 *   1. POST .../blobs/missing  which of the build's SHA-256 digests the storage lacks;
 *   2. PUT  .../blobs/<sha256>  each of those, checked against its digest;
 *   3. PUT  .../versions/<version>/files  the build's record of its files: stored as the version
 *      (its name must be the hash of that record), then published as usual.
 * And the storage's half of `remotes gc` (versions the registry no longer lists leave it) and of
 * `remotes verify` (every kept version re-hashed where it is stored).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentVersionOf } from '@site/service-kit/build-version';
import { isReleaseUnit, type ReleaseUnit } from '@site/contracts/sections';
import type { Registry } from '@site/registry/registry';
import type { IntegrityChecks } from './integrity-checks.ts';
import { answerRegistryError } from '@site/registry/http-refusals';
import { versionInputSchema } from '@site/registry/version-input';
import { sectionLike } from '@site/registry/schemas';
import { versionSchema } from '@site/contracts/remotes-manifest';
import { UPLOAD_GRACE_MS } from '@site/contracts/registry-api';
import { errorEnvelopeSchema } from '@site/contracts/error-envelope';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { jsonError } from '@site/service-kit/http-errors';
import { verifyVersionFiles } from '@site/registry/integrity';
import { storageManifestUrl } from '@site/registry/file-origins';
import { readableSections, requireReadable } from '@site/registry/read-scope';
import {
  DigestMismatchError,
  MissingBlobsError,
  REMOTES_URL_PREFIX,
  sha256Hex,
  storedVersionSource,
  type VersionStorage,
} from '../deployments/version-storage.ts';

/** The largest single file a build may hold (a section's biggest chunk is under 1 MiB). */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

const SHA256 = z.string().regex(/^[0-9a-f]{64}$/);
/** Relative, no `..` step, no backslash or NUL. */
// oxlint-disable-next-line no-control-regex -- naming NUL is how this pattern refuses it
const FILE_PATH_PATTERN = /^(?!\/)(?!.*(^|\/)\.\.(\/|$))[^\\\u0000]+$/;
const FILE_PATH = z.string().min(1).max(400).regex(FILE_PATH_PATTERN);
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: jsonSchemaOf(errorEnvelopeSchema.extend({ missing: z.array(z.string()).optional() }), 'output'),
};
const bearer = jsonSchemaOf(z.object({ authorization: z.string().optional() }));

const sectionParams = z.strictObject({ section: sectionLike });
const blobParams = z.strictObject({ section: sectionLike, sha256: SHA256 });
const versionParams = z.strictObject({ section: sectionLike, version: versionSchema });
const missingBlobsBody = z.strictObject({ digests: z.array(SHA256).max(10_000) });
const versionFilesBody = z.strictObject({
  packageVersion: z.string().min(1).max(40),
  files: z
    .array(z.strictObject({ path: FILE_PATH, sha256: SHA256, bytes: z.int().min(0).max(MAX_UPLOAD_BYTES) }))
    .min(1)
    .max(10_000),
});
const outcomeResponse = jsonSchemaOf(z.object({ outcome: z.enum(['added', 'exists']) }), 'output');
const verifyQuery = z.strictObject({ section: sectionLike.optional() });
const verifyResponse = z.object({
  storage: z.string(),
  checked: z.int(),
  skipped: z.array(z.string()),
  mismatches: z.array(z.object({ section: z.string(), version: z.string(), file: z.string(), problem: z.string() })),
});
const gcBody = z.strictObject({
  section: sectionLike.optional(),
  forgotten: z
    .array(z.strictObject({ section: sectionLike, version: versionSchema }))
    .max(10_000)
    .optional(),
  dryRun: z.boolean().default(false),
});
const gcResponse = z.object({
  storage: z.string(),
  removed: z.array(z.object({ section: z.string(), version: z.string(), why: z.enum(['forgotten', 'unreferenced']) })),
  youngLeftovers: z.int(),
  sweptUploads: z.int(),
});

/** What the publish guard reads of a version registered (the registry's route validated the rest, or refuses it). */
const publishedFiles = z.looseObject({
  section: z.optional(versionInputSchema.shape.section),
  version: z.optional(versionInputSchema.shape.version),
  manifestUrl: z.optional(versionInputSchema.shape.manifestUrl),
  integrity: versionInputSchema.shape.integrity.optional(),
});

/**
 * A version served from this site is registered only once its files are stored, and only with the
 * digests they really have: what the registry pins is what visitors will be sent. Install it on the
 * app before the registry's routes.
 */
export function guardPublishes(app: FastifyInstance, storage: VersionStorage): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/api/registry/versions') return;
    const { data: input } = publishedFiles.safeParse(request.body);
    // Anything but the version's own folder in the storage is the registry's to accept or refuse (file-origins.ts).
    if (!input?.section || !isReleaseUnit(input.section) || !input.version || input.manifestUrl !== storageManifestUrl(input.section, input.version)) return;
    const stored = await storage.files(input.section, input.version);
    if (!stored) {
      return reply
        .code(409)
        .send(jsonError(409, `${input.section} ${input.version} has no files in ${storage.description}: upload them first (remotes publish does)`));
    }
    const mismatches = await verifyVersionFiles(storedVersionSource(storage, input.section, input.version, stored), input.integrity ?? {});
    if (mismatches.length > 0) {
      const found = mismatches.map((mismatch) => `${mismatch.file} ${mismatch.problem}`).join('; ');
      return reply.code(409).send(jsonError(409, `the digests sent are not those of ${input.section} ${input.version}'s stored files: ${found}`));
    }
  });
}

const unknownSection = (reply: FastifyReply, section: string) => reply.code(404).send(jsonError(404, `there is no section ${JSON.stringify(section)}`));

export async function versionStorageRoutes(
  untypedApp: FastifyInstance,
  {
    storage,
    registry,
    integrity,
  }: {
    storage: VersionStorage;
    registry: Registry;
    /** The scheduled check at rest of the live and canary versions: a verify runs it too, so /readyz and status hear of what it finds. */
    integrity?: Pick<IntegrityChecks, 'run'> | undefined;
  },
) {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  // These routes call the registry: its refusals are answered as its own routes answer them.
  app.setErrorHandler(answerRegistryError);
  const publish = {
    access: { permission: 'registry:publish' as const, section: 'params' as const },
  };

  app.post(
    '/api/registry/sections/:section/blobs/missing',
    {
      schema: documented({
        summary: 'Which of a build’s file digests the version storage lacks: only those need uploading',
        headers: bearer,
        params: jsonSchemaOf(sectionParams),
        body: jsonSchemaOf(missingBlobsBody),
        response: { 200: jsonSchemaOf(z.object({ missing: z.array(z.string()) }), 'output'), ...errors },
      }),
      config: publish,
    },
    async (request, reply) => {
      if (!isReleaseUnit(request.params.section)) return unknownSection(reply, request.params.section);
      return { missing: await storage.missing(request.body.digests) };
    },
  );

  await app.register(async (untypedUploads) => {
    const uploads = untypedUploads.withTypeProvider<ZodSchemaTypes>();
    // The file's bytes as they are: nothing parses them.
    uploads.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
    uploads.put(
      '/api/registry/sections/:section/blobs/:sha256',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        // The file's bytes arrive within the request; a large one over a slow link takes its time.
        handlerTimeout: 120_000,
        schema: documented({
          summary: 'Upload one file of a build (application/octet-stream), stored under its SHA-256, which it must have',
          headers: bearer,
          params: jsonSchemaOf(blobParams),
          response: { 201: jsonSchemaOf(z.object({ stored: SHA256 }), 'output'), 415: errorResponseSchema, ...errors },
        }),
        config: publish,
      },
      async (request, reply) => {
        if (!isReleaseUnit(request.params.section)) return unknownSection(reply, request.params.section);
        if (!Buffer.isBuffer(request.body)) return reply.code(415).send(jsonError(415, 'send the file’s bytes as application/octet-stream'));
        if (sha256Hex(request.body) !== request.params.sha256) {
          return reply
            .code(400)
            .send(jsonError(400, `the bytes sent have another SHA-256 than ${request.params.sha256}: the upload was damaged, or the digest is wrong`));
        }
        await storage.putBlob(request.params.sha256, request.body);
        return reply.code(201).send({ stored: request.params.sha256 });
      },
    );
  });

  app.put(
    '/api/registry/sections/:section/versions/:version/files',
    {
      schema: documented({
        summary: 'Store a version from its uploaded files (the build’s build-files.json); its name must be the hash of that record',
        headers: bearer,
        params: jsonSchemaOf(versionParams),
        body: jsonSchemaOf(versionFilesBody),
        response: { 200: outcomeResponse, 201: outcomeResponse, ...errors },
      }),
      config: publish,
    },
    async (request, reply) => {
      const { section, version } = request.params;
      if (!isReleaseUnit(section)) return unknownSection(reply, section);
      const { files, packageVersion } = request.body;
      if (new Set(files.map((file) => file.path)).size !== files.length) return reply.code(400).send(jsonError(400, 'a path is listed twice'));
      const expected = contentVersionOf(files, packageVersion);
      if (expected !== version) {
        return reply.code(400).send(jsonError(400, `these files make version ${expected}, not ${version}: a version is named after its content`));
      }
      try {
        const outcome = await storage.addVersion(section, version, files);
        return reply.code(outcome === 'added' ? 201 : 200).send({ outcome });
      } catch (error) {
        if (error instanceof MissingBlobsError) return reply.code(409).send(jsonError(409, `upload these first: ${error.message}`, { missing: error.digests }));
        if (error instanceof DigestMismatchError) return reply.code(409).send(jsonError(409, error.message));
        throw error;
      }
    },
  );

  app.get(
    '/api/registry/storage/verify',
    {
      schema: documented({
        summary: 'Re-hash every kept version’s stored files (scripts, the manifest, their .br and .gz copies) against the digests published with it',
        headers: bearer,
        querystring: jsonSchemaOf(verifyQuery),
        response: { 200: jsonSchemaOf(verifyResponse, 'output'), ...errors },
      }),
      config: { access: { permission: 'registry:read' } },
    },
    async (request, reply) => {
      const { section } = request.query;
      if (section !== undefined && !isReleaseUnit(section)) return unknownSection(reply, section);
      // A token limited to sections checks those alone.
      requireReadable(request, section);
      const readable = readableSections(request);
      const report = await verifyStorage(storage, registry, section, readable === null ? undefined : (candidate) => readable.has(candidate));
      // What it found in a live or canary version reaches /readyz, status and the notifications now, not at the next scheduled check.
      if (report.mismatches.length > 0) await integrity?.run();
      return report;
    },
  );

  app.post(
    '/api/registry/storage/gc',
    {
      schema: documented({
        summary:
          'Delete stored versions the registry no longer lists (those it just forgot at once, others once older than an hour, as a publish may be on its way) of one section or of every one; without a section, also uploads no version uses (they belong to no one section)',
        headers: bearer,
        body: jsonSchemaOf(gcBody),
        response: { 200: jsonSchemaOf(gcResponse, 'output'), ...errors },
      }),
      config: { access: { permission: 'registry:gc', section: 'body' } },
      preValidation: async (request) => {
        // No body at all is a gc of everything, not a 400.
        request.body ??= { dryRun: false };
      },
    },
    async (request, reply) => {
      const { section, forgotten = [], dryRun = false } = request.body;
      if (section !== undefined && !isReleaseUnit(section)) return unknownSection(reply, section);
      return collectGarbage(storage, registry, { section, forgotten, dryRun });
    },
  );
}

/** Every version the registry keeps, served from this site, checked at rest against its published digests. */
export async function verifyStorage(
  storage: VersionStorage,
  registry: Pick<Registry, 'list' | 'getVersion'>,
  section?: ReleaseUnit,
  among: (section: string) => boolean = () => true,
) {
  const mismatches: { section: string; version: string; file: string; problem: string }[] = [];
  const skipped: string[] = [];
  let checked = 0;
  for (const summary of (await registry.list(section)).filter((candidate) => among(candidate.section))) {
    const record =
      isReleaseUnit(summary.section) && summary.manifestUrl.startsWith(`${REMOTES_URL_PREFIX}/`)
        ? await registry.getVersion(summary.section, summary.version)
        : null;
    if (!record || !isReleaseUnit(summary.section)) {
      skipped.push(`${summary.section} ${summary.version}`);
      continue;
    }
    checked += 1;
    for (const mismatch of await verifyVersionFiles(storedVersionSource(storage, summary.section, summary.version), record.integrity)) {
      mismatches.push({ section: summary.section, version: summary.version, ...mismatch });
    }
  }
  return { storage: storage.description, checked, skipped, mismatches };
}

/**
 * Stored versions the registry does not list leave the storage; a live or canary version never does
 * (the registry lists those). With `section`, that section's versions alone, and no upload.
 */
export async function collectGarbage(
  storage: VersionStorage,
  registry: Pick<Registry, 'list'>,
  {
    section,
    forgotten,
    dryRun,
    now = Date.now(),
  }: { section?: ReleaseUnit | undefined; forgotten: readonly { section: string; version: string }[]; dryRun: boolean; now?: number },
) {
  const listed = new Set((await registry.list(section)).map((version) => `${version.section}/${version.version}`));
  const justForgotten = new Set(forgotten.map((version) => `${version.section}/${version.version}`));
  const removed: { section: string; version: string; why: 'forgotten' | 'unreferenced' }[] = [];
  let youngLeftovers = 0;
  for (const stored of await storage.versions()) {
    const key = `${stored.section}/${stored.version}`;
    if ((section !== undefined && stored.section !== section) || listed.has(key)) continue;
    const why = justForgotten.has(key) ? 'forgotten' : 'unreferenced';
    if (why === 'unreferenced' && now - stored.storedAt.getTime() < UPLOAD_GRACE_MS) {
      youngLeftovers += 1;
      continue;
    }
    if (!dryRun) await storage.deleteVersion(stored.section, stored.version);
    removed.push({ section: stored.section, version: stored.version, why });
  }
  // Uploads are kept by digest, for whichever sections' builds hold those bytes: they belong to no
  // one section, so only a gc of every section sweeps them (a section's gc stays inside it).
  const sweptUploads = dryRun || section !== undefined ? 0 : await storage.sweep(new Date(now - UPLOAD_GRACE_MS));
  return { storage: storage.description, removed, youngLeftovers, sweptUploads };
}
