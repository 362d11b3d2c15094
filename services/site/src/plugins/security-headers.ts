import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_PAINT_SCRIPT } from '@site/contracts/first-paint';
import { CSP_REPORT_PATH } from '@site/contracts/csp-reports';
import { TRUSTED_TYPES_POLICY } from '@site/contracts/trusted-types';

/** What the tag manager (loaded only with a container id and after consent) needs to reach. */
const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The first-paint script, which every page carries first in its head (colour scheme, cookie banner), allowed by its hash. */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/** A CSP source admitting exactly one inline element's text (a <style>'s CSS or a <script>'s code). */
export const inlineHashSource = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Executable inline scripts: every <script> without a `src` that is not a JSON data block. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * Hash sources of the inline scripts an HTML template carries (the shell's: the first-paint script
 * and the landing script, whose text changes with every build), so a page made from it runs them and
 * no other inline script.
 */
export const inlineScriptSources = (html: string): string[] => [...html.matchAll(INLINE_SCRIPT)].map((match) => inlineHashSource(match[1] ?? ''));

/**
 * Emotion's own <style> elements: it creates each empty and fills it through the CSSOM
 * (`insertRule`, in production builds), which the policy does not govern; the hash of nothing
 * admits exactly those empty elements, and no text.
 */
export const EMOTION_SHEET_SOURCE = inlineHashSource('');

/**
 * The directives that hold a page's own scripts to Trusted Types: no string reaches an HTML or
 * script-URL sink except through the site's policies (@site/contracts/trusted-types).
 */
