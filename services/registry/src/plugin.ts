/**
 * The registry API as a Fastify plugin: mounted by the site server or by this service's own app.
 * Every route says who may call it (`config.access`, enforced by @site/identity's access control,
 * which the host installs first): reads name people, commits and field error rates, so they need
 * `registry:read`; each write needs its operation on the section it touches (a RELEASER of that
 * section, an ADMIN, or a scoped API token). Only the load beacon is public, and bounded. Every
 * route declares its input and response schemas; malformed input is 400 JSON, never 5xx.
 */
import { createHash } from 'node:crypto';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAccess } from '@site/identity/access-control';
import { ADMIN_SECTION, isReleaseUnit, type ReleaseUnit } from '@site/contracts/sections';
import rateLimit from '@fastify/rate-limit';
import type { CanaryJudgeOptions } from './canary-judge.ts';
import type { AttributedVisitor } from './load-attribution.ts';
import type { ShellInfo } from './contract-gate.ts';
import { MAX_BEACON_BYTES, parseBeacon } from './load-report.ts';
import { mintPreviewToken } from './preview-token.ts';
import { DEV_VERSION } from './dev-override.ts';
import { readRemoteBuildDescription } from './build-description.ts';
import type { Registry } from './registry.ts';
import { answerRegistryError } from './http-refusals.ts';
import { onlyReadable, readableSections, requireReadable } from './read-scope.ts';
import {
  accessSchema,
  addSigningKeySchema,
  approveSchema,
  revokeSigningKeySchema,
  signingKeysSchema,
  checkSchema,
  diffSchema,
  gcSchema,
  historySchema,
  loadsSchema,
  previewSchema,
  auditSchema,
  promoteSchema,
  publishSchema,
  rollbackSchema,
  sectionsSchema,
  versionDetailSchema,
  versionListSchema,
} from './schemas.ts';
import type { VersionInput } from './version-input.ts';
import { HttpError, jsonError, tooManyRequests } from '@site/service-kit/http-errors';
import { scheduleBackgroundJob } from '@site/service-kit/background-jobs';
import type { ZodSchemaTypes } from '@site/service-kit/json-schema';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';

export interface RegistryPluginOptions {
  registry: Registry;
  /** What the live shell provides, asked on each publish and promote (the shell may be redeployed). */
  shell: () => Promise<ShellInfo>;
  canary: CanaryJudgeOptions;
  /** Who sent a beacon: the signed cohort id and preview its cookies carry. Loads are attributed from these, never from what the body claims; without it, none are counted. */
  visitorOf?: ((request: FastifyRequest) => AttributedVisitor) | undefined;
  /** Beacons per client IP per window; over it: 429, and nothing counted. */
  beaconRateLimit?: { max: number; timeWindowMs: number } | undefined;
  /** Where the rate limits count (shared through Redis by a fleet); this process when absent. */
  rateLimitStorage?: RateLimitStorage | undefined;
  /**
   * Signed preview links: the secret and where the links point (this site). Without it, previews
   * are refused. What a preview may load is the registry's rule for every version (`Registry.filesOrigin`).
   */
  previews?: { secret: string; siteOrigin: string; maxTtlS: number } | undefined;
  /** HMAC of the client IP for the audit log (as leads keep it). */
  hashIp?: ((ip: string) => string) | undefined;
}

/** How often progressive canaries are looked at: a step's interval is honoured to within this. */
export const CANARY_STEP_CHECK_MS = 2000;

/**
 * Unknown properties rejected (Fastify's default silently strips them). Query strings, params and
 * headers are coerced from text; bodies are not, so `"1"` where a number belongs is a 400.
 */
function strictValidators(app: FastifyInstance): void {
  const options = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false } as const;
  const coercing = new Ajv({ ...options, coerceTypes: 'array' });
  const exact = new Ajv({ ...options, coerceTypes: false });
  for (const ajv of [coercing, exact]) addFormats.default(ajv, ['date-time']);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema));
}

/** Who acted, as history and the audit log name them: the signed-in person or the token. */
function actorOf(request: FastifyRequest): string {
  const principal = request.principal;
  if (!principal) throw new Error('a registry write reached its handler without access control');
  return principal.label;
}

const SHORT_VISITOR_LENGTH = 6;

/** A bare POST (no body) is the empty object its schema fills defaults into: before validation the body is anything. */
const bareBodyIsEmpty = async (request: FastifyRequest): Promise<void> => {
  request.body ??= {};
};

