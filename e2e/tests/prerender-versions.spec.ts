/**
 * No page of a version that is not live (#42): whatever a platform engineer does to what is live
 * (publish, preview, canary, abort, promote, roll back), each visitor's HTML is rendered from the
 * versions their own map loads, or served unrendered while it is being rendered, never another's.
 * The sequence is the one that once served a rolled-back version's text for six minutes.
 */
import { expect, request, test } from '@playwright/test';
import { buildChangedSection } from '../support/remote-build.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';

test.describe.configure({ mode: 'serial' });

const PAGE = '/legal/cookie-policy';
const TITLE_V1 = 'Cookie policy';
const TITLE_V2 = 'Cookie policy (changed)';

let site: SiteServer;
let v1 = '';
let v2 = '';
let candidate = '';

/** What one visitor's browser is sent for the page: the versions its map loads, and the text rendered in (null: served unrendered). */
interface Served {
  legal: { version: string; cohort?: string } | undefined;
  title: string | null;
}

/** A visitor: a request context keeps the cookies the site gives it, as a browser would. */
class Visitor {
  readonly #context = request.newContext({ maxRedirects: 0 });

  async open(url: string): Promise<void> {
    await (await this.#context).get(url);
  }

  async page(): Promise<Served> {
    const html = await (await (await this.#context).get(`${site.url}${PAGE}`)).text();
    const carried = /<script type="application\/json" id="remotes-map">(.*?)<\/script>/s.exec(html)?.[1];
    expect(carried, 'every page carries the map its scripts load').toBeTruthy();
    const map = JSON.parse(carried ?? '{}') as { sections: { name: string; version: string; cohort?: string }[] };
    const prerendered = html.includes(`data-prerendered-path="${PAGE}"`);
    const title = prerendered ? (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '') : null;
    return { legal: map.sections.find((section) => section.name === 'legal'), title };
  }
}

/** The text a version renders. */
const titleOf = (version: string | undefined) => (version === v2 ? TITLE_V2 : version === v1 ? TITLE_V1 : `an unknown version ${version}`);

/**
 * Asks until the visitor is served the page rendered for `version`: every answer on the way must be
 * rendered from the versions its map loads, or unrendered.
 */
async function servedRendered(visitor: Visitor, version: string, cohort?: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const served = await visitor.page();
    if (served.title !== null)
      expect(served.title, `the HTML of ${served.legal?.version} (${served.legal?.cohort ?? 'live'})`).toBe(titleOf(served.legal?.version));
    if (served.legal?.version === version && served.title !== null && (cohort === undefined || served.legal.cohort === cohort)) return;
    expect(Date.now(), `${version} rendered for this visitor within 90 s; last served ${JSON.stringify(served)}`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A new visitor in the cohort (new ones until the site puts one there): while a canary runs, a first page joins one. */
async function visitorIn(cohort: 'canary' | 'live'): Promise<Visitor> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const visitor = new Visitor();
    if ((await visitor.page()).legal?.cohort === cohort) return visitor;
  }
  throw new Error(`no new visitor was put in the ${cohort} cohort in 60 tries`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  candidate = await buildChangedSection('legal', { file: 'src/route-table.ts', from: "'Cookie policy',", to: `'${TITLE_V2}',` });
  site = await startSiteServer({ prerender: true });
  const everyone = new Visitor();
  v1 = (await everyone.page()).legal?.version ?? '';
});

test.afterAll(async () => {
  await site?.stop();
});

test('publish, preview, canary, abort, promote, roll back: after each, every visitor is served HTML of the versions their map loads', async () => {
  test.setTimeout(600_000);
  const everyone = new Visitor();
  await servedRendered(everyone, v1);

  // 1. Published, not live: nothing changes.
  const published = await site.remotes('publish', 'legal', '--build-dir', candidate, '--allow-dirty');
  expect(published.code, published.stderr).toBe(0);
  v2 = /version\s+(\S+)/.exec(published.stdout)?.[1] ?? '';
  expect(v2).not.toBe(v1);
  await servedRendered(everyone, v1);

  // 2. Previewed: the reviewer gets v2, everyone else v1.
  const minted = await site.remotes('preview', 'legal', v2, '--ttl', '1h');
  expect(minted.code, minted.stderr).toBe(0);
  const reviewer = new Visitor();
  await reviewer.open(`${site.url}/preview/${/\/preview\/(\S+)/.exec(minted.stdout)?.[1]}`);
  await servedRendered(reviewer, v2, 'preview');
  await servedRendered(everyone, v1);

  // 3. A canary for a quarter of visitors: its cohort gets v2, the rest v1.
  const canary = await site.remotes('promote', 'legal', v2, '--canary', '25', '--no-wait');
  expect(canary.code, canary.stderr).toBe(0);
  const [inCanary, inLive] = [await visitorIn('canary'), await visitorIn('live')];
  await servedRendered(inCanary, v2, 'canary');
  await servedRendered(inLive, v1, 'live');

  // 4. Aborted: the canary's visitors are back on v1.
  const aborted = await site.remotes('rollback', 'legal', '--no-wait', '--reason', 'e2e: abort');
  expect(aborted.code, aborted.stderr).toBe(0);
  for (const visitor of [inCanary, inLive, new Visitor()]) await servedRendered(visitor, v1);

  // 5. Promoted: everyone gets v2, the canary's former visitors too.
  const promoted = await site.remotes('promote', 'legal', v2, '--no-wait');
  expect(promoted.code, promoted.stderr).toBe(0);
  for (const visitor of [inCanary, inLive, new Visitor()]) await servedRendered(visitor, v2);

  // 6. Rolled back: v1's text again, never v2's with v1's scripts; the reviewer's preview still shows v2.
  const rolledBack = await site.remotes('rollback', 'legal', '--no-wait', '--reason', 'e2e: back');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  for (const visitor of [inCanary, inLive, new Visitor()]) await servedRendered(visitor, v1);
  await servedRendered(reviewer, v2, 'preview');
});
