import type { FastifyInstance } from 'fastify';

/** What the tag manager (loaded only with a container id and after consent) needs to reach. */
const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * Strict headers on every response. Scripts come only from this origin (remotes are served from
 * it too); emotion writes <style> elements at run time, hence 'unsafe-inline' for styles only.
 * The tag manager's origins are allowed only when a container is configured.
 */
export function contentSecurityPolicy({ tagManager }: { tagManager: boolean }): string {
  const extra = (kind: keyof typeof TAG_MANAGER_SOURCES) => (tagManager ? TAG_MANAGER_SOURCES[kind].map((source) => ` ${source}`).join('') : '');
  return [
    "default-src 'self'",
    `script-src 'self'${extra('script')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra('img')}`,
    "font-src 'self'",
    `connect-src 'self'${extra('connect')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ tagManager: false });

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

export function securityHeaders(app: FastifyInstance, options: { tagManager?: boolean } = {}): void {
  const headers = options.tagManager
    ? { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy({ tagManager: true }) }
    : SECURITY_HEADERS;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
}
