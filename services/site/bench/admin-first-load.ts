import type { Browser } from 'playwright-core';
import { TestAgent } from '@site/identity/test-sign-in';
import { isScript, NetworkRecorder, sumBytes } from './browser.ts';
import { summarize, type Summary } from './stats.ts';

export interface AdminFirstLoadResult {
  /** Compressed JS bodies of a direct load of the page, signed in, empty cache. */
  listBytes: Summary;
  /** The same for the editor of one entry (CodeMirror on top). */
  editorBytes: Summary;
}

/** Scripts of one direct load of `path` in a fresh context carrying the session cookie. */
async function scriptBytes(browser: Browser, url: string, path: string, cookie: { name: string; value: string }, ready: string): Promise<number> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: cookie.name, value: cookie.value, url }]);
    const page = await context.newPage();
    const recorder = await NetworkRecorder.attach(context, page);
    const response = await page.goto(`${url}${path}`, { waitUntil: 'networkidle', timeout: 30_000 });
    if (response?.status() !== 200) throw new Error(`GET ${path} answered ${response?.status()}`);
    await page.getByRole('heading', { level: 1, name: ready }).waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    return sumBytes(recorder.resourcesSince().filter(isScript), 'bodyBytes');
  } finally {
    await context.close();
  }
}

/**
 * The admin section's own page weight: signed in as the seeded editor (the session cookie from a
 * real sign-in), a direct load of /admin/content and of one entry's editor, each in an empty cache.
 */
export async function measureAdminFirstLoad(browser: Browser, url: string, runs: number): Promise<AdminFirstLoadResult> {
  const editor = new TestAgent();
  // The workspace and its session live on the admin origin, where sign-in ends.
  const admin = new URL((await editor.signIn(url, 'editor@keyline.example', 'keyline-local-only')).finalUrl).origin;
  const value = editor.cookie(admin, 'site_session');
  if (!value) throw new Error('signing in gave no session cookie');
  const cookie = { name: 'site_session', value };
  const list = (await (await editor.request(`${admin}/api/admin/content?type=blog-post&pageSize=1`, { headers: { accept: 'application/json' } })).json()) as {
    entries: { id: string }[];
  };
  const entryId = list.entries[0]?.id;
  if (!entryId) throw new Error('no blog post to open');
  const listBytes: number[] = [];
  const editorBytes: number[] = [];
  for (let run = 0; run < runs; run++) {
    listBytes.push(await scriptBytes(browser, admin, '/admin/content', cookie, 'Content'));
    editorBytes.push(await scriptBytes(browser, admin, `/admin/content/${entryId}`, cookie, 'Edit content'));
  }
  return { listBytes: summarize(listBytes), editorBytes: summarize(editorBytes) };
}
