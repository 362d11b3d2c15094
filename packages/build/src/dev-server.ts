import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { devPortBase, devPortInUseMessage, devPorts } from '@site/contracts/dev-ports';
import { SOCIAL_CARD } from '@site/contracts/page-head';
import type { SiteAppConfig } from './app-config.ts';
import { createWebpackConfig } from './config.ts';
import { DevChecksPlugin } from './dev-checks-plugin.ts';
import { writeRouteTable } from './route-table-file.ts';
import { writeSectionDownloads } from './section-downloads.ts';

/**
 * What the shell's dev server passes on to the site server under `npm run dev`: its APIs and
 * sign-in, and the files it serves beside pages (drawn and uploaded images, videos, the social
 * card, the blog's feed, the web app manifest and icons, security.txt). Pages and the shell's
 * own assets stay with the dev server.
 */
const SITE_SERVER_PATHS = [
  '/remotes.json',
  '/api',
  '/healthz',
  '/readyz',
  '/auth',
  '/idp',
  '/images/',
  '/videos/',
  '/media/',
  SOCIAL_CARD.path,
  '/resources/blog/feed.xml',
  '/site.webmanifest',
  '/.well-known/',
  '/security.txt',
  '/apple-touch-icon.png',
  '/icons/',
  '/favicon.ico',
];

const DEV_HOST = '127.0.0.1';

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * Live-reloading server for one app, on its port of `DEV_PORT_BASE` (`@site/contracts/dev-ports`).
 * Remotes also publish their route table for the dev manifest. The shell's server forwards data
 * calls to the site server (`SITE_DEV_ORIGIN`, by default the base's site port).
 */
export async function startDevServer(appDir: string, app: SiteAppConfig, { devOverride = false }: { devOverride?: boolean } = {}): Promise<void> {
  const ports = devPorts(devPortBase(process.env));
  const port = app.kind === 'host' ? ports.shell : ports.sections[app.section];
  const name = app.kind === 'host' ? 'shell' : app.section;
  const siteOrigin = process.env.SITE_DEV_ORIGIN || `http://localhost:${ports.site}`;
  // webpack-dev-server throws a taken port from a callback, as a stack trace: check first.
  if (!(await portIsFree(port, DEV_HOST))) {
    console.error(devPortInUseMessage(name, port, ports.base));
    process.exit(1);
  }
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'site-dev-'));
  const owner = app.kind === 'remote' ? app.section : 'shell';
  await writeRouteTable(appDir, outDir, owner, { dev: true });
  // Made once, when the server starts: restart it to see a download change.
  if (app.kind === 'remote') await writeSectionDownloads(appDir, outDir);
  const config = createWebpackConfig(app, {
    appDir,
    mode: 'development',
    outDir,
    strictShared: false,
    devOverride,
  });
  config.plugins = [...(config.plugins ?? []), new DevChecksPlugin(appDir, outDir, owner)];
  const server = new WebpackDevServer(
    {
      port,
      host: DEV_HOST,
      // Composed into a deployed site (a dev override), components update in place by Fast Refresh;
      // anything else (a route table, content, a module no component boundary accepts) reloads the page.
      hot: devOverride,
      liveReload: true,
      static: { directory: outDir, watch: false },
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Remotes are loaded into the shell's page (another origin); let their live-reload socket connect.
      allowedHosts: 'all',
      // A section's runtime errors are the shell's to show (its error boundary, inside the page's
      // frame): the dev server's full-screen overlay would block every click; compile errors keep it.
      client: app.kind === 'remote' ? { webSocketURL: `ws://localhost:${port}/ws`, overlay: { errors: true, warnings: false, runtimeErrors: false } } : {},
      historyApiFallback: app.kind === 'host',
      proxy: app.kind === 'host' ? [{ context: SITE_SERVER_PATHS, target: siteOrigin }] : [],
    },
    webpack(config),
  );
  await server.start();
  console.log(`${name}: http://localhost:${port}`);
}
