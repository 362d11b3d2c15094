/**
 * `npm run bench:inner-loop`: how long a developer waits between saving a file and seeing it, in
 * `npm run dev` (the whole site from dev servers) and in `npm run dev:section -- legal` (legal's
 * dev server composed into the built site through a dev override). For each kind of edit: a
 * content file, a legal component, a `packages/ui` component, a shell component; the median of
 * five saves, from writing the file to the browser showing the new text, and whether what was
 * typed in a field survived (Fast Refresh) or was lost (a page reload).
 *
 * It edits the repository's own files (as a developer would) and puts every one back, also on
 * Ctrl-C or a crash. Run it with no other dev servers on DEV_PORT_BASE 8000 and 9000.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SANDBOX_FIELD_LABEL, sandboxPage, withSandboxRoute } from '@site/build/dev-sandbox';
import { devPorts } from '@site/contracts/dev-ports';
import { launchChromium } from './browser.ts';
import { cleanupOnSignal, killGroup, registerProcessGroup, runAllCleanups } from './cleanup.ts';
import { REPO_ROOT } from './site-server.ts';
import { formatMs, summarize } from './stats.ts';
import { renderTable, right } from '../../release/src/cli/registry-commands/format.ts';

const SAVES = 5;
const DEV_BASE = 8000;
const SECTION_BASE = 9000;

/** Every file the bench changes, with what it held, so it can always be put back. */
const originals = new Map<string, string | null>();
function edit(relative: string, change: (text: string) => string): void {
  const file = path.join(REPO_ROOT, relative);
  let before: string | null = null;
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    // a new file
  }
  if (!originals.has(file)) originals.set(file, before);
  writeFileSync(file, change(before ?? ''));
}
function restoreFiles(): void {
  for (const [file, text] of originals) {
    if (text === null) rmSync(file, { force: true });
    else writeFileSync(file, text);
  }
  originals.clear();
}
process.on('exit', () => {
  restoreFiles();
  runAllCleanups();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    restoreFiles();
    cleanupOnSignal();
    process.exit(130);
  });
}

const progress = (message: string) => console.error(`[inner-loop] ${message}`);

/** Starts a command in its own process group (killed at the end, or at exit). */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, onOutput?: (text: string) => void): ChildProcess {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid) registerProcessGroup(child.pid);
  child.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const SANDBOX_FILE = 'remotes/legal/src/pages/inner-loop-sandbox.tsx';
interface EditKind {
  name: string;
  /** The page that shows it. */
  path: string;
  /** The file a save changes, relative to the repository. */
  file: string;
  /** The file's text at save number `n`; the page then shows `marker(n)`. */
  change: (text: string, n: number) => string;
  marker: (n: number) => string;
}

const EDITS: EditKind[] = [
  {
    name: 'content file (legal cookie policy)',
    path: '/legal/cookie-policy',
    file: 'remotes/legal/src/content/legal/cookie-policy.ts',
    change: (text, n) => text.replace(/This policy( \(save \d+\))? explains/, `This policy (save ${n}) explains`),
    marker: (n) => `This policy (save ${n}) explains`,
  },
  {
    name: 'legal component',
    path: '/legal/inner-loop-sandbox',
    file: SANDBOX_FILE,
    change: (_text, n) => sandboxPage(`Sandbox save ${n}`),
    marker: (n) => `Sandbox save ${n}`,
  },
  {
    name: 'packages/ui component (content page)',
    path: '/legal/cookie-policy',
    file: 'packages/ui/src/content-page.tsx',
    change: (text, n) => text.replace(/Last updated( \(save \d+\))? </, `Last updated (save ${n}) <`),
    marker: (n) => `Last updated (save ${n})`,
  },
  {
    name: 'shell component (footer)',
    path: '/legal/cookie-policy',
    file: 'shell/src/layout/site-footer.tsx',
    change: (text, n) => text.replace(/label: 'All solutions( \(save \d+\))?'/, `label: 'All solutions (save ${n})'`),
    marker: (n) => `All solutions (save ${n})`,
  },
];

/** Puts back the file an edit changed, so the next one starts from the repository's text. */
function restore(relative: string): void {
  const file = path.join(REPO_ROOT, relative);
  const text = originals.get(file);
  if (text === undefined) return;
  if (text === null) rmSync(file, { force: true });
  else writeFileSync(file, text);
  originals.delete(file);
}

interface Timing {
  mode: string;
  edit: string;
  ms: number[];
  /** Whether text typed in a field before the save was still there after it. */
  stateKept: boolean | null;
  note?: string;
}

