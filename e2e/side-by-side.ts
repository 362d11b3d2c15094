/**
 * `npm run test:side-by-side`: two checkouts run `npm run dev` at once. A second checkout is cloned
 * from this one's HEAD and installed (`npm ci`), then both start every dev server, one on
 * DEV_PORT_BASE 4000 and the other on 5000. Passes when every server of both answers on its own
 * port, each site's /remotes.json points at its own section dev servers, and a legal page renders
 * in Chromium on both. Slow (two installs' worth of dev servers on this machine), so it is not
 * part of `npm test`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { devPorts } from '@site/contracts/dev-ports';
import { SECTIONS } from '@site/contracts/sections';
import { chromiumLaunchOptions } from './support/browser.ts';

const first = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'side-by-side-'));
const second = path.join(scratch, 'second');
const running: ChildProcess[] = [];

function stopAll(): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
}
process.on('exit', () => {
  stopAll();
  rmSync(scratch, { recursive: true, force: true });
});

function startDev(checkout: string, base: number): ChildProcess {
  const child = spawn('npm', ['run', 'dev'], {
    cwd: checkout,
    env: { ...process.env, DEV_PORT_BASE: String(base), TURBO_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`npm run dev in ${checkout} (base ${base}) exited with ${code}:\n${output}`);
  });
  running.push(child);
  return child;
}

async function answers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const started = Date.now();
console.log(`cloning this checkout's HEAD into ${second} and installing it`);
execFileSync('git', ['clone', '--quiet', '--local', first, second], { stdio: 'inherit' });
execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: second, stdio: 'inherit' });

const checkouts = [
  { dir: first, base: 4000 },
  { dir: second, base: 5000 },
];
for (const checkout of checkouts) startDev(checkout.dir, checkout.base);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { dir, base } of checkouts) {
    const ports = devPorts(base);
    for (const section of SECTIONS) await answers(`http://127.0.0.1:${ports.sections[section]}/route-table.json`, 300_000);
    await answers(`http://127.0.0.1:${ports.site}/healthz`, 120_000);
    await answers(`http://127.0.0.1:${ports.shell}/`, 120_000);
    const manifest = (await (await fetch(`http://127.0.0.1:${ports.shell}/remotes.json`)).json()) as { sections: Array<{ name: string; manifestUrl: string }> };
    for (const section of SECTIONS) {
      const served = manifest.sections.find((live) => live.name === section)?.manifestUrl ?? 'missing';
      if (!served.includes(`:${ports.sections[section]}/`))
        throw new Error(`${dir}: /remotes.json serves ${section} from ${served}, not its own dev server on ${ports.sections[section]}`);
    }
    const page = await browser.newPage();
    await page.goto(`http://localhost:${ports.shell}/legal/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor({ timeout: 60_000 });
    await page.close();
    console.log(`${dir}: every dev server answers on base ${base}; /legal/privacy-policy renders from its own legal dev server`);
  }
} finally {
  await browser.close();
  stopAll();
}
console.log(`side by side: passed in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);
