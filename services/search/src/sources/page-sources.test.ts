import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { defineRouteTable } from '@site/contracts/route-entry';
import { LEGAL_PAGES, makeTempDir, page, publishPages, removeDir, SHELL_PAGES, SOLUTIONS_PAGES } from '../test-support/fixtures.ts';
import { LiveVersionsSource, type LiveVersion } from './live-versions-source.ts';
import { DistFoldersSource } from './dist-folders-source.ts';

const urls = (pages: { url: string }[]) => pages.map((doc) => doc.url);

describe('LiveVersionsSource: the pages of what the registry says is live', () => {
  let deployRoot: string;
  let shellDist: string;
  /** What the registry says is live; changed by a test as a promote would. */
  let live: LiveVersion[];
  const setLive = (versions: Record<string, string>) => {
    live = Object.entries(versions).map(([section, version]) => ({ section, version }));
  };
  /** Reads a stored version's file as the site's version storage would: null when it is not there. */
  const readVersionFile = (section: string, version: string, file: string) => readFile(path.join(versionDir(section, version), file), 'utf8').catch(() => null);
  const source = (warn?: (details: object, message: string) => void) => new LiveVersionsSource(async () => live, readVersionFile, shellDist, warn);
  const versionDir = (section: string, version: string) => path.join(deployRoot, 'remotes', section, version);
  beforeEach(async () => {
    live = [];
    [deployRoot, shellDist] = await Promise.all([makeTempDir('deploy'), makeTempDir('shell')]);
    await Promise.all([
      publishPages(shellDist, SHELL_PAGES),
      publishPages(versionDir('solutions', '1.0.0-aaaa'), SOLUTIONS_PAGES),
      publishPages(versionDir('solutions', '1.1.0-bbbb'), [...SOLUTIONS_PAGES, page('/solutions/pay-by-bank', 'Pay by bank')]),
      publishPages(versionDir('legal', '1.0.0-cccc'), LEGAL_PAGES),
    ]);
  });
  afterEach(() => Promise.all([removeDir(deployRoot), removeDir(shellDist)]));

  test('before anything is deployed: the shell’s pages only', async () => {
    expect(urls(await source().documents())).toEqual(urls(SHELL_PAGES));
  });

  test('the shell’s pages, then each live section’s, at its live version', async () => {
    setLive({ solutions: '1.0.0-aaaa', legal: '1.0.0-cccc' });
    expect(urls(await source().documents())).toEqual(urls([...SHELL_PAGES, ...SOLUTIONS_PAGES, ...LEGAL_PAGES]));
  });

  test('a released shell’s pages come from its stored version, not from the build the server started with', async () => {
    await publishPages(versionDir('shell', '1.0.0-ssss'), [page('/', 'Home'), page('/integrations', 'Integrations')]);
    setLive({ shell: '1.0.0-ssss', legal: '1.0.0-cccc' });
    expect(urls(await source().documents())).toEqual(['/', '/integrations', ...urls(LEGAL_PAGES)]);
  });

  test('a promote changes the version, and the documents follow; a rollback brings them back', async () => {
    setLive({ solutions: '1.0.0-aaaa' });
    const pages = source();
    const before = await pages.version();
    expect(await pages.version()).toBe(before);
    setLive({ solutions: '1.1.0-bbbb' });
    const promoted = await pages.version();
    expect(promoted).not.toBe(before);
    expect(urls(await pages.documents())).toContain('/solutions/pay-by-bank');
    setLive({ solutions: '1.0.0-aaaa' });
    expect(await pages.version()).toBe(before);
    expect(urls(await pages.documents())).not.toContain('/solutions/pay-by-bank');
  });

  test('a shell rebuild changes the version', async () => {
    const pages = source();
    const before = await pages.version();
    await publishPages(shellDist, [...SHELL_PAGES, page('/about', 'About Keyline', { category: 'core' })]);
    expect(await pages.version()).not.toBe(before);
    expect(urls(await pages.documents())).toContain('/about');
  });

  test('a version deployed before page documents existed is indexed from its route table, with a warning', async () => {
    const older = versionDir('partners', '0.9.0-dddd');
    await mkdir(older, { recursive: true });
    const table = defineRouteTable({
      routes: [
        {
          path: '/partners',
          title: 'Partner with Keyline',
          description: 'Grow revenue with secure capture.',
          component: 'ContentPage',
          componentPath: 'content-page',
          category: 'partner',
        },
        {
          path: '/partners-setup',
          title: 'Partner setup',
          description: 'Set up your account.',
          component: 'ContentPage',
          componentPath: 'content-page',
          category: 'landing',
          seoEnabled: false,
        },
      ],
    });
    await writeFile(path.join(older, 'route-table.json'), JSON.stringify(table));
    setLive({ partners: '0.9.0-dddd' });
    const warn = vi.fn();
    const documents = await source(warn).documents();
    expect(documents.filter((doc) => doc.url.startsWith('/partners'))).toEqual([
      { url: '/partners', title: 'Partner with Keyline', description: 'Grow revenue with secure capture.', category: 'partner', headings: [], body: '' },
    ]);
    expect(warn).toHaveBeenCalledWith({ buildDir: 'partners/0.9.0-dddd' }, expect.stringContaining('title and description only'));
  });

  test('page documents that break the contract are an error naming the file, not a silent gap', async () => {
    await writeFile(path.join(versionDir('legal', '1.0.0-cccc'), 'page-documents.json'), JSON.stringify([{ url: 'no-slash', title: '' }]));
    setLive({ legal: '1.0.0-cccc' });
    await expect(source().documents()).rejects.toThrow(/legal\/1\.0\.0-cccc\/page-documents\.json does not match/);
  });

  test('a live map naming an unsafe version or an unknown section is refused', async () => {
    setLive({ legal: '../../etc' });
    await expect(source().documents()).rejects.toThrow();
    setLive({ '../etc': '1.0.0-cccc' });
    await expect(source().documents()).rejects.toThrow(/unknown section/);
  });
});

describe('DistFoldersSource: pages from build folders', () => {
  let buildsDir: string;
  beforeEach(async () => {
    buildsDir = await makeTempDir('builds');
  });
  afterEach(() => removeDir(buildsDir));

  test('every folder’s pages, in order; a rebuild changes the version; a folder not built yet adds nothing', async () => {
    const [shell, solutions, unbuilt] = ['shell', 'solutions', 'admin'].map((name) => path.join(buildsDir, name)) as [string, string, string];
    await Promise.all([publishPages(shell, SHELL_PAGES), publishPages(solutions, SOLUTIONS_PAGES)]);
    const warn = vi.fn();
    const source = new DistFoldersSource([shell, solutions, unbuilt], warn);
    expect(urls(await source.documents())).toEqual(urls([...SHELL_PAGES, ...SOLUTIONS_PAGES]));
    expect(warn).toHaveBeenCalledWith({ buildDir: unbuilt }, expect.stringContaining('adds no pages'));
    const before = await source.version();
    await publishPages(solutions, SOLUTIONS_PAGES.slice(1));
    expect(await source.version()).not.toBe(before);
    expect(urls(await source.documents())).not.toContain(SOLUTIONS_PAGES[0]?.url);
  });
});
