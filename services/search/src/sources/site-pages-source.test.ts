import { describe, expect, test, vi } from 'vitest';
import { CASE_STUDIES } from '@site/db/seed/case-studies';
import type { SitePage } from '../index-specs.ts';
import type { DocumentSource } from '../live-index.ts';
import { page, SHELL_PAGES } from '../test-support/fixtures.ts';
import { caseStudyPage } from './case-study-pages.ts';
import { SitePagesSource } from './site-pages-source.ts';

/** A source whose documents and version a test sets, and which can be made to fail like a database that is down. */
function fakeSource(initial: SitePage[]) {
  let docs = initial;
  let generation = 0;
  let down = false;
  const guard = () => {
    if (down) throw new Error('connection refused');
  };
  const source: DocumentSource<SitePage> = {
    version: async () => (guard(), `v${generation}`),
    documents: async () => (guard(), docs),
  };
  return {
    source,
    set(next: SitePage[]) {
      docs = next;
      generation++;
    },
    setDown(value: boolean) {
      down = value;
    },
  };
}

const urls = (docs: SitePage[]) => docs.map((doc) => doc.url);
const study = (slug: string): SitePage => page(`/resources/case-studies/${slug}`, slug, { category: 'resource', industry: 'insurance' });

describe('caseStudyPage: a case study as the pages index holds it', () => {
  test('its own page, its summary as the description, its industry and what the page shows', () => {
    const [first] = CASE_STUDIES;
    if (!first) throw new Error('the seed has no case studies');
    const studyPage = caseStudyPage(first);
    expect(studyPage).toMatchObject({
      url: `/resources/case-studies/${first.slug}`,
      title: first.title,
      description: first.summary,
      category: 'resource',
      industry: first.industry,
      headings: [first.customer],
    });
    expect(studyPage.body).toContain(first.challenge);
    expect(studyPage.body).toContain(first.solution);
    expect(studyPage.body).toContain(first.results[0]?.label);
  });
});

describe('SitePagesSource: the live pages and the case studies, in one index', () => {
  test('the pages, then the case studies; a change to either changes the version', async () => {
    const pages = fakeSource(SHELL_PAGES);
    const studies = fakeSource([study('harbourside')]);
    const source = new SitePagesSource(pages.source, studies.source);
    const first = await source.version();
    expect(urls(await source.documents())).toEqual([...urls(SHELL_PAGES), '/resources/case-studies/harbourside']);
    studies.set([study('harbourside'), study('northmere')]);
    const second = await source.version();
    expect(second).not.toBe(first);
    expect(urls(await source.documents())).toContain('/resources/case-studies/northmere');
    pages.set([...SHELL_PAGES, page('/about', 'About Keyline')]);
    expect(await source.version()).not.toBe(second);
  });

  test('a database that is down leaves the pages searchable with the studies last read, reported once; its return brings the changes', async () => {
    const pages = fakeSource(SHELL_PAGES);
    const studies = fakeSource([study('harbourside')]);
    const warn = vi.fn();
    const source = new SitePagesSource(pages.source, studies.source, warn);
    const before = await source.version();
    studies.setDown(true);
    expect(await source.version()).toBe(before);
    expect(await source.version()).toBe(before);
    expect(urls(await source.documents())).toEqual([...urls(SHELL_PAGES), '/resources/case-studies/harbourside']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining('case studies could not be read'));
    studies.set([study('northmere')]);
    studies.setDown(false);
    expect(await source.version()).not.toBe(before);
    expect(urls(await source.documents())).toEqual([...urls(SHELL_PAGES), '/resources/case-studies/northmere']);
  });

  test('a database never read gives the pages alone', async () => {
    const studies = fakeSource([study('harbourside')]);
    studies.setDown(true);
    const source = new SitePagesSource(fakeSource(SHELL_PAGES).source, studies.source);
    await source.version();
    expect(urls(await source.documents())).toEqual(urls(SHELL_PAGES));
  });
});