export const TRUSTED_TYPES_DIRECTIVES = [
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICY.site} ${TRUSTED_TYPES_POLICY.webpack} 'allow-duplicates'`,
];

/**
 * Strict headers on every response. Scripts come only from this origin and the origins of the
 * remote versions the registry serves (none but this one unless remotes are published to a CDN),
 * and write to the DOM's script sinks only through the site's Trusted Types policies.
 * Styles: files from this origin, emotion's sheets, and the inline block a prerendered page
 * carries, by its hash (`styles`): no inline style attribute, no other <style>.
 *
 * Code not built to this policy gets `lenient` (inline styles, no Trusted Types) while scripts
 * stay limited to their sources: a browser running a section from its dev server (emotion's
 * development build writes its rules as text), and a third-party page (Swagger UI). So does every
 * page while a tag manager container is configured, since the tags it injects write HTML of their
 * own; its origins are allowed only then.
 */
export function contentSecurityPolicy({
  tagManager,
  remoteOrigins = [],
  scripts = [],
  styles = [],
  lenient = false,
}: {
  tagManager: boolean;
  remoteOrigins?: readonly string[];
  /** Hash sources of the inline <script> blocks this response carries beyond the first-paint script. */
  scripts?: readonly string[];
  /** Hash sources of the inline <style> blocks this response carries. */
  styles?: readonly string[];
  /** Code not built to this policy: a dev override's browser, or a third-party page. */
  lenient?: boolean;
}): string {
  const extra = (kind: keyof typeof TAG_MANAGER_SOURCES) => (tagManager ? TAG_MANAGER_SOURCES[kind].map((source) => ` ${source}`).join('') : '');
  // Remotes served from another origin (a CDN): their scripts and their mf-manifest.json fetches.
  const remotes = remoteOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set([FIRST_PAINT_SCRIPT_SOURCE, ...scripts])].join(' ')}${remotes}${extra('script')}`,
    // A hash in the list would make browsers ignore 'unsafe-inline': a dev browser gets it alone.
    `style-src 'self' ${lenient ? "'unsafe-inline'" : [EMOTION_SHEET_SOURCE, ...styles].join(' ')}`,
    `img-src 'self' data:${extra('img')}`,
    "font-src 'self'",
    `connect-src 'self'${remotes}${extra('connect')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Where browsers report what the policy blocked (stored for an ADMIN: GET /api/admin/csp-reports).
    // report-uri rather than report-to: a browser given both uses only report-to, whose reports
    // arrive up to a minute late.
    ...(lenient || tagManager ? [] : TRUSTED_TYPES_DIRECTIVES),
    `report-uri ${CSP_REPORT_PATH}`,
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

/**
 * The policy of a JSON answer, which is never a document or a worker: nothing may load or frame
 * it. None of a page's sources (sections, tag manager, inline blocks) are worked out for it.
 */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const DATA_SECURITY_HEADERS: Record<string, string> = { ...SECURITY_HEADERS, 'content-security-policy': DATA_CONTENT_SECURITY_POLICY };

/** Whether a response of this type is data (JSON, problem details), not something a browser renders or runs. */
export const isDataType = (contentType: unknown): boolean => typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/.test(contentType);

interface SecurityHeaderOptions {
  /** Whether this response's page may load the tag manager (configured now, and not on the admin origin). */
  tagManager?: (request: FastifyRequest) => boolean;
  /** The origins the versions this response's origin serves load from (the admin origin names only the admin section's). */
  remoteOrigins?: (request: FastifyRequest) => readonly string[];
  /** Sources this one browser may also load from: a dev override's dev server, for whoever opened it. */
  visitorSources?: (request: FastifyRequest) => readonly string[];
}

/** The inline style blocks each response carries, by their hash sources, or any inline style (set by the route that writes them). */
const responseStyles = new WeakMap<FastifyReply, readonly string[] | 'any'>();

/** Lets this response's policy admit the inline <style> block it carries (`inlineHashSource` of its text). */
export function allowStyleBlock(reply: FastifyReply, source: string): void {
  const allowed = responseStyles.get(reply) ?? [];
  if (allowed !== 'any') responseStyles.set(reply, [...allowed, source]);
}

/** The inline scripts each response carries beyond the first-paint script, by their hash sources (set by the route that writes them). */
const responseScripts = new WeakMap<FastifyReply, readonly string[]>();

/** Lets this response's policy run the inline <script> blocks it carries (`inlineScriptSources` of its template). */
export function allowScriptBlocks(reply: FastifyReply, sources: readonly string[]): void {
  const earlier = responseScripts.get(reply);
  responseScripts.set(reply, earlier ? [...earlier, ...sources] : sources);
}

/**
 * Holds this response to the policy of code not built to it (a third-party page such as Swagger
 * UI's, which writes style attributes and HTML): inline styles, no Trusted Types; script sources stay strict.
 */
export function allowThirdPartyPage(reply: FastifyReply): void {
  responseStyles.set(reply, 'any');
}

export function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  // The registry's origins change with what is live and differ between the two origins, the tag
  // manager with the settings; a page's style block with its rendering, its scripts with the
  // shell's build. The headers are built once for each combination (for a visitor with sources of
  // its own, every time).
  const cached = new Map<string, Record<string, string>>();
  const headersNow = (request: FastifyRequest, reply: FastifyReply) => {
    const origins = options.remoteOrigins?.(request) ?? [];
    const tagManager = options.tagManager?.(request) ?? false;
    const own = options.visitorSources?.(request) ?? [];
    const scripts = responseScripts.get(reply) ?? [];
    if (own.length > 0) {
      return {
        ...SECURITY_HEADERS,
        'content-security-policy': contentSecurityPolicy({ tagManager, remoteOrigins: [...origins, ...own], scripts, lenient: true }),
      };
    }
    const styles = responseStyles.get(reply);
    const key = `${tagManager}|${origins.join(' ')}|${scripts.join(' ')}|${styles === undefined ? '' : styles === 'any' ? 'any' : styles.join(' ')}`;
    // Bounded: one entry per rendering of a page and origin combination; old ones go all at once.
    if (cached.size >= 5000) cached.clear();
    let headers = cached.get(key);
    if (!headers) {
      const policy = styles === 'any' ? { lenient: true } : { styles: styles ?? [] };
      headers = { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy({ tagManager, remoteOrigins: origins, scripts, ...policy }) };
      cached.set(key, headers);
    }
    return headers;
  };
  // A callback hook: it runs on every response, and a promise per response costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(keepingRoutePolicy(reply, isDataType(reply.getHeader('content-type')) ? DATA_SECURITY_HEADERS : headersNow(request, reply)));
    done(null, payload);
  });
}

/**
 * The headers to set, without the page policy when the route set a Content-Security-Policy of
 * its own: such a policy is written for what that route alone serves (an uploaded image at
 * `/media/…`: `default-src 'none'`) and is stricter than a page's, so it is kept, not overwritten.
 */
function keepingRoutePolicy(reply: FastifyReply, headers: Record<string, string>): Record<string, string> {
  if (!reply.hasHeader('content-security-policy')) return headers;
  const { 'content-security-policy': _pagePolicy, ...others } = headers;
  return others;
}
