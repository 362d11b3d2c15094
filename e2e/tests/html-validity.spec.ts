import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import vnuJar from 'vnu-jar';
import { isIndexable } from '@site/contracts/route-entry';
import { BLOG_POSTS } from '../../packages/db/src/seed/blog-posts.ts';
import { CASE_STUDIES } from '../../packages/db/src/seed/case-studies.ts';
import { VIDEO_LISTINGS } from '../../packages/db/src/seed/videos.ts';
import { allRoutes } from '../support/site-routes.ts';

/**
 * Every page a search engine may index, as the site server answers a direct load of it (the
 * document with its head tags; once pages are prerendered, with their content), checked by the
 * Nu Html Checker, the W3C's validator (`vnu-jar`, run on the Java runtime `.ci/run` installs).
 */
test.setTimeout(180_000);

const run = promisify(execFile);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const PAGES = [
  ...allRoutes.filter(isIndexable).map((route) => route.path),
  `/resources/blog/${BLOG_POSTS[0]?.slug}`,
  `/resources/case-studies/${CASE_STUDIES[0]?.slug}`,
  `/resources/videos/${VIDEO_LISTINGS[0]?.videoId}`,
  '/html-sitemap.html',
  '/no-such-page',
  // The server fills its results in for a browser that runs no script.
  '/search?q=pci',
];

test('every indexable page, the HTML sitemap and the not-found page pass the Nu Html Checker with no errors', async ({ request }) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      PAGES.map(async (pagePath, index) => {
        const response = await request.get(pagePath);
        expect([200, 404], pagePath).toContain(response.status());
        const file = path.join(dir, `${String(index).padStart(3, '0')}.html`);
        await writeFile(file, await response.text());
        return { file, pagePath };
      }),
    );
    // vnu exits non-zero when it finds errors; the JSON report is what the test reads.
    const { stderr } = await run('java', ['-Xss2m', '-jar', vnuJar, '--format', 'json', '--errors-only', ...files.map(({ file }) => file)], {
      maxBuffer: 32 * 1024 * 1024,
    }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
    const report = JSON.parse(stderr) as { messages: VnuMessage[] };
    const pageOf = new Map(files.map(({ file, pagePath }) => [`file:${file}`, pagePath]));
    const errors = report.messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
    expect(errors.map((message) => `${pageOf.get(message.url) ?? message.url}:${message.lastLine ?? '?'}: ${message.message}`)).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
