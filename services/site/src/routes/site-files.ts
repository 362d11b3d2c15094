import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@site/contracts/site-links';
import { APP_ICON_DIR, type AppIconFile } from '@site/media/app-icon';
import { lightPalette } from '@site/contracts/site-palette';

const DAY = 'public, max-age=86400';
/** security.txt must expire within a year (RFC 9116 §2.5.5); it is renewed on every request. */
const SECURITY_TXT_LIFETIME_DAYS = 180;

/** Where each icon is served: browsers ask for /favicon.ico and /apple-touch-icon.png by name. */
const ICON_PATHS: Record<AppIconFile, string> = {
  'favicon.ico': '/favicon.ico',
  'apple-touch-icon.png': '/apple-touch-icon.png',
  'icon-192.png': '/icons/icon-192.png',
  'icon-512.png': '/icons/icon-512.png',
};

export function webAppManifest() {
  return {
    name: COMPANY.name,
    short_name: COMPANY.shortName,
    description: 'Secure card and bank payment capture for phone, chat, web and bank payments.',
    start_url: '/',
    scope: '/',
    display: 'browser',
    lang: 'en-GB',
    background_color: lightPalette.surface,
    theme_color: lightPalette.brand,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: ICON_PATHS['icon-192.png'], type: 'image/png', sizes: '192x192' },
      { src: ICON_PATHS['icon-512.png'], type: 'image/png', sizes: '512x512', purpose: 'any maskable' },
    ],
  };
}

export function securityTxt(origin: string, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_LIFETIME_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${COMPANY.securityEmail}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}/.well-known/security.txt`,
    `Policy: ${origin}/legal/trust-centre`,
    '',
  ].join('\n');
}

/**
 * The files visitors' browsers and security researchers expect at fixed addresses: the favicon
 * and app icons, the web app manifest and `/.well-known/security.txt`.
 */
export async function siteFilesRoutes(app: FastifyInstance, { origin }: { origin: string }) {
  for (const [file, pathName] of Object.entries(ICON_PATHS) as [AppIconFile, string][]) {
    const bytes = await readFile(new URL(file, APP_ICON_DIR));
    const type = file.endsWith('.ico') ? 'image/x-icon' : 'image/png';
    app.get(pathName, (_request, reply) => reply.header('cache-control', DAY).type(type).send(bytes));
  }
  const manifest = JSON.stringify(webAppManifest());
  app.get('/site.webmanifest', (_request, reply) => reply.header('cache-control', DAY).type('application/manifest+json').send(manifest));
  app.get('/.well-known/security.txt', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(securityTxt(origin, new Date())),
  );
  app.get('/security.txt', (_request, reply) => reply.redirect('/.well-known/security.txt', 301));
}
