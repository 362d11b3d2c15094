import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { SiteAppConfig } from './app-config.ts';
import { createWebpackConfig } from './config.ts';
import { writeRouteTable } from './route-table-file.ts';

/** Where the site server listens in `npm run dev`; the shell's dev server forwards data calls to it. */
const SITE_DEV_ORIGIN = process.env.SITE_DEV_ORIGIN ?? 'http://localhost:3100';

/** Live-reloading server for one app. Remotes also publish their route table for the dev manifest. */
export async function startDevServer(appDir: string, app: SiteAppConfig): Promise<void> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'site-dev-'));
  await writeRouteTable(appDir, outDir, app.kind === 'remote' ? app.section : 'shell');
  const config = createWebpackConfig(app, {
    appDir,
    mode: 'development',
    outDir,
    strictShared: false,
    define: { PLATFORM_LOGIN_URL: process.env.PLATFORM_LOGIN_URL ?? '', GTM_CONTAINER_ID: '' },
  });
  const server = new WebpackDevServer(
    {
      port: app.devPort,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      static: { directory: outDir, watch: false },
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Remotes are loaded into the shell's page (another origin); let their live-reload socket connect.
      allowedHosts: 'all',
      client: app.kind === 'remote' ? { webSocketURL: `ws://localhost:${app.devPort}/ws` } : {},
      historyApiFallback: app.kind === 'host',
      proxy:
        app.kind === 'host'
          ? [{ context: ['/remotes.json', '/api', '/healthz', '/auth', '/idp'], target: SITE_DEV_ORIGIN }]
          : [],
    },
    webpack(config),
  );
  await server.start();
  console.log(`${app.kind === 'host' ? 'shell' : app.section}: http://localhost:${app.devPort}`);
}