/** Saves `kind` five times; each time, how long until the page shows it. */
async function measure(page: Page, origin: string, mode: string, kind: EditKind): Promise<Timing> {
  await page.goto(`${origin}${kind.path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const ms: number[] = [];
  let stateKept: boolean | null = null;
  for (let n = 1; n <= SAVES; n++) {
    const field = page.getByLabel(SANDBOX_FIELD_LABEL);
    const hasField = kind.path.endsWith('sandbox') && (await field.count()) > 0;
    if (hasField) await field.fill(`typed ${n}`);
    const savedAt = performance.now();
    edit(kind.file, (text) => kind.change(text, n));
    await page.getByText(kind.marker(n)).first().waitFor({ timeout: 60_000 });
    ms.push(performance.now() - savedAt);
    if (hasField) stateKept = (stateKept ?? true) && (await field.inputValue().catch(() => '')) === `typed ${n}`;
    // Let the dev server settle (its own follow-up rebuilds) before the next save.
    await page.waitForTimeout(1500);
  }
  return { mode, edit: kind.name, ms, stateKept };
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  const timings: Timing[] = [];
  // The sandbox page and its route exist before either mode starts (a route added later is the
  // e2e journey's subject); the bench times edits.
  edit(SANDBOX_FILE, () => sandboxPage('Sandbox save 0'));
  edit('remotes/legal/src/route-table.ts', (text) => withSandboxRoute(text, 'legal', 'inner-loop-sandbox'));
  try {
    // npm run dev: every app from its dev server.
    progress(`npm run dev on DEV_PORT_BASE=${DEV_BASE}...`);
    const dev = start('npm', ['run', 'dev'], { ...process.env, DEV_PORT_BASE: String(DEV_BASE), TURBO_TELEMETRY_DISABLED: '1' });
    const devOrigin = `http://localhost:${devPorts(DEV_BASE).shell}`;
    try {
      await waitFor(`http://127.0.0.1:${devPorts(DEV_BASE).sections.legal}/route-table.json`, 240_000);
      await waitFor(`${devOrigin}/`, 120_000);
      const page = await (await browser.newContext()).newPage();
      for (const kind of EDITS) {
        progress(`dev: ${kind.name}`);
        timings.push(await measure(page, devOrigin, 'npm run dev', kind));
        if (kind.file !== SANDBOX_FILE) restore(kind.file);
      }
    } finally {
      if (dev.pid) killGroup(dev.pid, 'SIGTERM');
    }

    // npm run dev:section -- legal: legal's dev server, the rest from this checkout's built site.
    progress(`npm run dev:section -- legal on DEV_PORT_BASE=${SECTION_BASE}...`);
    let link = '';
    const linkSeen = new Promise<void>((resolve) => {
      const section = start('npm', ['run', '--silent', 'dev:section', '--', 'legal'], { ...process.env, DEV_PORT_BASE: String(SECTION_BASE) }, (text) => {
        const found = /(http:\/\/\S+\/preview\/\S+)/.exec(text);
        if (found?.[1] && !link) {
          link = found[1];
          resolve();
        }
      });
      section.once('exit', () => resolve());
    });
    await linkSeen;
    if (!link) throw new Error('dev:section printed no link');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    const origin = new URL(link).origin;
    for (const kind of EDITS) {
      if (kind.name.startsWith('shell')) {
        timings.push({
          mode: 'dev:section',
          edit: kind.name,
          ms: [],
          stateKept: null,
          note: 'not applicable: the shell is the built site’s; a shell change is the shell team’s release',
        });
        continue;
      }
      progress(`dev:section: ${kind.name}`);
      timings.push(await measure(page, origin, 'dev:section', kind));
      if (kind.file !== SANDBOX_FILE) restore(kind.file);
    }
  } finally {
    await browser.close();
    restoreFiles();
    runAllCleanups();
  }

  console.log(`Inner loop, ${new Date().toISOString()}: save -> the browser shows it, median of ${SAVES} saves (ms)`);
  console.log(
    renderTable(
      ['Mode', 'Edit', right('Median'), right('Min'), right('Max'), 'Typed text after the save'],
      timings.map((timing) => {
        if (timing.ms.length === 0) return [timing.mode, timing.edit, '-', '-', '-', timing.note ?? ''];
        const summary = summarize(timing.ms);
        return [
          timing.mode,
          timing.edit,
          formatMs(summary.median),
          formatMs(summary.min),
          formatMs(summary.max),
          timing.stateKept === null ? '(no field on the page)' : timing.stateKept ? 'kept (Fast Refresh)' : 'lost (page reload)',
        ];
      }),
      { rule: true },
    ),
  );
}

await main();
process.exit(0);
