import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Registry } from '@site/registry/registry';
import { verifyPreviewToken } from '@site/registry/preview-token';
import { serializeCookie } from '@site/service-kit/cookies';
import { DRAFT_PREVIEW_COOKIE } from '@site/content/draft-preview';
import { DEV_SECTION_COOKIE, PREVIEW_COOKIE } from './visitor-cookies.ts';
import { jsonError } from '@site/service-kit/http-errors';
import { jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';

interface PreviewRouteOptions {
  registry: Registry;
  secret: string;
  secureCookies: boolean;
  /** Where a preview lands: the first page of the previewed version (of the live one for a dev override). */
  landingPath: (section: string, version: string) => Promise<string>;
}

const FAILURES = {
  malformed: { statusCode: 400, message: 'This is not a preview link.' },
  'bad-signature': { statusCode: 400, message: 'This preview link is not valid: it was changed or signed by another server.' },
  expired: { statusCode: 410, message: 'This preview link has expired; ask for a new one.' },
} as const;

const tokenParams = jsonSchemaOf(z.object({ token: z.string().min(1).max(512) }));

/**
 * `/preview/<token>` opens a signed preview link: this browser alone gets the previewed version of
 * one section (a cookie that ends with the link), and the opening is audit-logged.
 * A dev override (a section from a dev server on the opener's machine) opens the same way.
 * `/preview/exit` ends it.
 */
export async function previewRoutes(untypedApp: FastifyInstance, { registry, secret, secureCookies, landingPath }: PreviewRouteOptions) {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  // Ends every preview this browser has open: a section version's and a content draft's.
  app.get('/preview/exit', async (_request, reply) =>
    reply
      .header('set-cookie', [
        serializeCookie(PREVIEW_COOKIE, '', { maxAgeS: 0, secure: secureCookies }),
        serializeCookie(DEV_SECTION_COOKIE, '', { maxAgeS: 0, secure: secureCookies, readableByScripts: true }),
        serializeCookie(DRAFT_PREVIEW_COOKIE, '', { maxAgeS: 0, secure: secureCookies }),
      ])
      .header('cache-control', 'no-store')
      .redirect('/', 302),
  );
  app.get('/preview/:token', { schema: { params: tokenParams } }, async (request, reply) => {
    const verified = verifyPreviewToken(request.params.token, secret);
    if (!verified.ok) {
      const failure = FAILURES[verified.reason];
      return reply
        .code(failure.statusCode)
        .header('cache-control', 'no-store')
        .send({ error: failure.statusCode === 410 ? 'Gone' : 'Bad Request', message: failure.message, statusCode: failure.statusCode });
    }
    const { section, version, expiresAt, devManifestUrl } = verified.payload;
    if (devManifestUrl === undefined && !(await registry.getVersion(section, version))) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send(jsonError(404, `${section} ${version} is no longer in the registry.`));
    }
    await registry.audit({
      actor: 'preview-link',
      action: 'preview.open',
      entityType: 'remote_version',
      entityId: `${section}@${version}`,
      details: {
        expiresAt: new Date(expiresAt).toISOString(),
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 200),
        ...(devManifestUrl ? { manifestUrl: devManifestUrl } : {}),
      },
    });
    const maxAgeS = (expiresAt - Date.now()) / 1000;
    return reply
      .header('set-cookie', [
        serializeCookie(PREVIEW_COOKIE, request.params.token, { maxAgeS, secure: secureCookies }),
        // Any other preview this browser had is replaced, so its hint goes too.
        serializeCookie(DEV_SECTION_COOKIE, devManifestUrl ? section : '', {
          maxAgeS: devManifestUrl ? maxAgeS : 0,
          secure: secureCookies,
          readableByScripts: true,
        }),
      ])
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(await landingPath(section, version), 302);
  });
}