export async function registryPlugin(
  untypedApp: FastifyInstance,
  { registry, shell, canary, visitorOf, previews, hashIp, beaconRateLimit = { max: 120, timeWindowMs: 60_000 }, rateLimitStorage }: RegistryPluginOptions,
): Promise<void> {
  // Each route's request parts and answers are typed from the zod schemas its JSON Schemas were made from (schemas.ts).
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  if (!app.hasRequestDecorator('principal'))
    throw new Error('install access control (@site/identity/access-control) before the registry: its routes say who may call them');
  strictValidators(app);
  // Progressive canaries move on (or back) by themselves, whether or not beacons arrive, and any
  // canary past its longest duration is held; every server hears of it through the database (see
  // release-events.ts).
  scheduleBackgroundJob(app, {
    name: 'canary-stepping',
    everyMs: CANARY_STEP_CHECK_MS,
    run: async () => {
      for (const change of await registry.advanceCanaries(canary)) {
        const message = `canary: ${change.action} ${change.section} ${change.version}${change.percent ? ` at ${change.percent} %` : ''}: ${change.reason}`;
        if (change.action === 'canary-hold' || change.action === 'canary-rollback') app.log.warn(change, message);
        else app.log.info(change, message);
      }
    },
  });
  // The registry's refusals become their HTTP status and the JSON error here, at the edge.
  app.setErrorHandler(answerRegistryError);

  /** 503, not the generic 500: the operator needs to know the gate cannot see the shell. */
  const liveShell = async (): Promise<ShellInfo> => {
    try {
      return await shell();
    } catch (error) {
      throw new HttpError(503, `The live shell cannot be read, so the contract gate cannot run: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  // -------------------------------------------------------------------------------------------
  // Reads

  const read: { access: RouteAccess } = { access: { permission: 'registry:read' } };
  /** Who acted and from where, for history and the audit log. */
  const by = (request: FastifyRequest) => ({ actor: actorOf(request), ipHash: hashIp?.(request.ip) });

  // An API token limited to sections reads those alone (see read-scope.ts): lists are filtered to
  // them, and a request naming another section is refused.
  app.get('/api/registry/sections', { schema: sectionsSchema, config: read }, async (request) => {
    const sections = onlyReadable(
      request,
      (await registry.status({ windowMs: request.query.windowHours * 3_600_000, recentVisitors: request.query.visitors, judge: canary })).map((section) => ({
        ...section,
        judgement: section.judgement ?? null,
      })),
    );
    if (request.principal?.grant.permissions.includes('audit:read')) return { sections };
    // Enough to tell visitors apart on a dashboard, not enough to borrow someone's cohort.
    return {
      sections: sections.map((section) => ({
        ...section,
        recentVisitors: section.recentVisitors.map((load) => ({ ...load, visitor: `${load.visitor.slice(0, SHORT_VISITOR_LENGTH)}…` })),
      })),
    };
  });

  app.get('/api/registry/versions', { schema: versionListSchema, config: read }, async (request) => {
    requireReadable(request, request.query.section);
    return { versions: onlyReadable(request, await registry.list(request.query.section)) };
  });

  app.get('/api/registry/sections/:section/versions/:version', { schema: versionDetailSchema, config: read }, async (request, reply) => {
    const { section, version } = request.params;
    requireReadable(request, section);
    const record = await registry.getVersion(section, version);
    if (record) return record;
    await registry.list(section); // 404 naming the sections when the section is unknown
    return reply.code(404).send(jsonError(404, `${section} has no version ${JSON.stringify(version)}`));
  });

  app.get('/api/registry/diff', { schema: diffSchema, config: read }, async (request) => {
    requireReadable(request, request.query.section);
    return registry.diff(request.query.section, request.query.a, request.query.b);
  });

  app.get('/api/registry/history', { schema: historySchema, config: read }, async (request) => {
    requireReadable(request, request.query.section);
    const readable = readableSections(request);
    return { entries: await registry.history(request.query.section, request.query.limit, readable === null ? undefined : [...readable]) };
  });

  app.get('/api/registry/audit', { schema: auditSchema, config: { access: { permission: 'audit:read' } } }, async (request) => ({
    entries: await registry.auditLog(request.query),
  }));

  // -------------------------------------------------------------------------------------------
  // Writes (platform token)

  app.get(
    '/api/registry/access',
    { schema: accessSchema, config: { access: { authenticated: 'tells a caller what it may do, so tools check before acting' } } },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw new Error('an authenticated route ran without a principal');
      return {
        who: principal.label,
        kind: principal.kind,
        permissions: [...principal.grant.permissions],
        sections: [...principal.grant.sections],
        releaseApproval: registry.approval,
      };
    },
  );

  app.post('/api/registry/versions/check', { schema: checkSchema, config: { access: { permission: 'registry:publish', section: 'body' } } }, async (request) =>
    registry.check(request.body, await liveShell()),
  );

  app.post(
    '/api/registry/versions',
    { schema: publishSchema, config: { access: { permission: 'registry:publish', section: 'body' } } },
    async (request, reply) => {
      const result = await registry.publish(request.body, { ...by(request), shell: await liveShell() });
      return reply.code(result.outcome === 'created' ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/registry/sections/:section/promote',
    { schema: promoteSchema, config: { access: { permission: 'registry:promote', section: 'params' } } },
    async (request) => {
      const { version, canaryPercent, reason, expectLive, replace, steps, stepIntervalSeconds, longestSeconds, breakLinks, overBudget } = request.body;
      return registry.promote(request.params.section, version, {
        ...by(request),
        shell: await liveShell(),
        canaryPercent,
        reason,
        expectLive,
        replaceCanary: replace === true,
        steps,
        stepIntervalSeconds,
        longestSeconds,
        breakLinks,
        overBudget,
      });
    },
  );

  app.get('/api/registry/signing-keys', { schema: signingKeysSchema, config: read }, async () => ({
    keys: await registry.signingKeys.list(),
    required: registry.signatures === 'required',
  }));

  app.post('/api/registry/signing-keys', { schema: addSigningKeySchema, config: { access: { permission: 'users:manage' } } }, async (request, reply) =>
    reply.code(201).send(await registry.signingKeys.add(request.body, by(request))),
  );

  app.post(
    '/api/registry/signing-keys/:keyId/revoke',
    { schema: revokeSigningKeySchema, config: { access: { permission: 'users:manage' } } },
    async (request) => registry.signingKeys.revoke(request.params.keyId, by(request)),
  );

  app.post(
    '/api/registry/sections/:section/versions/:version/approve',
    {
      schema: approveSchema,
      config: { access: { permission: 'registry:approve', section: 'params' } },
      // A bare POST (no body) is an approval without a reason.
      preValidation: bareBodyIsEmpty,
    },
    async (request) => registry.approve(request.params.section, request.params.version, { ...by(request), reason: request.body.reason }),
  );

  app.post(
    '/api/registry/sections/:section/rollback',
    {
      schema: rollbackSchema,
      config: { access: { permission: 'registry:rollback', section: 'params' } },
      // A bare POST (no body) is a rollback without a reason.
      preValidation: bareBodyIsEmpty,
    },
    async (request) => registry.rollback(request.params.section, { ...by(request), reason: request.body.reason, expectLive: request.body.expectLive }),
  );

  app.post(
    '/api/registry/gc',
    {
      schema: gcSchema,
      config: { access: { permission: 'registry:gc', section: 'body' } },
      preValidation: bareBodyIsEmpty,
    },
    async (request) =>
      registry.gc(request.body.section, request.body.keep, { ...by(request), dryRun: request.body.dryRun === true, reason: request.body.reason }),
  );

  /** A build served from a listed CDN origin, recorded so that a preview can serve it (no digests: see readRemoteBuildDescription). */
  const recordRemoteBuild = async (section: string, url: URL, actor: { actor: string; ipHash?: string | undefined }): Promise<string> => {
    if (!isReleaseUnit(section)) throw new HttpError(404, `there is no section ${JSON.stringify(section)}`);
    const version = `preview-${createHash('sha256').update(url.href).digest('hex').slice(0, 16)}`;
    let input: VersionInput;
    try {
      input = await readRemoteBuildDescription({ section, version, manifestUrl: url.href });
    } catch (error) {
      throw new HttpError(400, `the build at ${url.href} cannot be previewed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await registry.publish(input, { ...actor, shell: await liveShell() });
    return version;
  };

  app.post(
    '/api/registry/previews',
    { schema: previewSchema, config: { access: { permission: 'registry:preview', section: 'body' } } },
    async (request, reply) => {
      if (!previews) return reply.code(503).send(jsonError(503, 'Previews are disabled on this server.'));
      const { section, ttlSeconds } = request.body;
      // Previews open on the public origin; the admin section runs on the admin origin alone, where
      // no preview or dev override is ever honoured (its cookies could be planted from a sibling host).
      if (section === ADMIN_SECTION) {
        return reply
          .code(400)
          .send(
            jsonError(
              400,
              'The admin section is not previewed: it runs on the admin origin alone, where no preview opens. Approve it and start a canary instead.',
            ),
          );
      }
      if (ttlSeconds > previews.maxTtlS) return reply.code(400).send(jsonError(400, `a preview lasts at most ${previews.maxTtlS} seconds`));
      // One rule for every version (see file-origins.ts): by URL, a build on a listed CDN origin, or
      // a dev override from a loopback dev server; the registry's own versions are previewed by name.
      // The body names one of the two (previewSchema), never both.
      const manifestUrl = 'manifestUrl' in request.body ? request.body.manifestUrl : undefined;
      const origin = manifestUrl === undefined ? null : registry.filesOrigin(manifestUrl, section, undefined, { devServers: true });
      const devManifestUrl = origin?.kind === 'dev' ? origin.url : null;
      if (devManifestUrl) {
        // A dev server runs on the machine of whoever opens the link: nothing to read or record here.
        if (!isReleaseUnit(section)) throw new HttpError(404, `there is no section ${JSON.stringify(section)}`);
        const expiresAt = Date.now() + ttlSeconds * 1000;
        const token = mintPreviewToken({ section, version: DEV_VERSION, expiresAt, devManifestUrl: devManifestUrl.href }, previews.secret);
        await registry.audit({
          actor: actorOf(request),
          ipHash: hashIp?.(request.ip),
          action: 'preview.mint',
          entityType: 'remote_version',
          entityId: `${section}@${DEV_VERSION}`,
          details: {
            expiresAt: new Date(expiresAt).toISOString(),
            manifestUrl: devManifestUrl.href,
            ...(request.body.reason ? { reason: request.body.reason } : {}),
          },
        });
        return reply
          .code(201)
          .send({ url: `${previews.siteOrigin}/preview/${token}`, section, version: DEV_VERSION, expiresAt: new Date(expiresAt).toISOString() });
      }
      const version =
        origin?.kind === 'cdn' ? await recordRemoteBuild(section, origin.url, by(request)) : 'version' in request.body ? request.body.version : '';
      const record = await registry.getVersion(section, version);
      if (!record) {
        await registry.list(section); // 404 naming the sections when the section is unknown
        return reply.code(404).send(jsonError(404, `${section} has no version ${JSON.stringify(version)}`));
      }
      // A version recorded before the rule, or since its origin was taken off the list, is not shown.
      registry.filesOrigin(record.manifestUrl, record.section, record.version);
      const expiresAt = Date.now() + ttlSeconds * 1000;
      const token = mintPreviewToken({ section: record.section, version: record.version, expiresAt }, previews.secret);
      await registry.recordPreviewLink(record.section, record.version, new Date(expiresAt), actorOf(request));
      await registry.audit({
        actor: actorOf(request),
        ipHash: hashIp?.(request.ip),
        action: 'preview.mint',
        entityType: 'remote_version',
        entityId: `${record.section}@${record.version}`,
        details: {
          expiresAt: new Date(expiresAt).toISOString(),
          manifestUrl: record.manifestUrl,
          ...(request.body.reason ? { reason: request.body.reason } : {}),
        },
      });
      return reply.code(201).send({
        url: `${previews.siteOrigin}/preview/${token}`,
        section: record.section,
        version: record.version,
        expiresAt: new Date(expiresAt).toISOString(),
      });
    },
  );

  // -------------------------------------------------------------------------------------------
  // The load beacon (public). navigator.sendBeacon with a string sends text/plain, which also
  // spares a CORS preflight; the body is read as text either way and parsed here.

  await app.register(async (untypedBeacon) => {
    const beacon = untypedBeacon.withTypeProvider<ZodSchemaTypes>();
    // Per client IP, before the body is read: a flood gets 429 and is counted nowhere.
    await beacon.register(rateLimit, {
      global: false,
      ...rateLimitStorage?.('beacons'),
      errorResponseBuilder: tooManyRequests('beacons', 'from one address'),
    });
    beacon.removeAllContentTypeParsers();
    beacon.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_BEACON_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    beacon.post(
      '/api/registry/loads',
      {
        schema: loadsSchema,
        config: {
          access: {
            public:
              'browsers report each section load, and with analytics consent its page vitals (sendBeacon, no credentials); bounded, rate-limited and attributed by the server',
          },
          rateLimit: { max: beaconRateLimit.max, timeWindow: beaconRateLimit.timeWindowMs },
        },
        bodyLimit: MAX_BEACON_BYTES,
        preValidation: async (request) => {
          request.body ??= '';
        },
      },
      async (request, reply) => {
        const parsed = parseBeacon(request.body);
        if (!parsed.ok) return reply.code(400).send(jsonError(400, parsed.message));
        const visitor = visitorOf?.(request) ?? {};
        // Loads first: a vital counts only for a page view whose load was counted.
        const storedLoads = await registry.recordLoads(parsed.loads, visitor);
        const storedVitals = await registry.recordVitals(parsed.vitals, visitor);
        // Nothing attributable, nothing to judge; otherwise every canary of the sections reported.
        const sections = new Set<ReleaseUnit>([
          ...(storedLoads > 0 ? parsed.loads.map((load) => load.section) : []),
          ...(storedVitals > 0 ? parsed.vitals.map((vital) => vital.section) : []),
        ]);
        for (const section of sections) {
          const evaluation = await registry.evaluateCanary(section, canary);
          if (evaluation?.rolledBack) request.log.warn({ section, version: evaluation.version }, `canary rolled back: ${evaluation.reason}`);
        }
        return reply.code(204).send(null); // 204 has no body: the schema says null, Fastify sends nothing
      },
    );
  });
}
