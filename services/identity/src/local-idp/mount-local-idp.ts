/**
 * Serves the local provider under its mount path (`/idp`) of a Fastify server: its sign-in pages
 * here, every protocol endpoint (discovery, authorize, token, JWKS, end session) by oidc-provider
 * itself on the raw request. Its responses carry a policy of their own: a nonce for its one style
 * sheet and script, and forms that may post only to this origin and the client's; and the site's
 * other security headers, which the site's hook cannot add to a response written on the raw
 * request (HSTS, COOP, CORP, Permissions-Policy), taken from the site's own (`siteHeaders`). Every
 * URL it answers with is on the configured issuer, whatever Host the request named.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import { idpErrorPage, signInPage } from './idp-pages.ts';
import { NONCE, type LocalIdentityProvider } from './local-identity-provider.ts';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';
import { jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { z } from 'zod';

export interface MountOptions {
  /** Sign-in attempts per client IP per minute. */
  signInAttemptsPerMinute?: number;
  /** Where the rate limits count (shared through Redis by a fleet); this process when absent. */
  rateLimitStorage?: RateLimitStorage | undefined;
  /** The site's security headers: those of `SITE_HEADERS_FOR_IDP` go on every answer, as on the site's pages. */
  siteHeaders?: Readonly<Record<string, string>> | undefined;
}

const MAX_FORM_BYTES = 4096;

/** The site's headers the provider's answers carry besides its own policy (its CSP, referrer policy and framing are its own). */
export const SITE_HEADERS_FOR_IDP = ['strict-transport-security', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'] as const;

function prepareResponse(req: IncomingMessage, res: ServerResponse, formTargets: string, siteHeaders: ReadonlyArray<readonly [string, string]>): string {
  const nonce = randomBytes(16).toString('base64');
  (req as IncomingMessage & { [NONCE]?: string })[NONCE] = nonce;
  res.setHeader(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self'; form-action 'self' ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
  );
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-robots-tag', 'noindex, nofollow');
  for (const [name, value] of siteHeaders) res.setHeader(name, value);
  return nonce;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(html);
}

export async function mountLocalIdp(
  app: FastifyInstance,
  idp: LocalIdentityProvider,
  { signInAttemptsPerMinute = 10, rateLimitStorage, siteHeaders = {} }: MountOptions = {},
): Promise<void> {
  const base = idp.basePath;
  // Where the sign-in form may lead after its redirects: the client's callback origins.
  const formTargets = [...new Set(idp.client.redirectUris.map((uri) => new URL(uri).origin))].join(' ');
  const restart = '/admin/login';
  const borrowed = SITE_HEADERS_FOR_IDP.flatMap((name) => (siteHeaders[name] === undefined ? [] : [[name, siteHeaders[name]] as const]));

  const failed = (reply: FastifyReply, nonce: string, error: unknown, status = 400) => {
    const message =
      error instanceof errors.SessionNotFound
        ? 'This sign-in has expired or was already used. Start again from the sign-in page.'
        : error instanceof errors.OIDCProviderError
          ? (error.error_description ?? error.message)
          : 'The sign-in could not be completed.';
    if (!(error instanceof errors.OIDCProviderError)) app.log.error({ err: error }, 'local identity provider: interaction failed');
    sendHtml(reply.raw, status, idpErrorPage({ nonce, message, backTo: restart }));
  };

  // The pages a person sees: the sign-in form, its answer, and cancelling.
  await app.register(async (untypedPages) => {
    const pages = untypedPages.withTypeProvider<ZodSchemaTypes>();
    await pages.register(rateLimit, { global: false, ...rateLimitStorage?.('sign-in') });
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_request, body, done) => {
      // parseAs 'string' hands over a string; Fastify's type allows a Buffer too.
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });
    const uidParams = jsonSchemaOf(z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }));
    const signInForm = jsonSchemaOf(z.strictObject({ email: z.optional(z.string().max(320)), password: z.optional(z.string().max(1024)) }));

    pages.get(`${base}/interaction/:uid`, { schema: { params: uidParams } }, async (request, reply) => {
      reply.hijack();
      idp.pinToIssuer(request.raw);
      const nonce = prepareResponse(request.raw, reply.raw, formTargets, borrowed);
      try {
        const details = await idp.provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch');
        if (details.prompt.name !== 'login') {
          // Consent is implied for the site (see loadExistingGrant); anything else finishes as it stands.
          await idp.provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
          return;
        }
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
        sendHtml(reply.raw, 200, signInPage({ nonce, uid: details.uid, basePath: base, clientName: idp.client.clientName, email: hint }));
      } catch (error) {
        failed(reply, nonce, error);
      }
    });

    pages.post(
      `${base}/interaction/:uid/login`,
      {
        schema: { params: uidParams, body: signInForm },
        config: { rateLimit: { max: signInAttemptsPerMinute, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        reply.hijack();
        idp.pinToIssuer(request.raw);
        const nonce = prepareResponse(request.raw, reply.raw, formTargets, borrowed);
        try {
          const details = await idp.provider.interactionDetails(request.raw, reply.raw);
          if (details.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch');
          const email = request.body.email ?? '';
          const person = idp.verify(email, request.body.password ?? '');
          if (!person) {
            request.log.info({ idp: 'local' }, 'local identity provider: wrong e-mail address or password');
            sendHtml(
              reply.raw,
              401,
              signInPage({
                nonce,
                uid: details.uid,
                basePath: base,
                clientName: idp.client.clientName,
                email,
                error: 'That e-mail address and password do not match.',
              }),
            );
            return;
          }
          await idp.provider.interactionFinished(request.raw, reply.raw, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
        } catch (error) {
          failed(reply, nonce, error);
        }
      },
    );

    pages.get(`${base}/interaction/:uid/abort`, { schema: { params: uidParams } }, async (request, reply) => {
      reply.hijack();
      idp.pinToIssuer(request.raw);
      const nonce = prepareResponse(request.raw, reply.raw, formTargets, borrowed);
      try {
        await idp.provider.interactionFinished(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'Sign-in was cancelled.' },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        failed(reply, nonce, error);
      }
    });
  });

  // Every protocol endpoint: oidc-provider reads the raw request (its body too), under the mount path.
  await app.register(async (protocol) => {
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      prepareResponse(request.raw, reply.raw, formTargets, borrowed);
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(base.length) || '/';
      idp.handle(raw, reply.raw);
    };
    protocol.all(`${base}/*`, handle);
  });
}
