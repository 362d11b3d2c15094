/**
 * `npm run dev:section -- <section> [--against <site URL>]`: develop one section against the rest
 * of the site. Runs the section's dev server alone (React Fast Refresh for components and content;
 * a reload for route tables) and composes it into a site through a dev override, a signed
 * preview link that names the dev server: only the browser that opens it gets the local section,
 * with a bar and an exit; the other sections, the menus and the shell come from the site.
 *
 * Without `--against`, the site is this checkout's own build, started here on the shell's dev port
 * (as `npm start` would serve it, with a one-off platform token to mint the link). With it, any
 * running site: `REGISTRY_TOKEN` must then be a token with preview rights for the section there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { devPortBase, devPorts } from '@site/contracts/dev-ports';
import { isSectionName, SECTIONS } from '@site/contracts/sections';
import { BUILT_SITE_SERVER, DEPLOY_LOCAL, REPO_ROOT } from './local-site.ts';
import { RegistryClient } from './registry-commands/registry-client.ts';
import { preflight } from './registry-commands/preflight.ts';
import { UsageError } from './usage-error.ts';

const usage = `usage: npm run dev:section -- <section> [--against <site URL>] [--ttl HOURS] [--dir FOLDER]

Runs <section>'s dev server alone and composes it into a site for your browser only:
  (no --against)     this checkout's built site, built if stale and started on port DEV_PORT_BASE (3000)
  --against URL      a site running elsewhere; REGISTRY_TOKEN must have preview rights for <section> there
  --ttl HOURS        how long the link works (default 8)
  --dir FOLDER       the section's folder, if not remotes/<section> (a copy or another worktree)
Open the link it prints; the page shows "Developing <section> from http://localhost:<port>" and
an exit. Component and content edits update in place; a route table edit reloads the page.
Sections: ${SECTIONS.join(', ')}`;

const children: ChildProcess[] = [];
function stopChildren(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

/** Starts a long-running process with its output on this one's stderr, prefixed with its name. */
function start(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): ChildProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') process.stderr.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  children.push(child);
  return child;
}

/** Runs a command to completion with its output on stderr; rejects naming it when it fails. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Waits until `url` answers 2xx, or fails when `child` stops first or the time is up. */
async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit ${child.exitCode}); its output is above`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { against: { type: 'string' }, ttl: { type: 'string', default: '8' }, dir: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const [section = ''] = positionals;
  if (positionals.length !== 1 || !isSectionName(section)) throw new UsageError(`name one section: ${SECTIONS.join(', ')}`);
  const ttlHours = Number(values.ttl);
  if (!Number.isFinite(ttlHours) || ttlHours <= 0 || ttlHours > 24) throw new UsageError('--ttl is a number of hours from 0 to 24');
  const ports = devPorts(devPortBase(process.env));
  const env = { ...process.env };

  let site = values.against?.replace(/\/+$/, '');
  let token = process.env.REGISTRY_TOKEN;
  if (site !== undefined && !URL.canParse(site)) throw new UsageError(`--against ${values.against} is not a URL`);
  if (site !== undefined && !token)
    throw new UsageError('--against needs REGISTRY_TOKEN: a token with preview rights for the section on that site (ask an ADMIN at /admin/users)');

  if (site !== undefined) {
    // Asked before anything compiles: a wrong token or site is said in a second, not after the build.
    await preflight({ token, client: new RegistryClient({ baseUrl: site, token }) }, 'registry:preview', section);
  }

  const sectionPort = ports.sections[section];
  const sectionDir = path.resolve(values.dir ?? path.join(REPO_ROOT, 'remotes', section));
  const devServer = start(section, path.join(REPO_ROOT, 'node_modules/.bin/site-build'), ['dev', '--dev-override'], { cwd: sectionDir, env });
  if (site === undefined) {
    // This checkout's site: built (turbo's cache makes that quick), deployed locally and served.
    token = `dev-section-${randomBytes(18).toString('base64url')}`;
    site = `http://localhost:${ports.shell}`;
    await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: REPO_ROOT, env });
    const siteEnv = { ...env, PORT: String(ports.shell), PLATFORM_TOKEN: token, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' };
    await run(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), [DEPLOY_LOCAL.script], { cwd: DEPLOY_LOCAL.cwd, env: siteEnv });
    const server = start('site', process.execPath, ['--enable-source-maps', BUILT_SITE_SERVER.script], { cwd: BUILT_SITE_SERVER.cwd, env: siteEnv });
    await waitFor(`${site}/healthz`, server, 'the site server', 60_000);
  }
  const manifestUrl = `http://localhost:${sectionPort}/mf-manifest.json`;
  await waitFor(`http://localhost:${sectionPort}/route-table.json`, devServer, `${section}'s dev server`, 180_000);

  const client = new RegistryClient({ baseUrl: site, token });
  const link = await client.preview({ section, manifestUrl, ttlSeconds: Math.round(ttlHours * 3600), reason: `npm run dev:section -- ${section}` });
  // stdout carries only the link, so a script (or a test) can open it.
  console.log(link.url);
  console.error(`\n${section} from ${manifestUrl}, composed into ${site} for the browser that opens the link above (until ${link.expiresAt}).`);
  console.error(`Components and content update in place; a route table edit reloads the page. ${site}/preview/exit ends it. Ctrl-C stops.`);
  await new Promise<void>((resolve) => devServer.once('exit', () => resolve()));
  return 1;
}

process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    stopChildren();
  },
  (error: unknown) => {
    console.error(error instanceof UsageError ? `${error.message}\n\n${usage}` : `dev:section: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
    stopChildren();
  },
);
