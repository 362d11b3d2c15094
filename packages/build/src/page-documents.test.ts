import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { PageContent } from '@site/contracts/page-content';
import { defineRouteTable, type RouteEntryInput } from '@site/contracts/route-entry';
import { collectPageDocuments, writePageDocuments } from './page-documents.ts';

const entry = (routePath: string, overrides: Partial<RouteEntryInput> = {}): RouteEntryInput => ({
  path: routePath,
  title: `Title of ${routePath}`,
  description: `Description of ${routePath}`,
  component: 'ContentPage',
  componentPath: 'content-page',
  category: 'solution',
  ...overrides,
});

const AGENT_ASSISTED: PageContent = {
  hero: { lead: 'Agents stay on the call while the customer keys their card number.', points: ['No card data in recordings'] },
  blocks: [
    {
      kind: 'steps',
      title: 'How it works',
      items: [
        { title: 'Agent starts', text: 'One click.' },
        { title: 'Customer keys', text: 'Tones are masked.' },
      ],
    },
    { kind: 'faq', title: 'Questions', items: [{ question: 'Does it work with Teams?', answer: 'Yes, and with Genesys.' }] },
  ],
};

describe('collectPageDocuments', () => {
  let appDir: string;
  beforeEach(async () => {
    appDir = await mkdtemp(path.join(os.tmpdir(), 'page-documents-'));
  });
  afterEach(() => rm(appDir, { recursive: true, force: true }));

  /** Content files are data modules; these fixtures need no imports. */
  const writeContent = async (key: string, source: string) => {
    const file = path.join(appDir, 'src', 'content', `${key}.ts`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, source);
  };

  test('one document per indexable page: entry fields plus the content file’s headings, body and FAQ', async () => {
    await writeContent('solutions/agent-assisted', `export default ${JSON.stringify(AGENT_ASSISTED)};`);
    const table = defineRouteTable({
      routes: [
        entry('/solutions/agent-assisted'),
        entry('/pricing', { component: 'PricingPage', componentPath: 'pricing-page', category: 'core' }),
        entry('/resources/blog/:slug', { component: 'BlogPostPage', componentPath: 'blog-post-page' }),
        entry('/legal/draft', { component: 'DraftPage', seoEnabled: false }),
        entry('/pricing/trial', { component: 'TrialPage', exclude: true }),
        entry('/admin/users', { component: 'UsersPage', category: 'admin', permissions: ['ADMIN'] }),
      ],
    });
    const documents = await collectPageDocuments(appDir, table);
    expect(documents).toEqual([
      {
        url: '/solutions/agent-assisted',
        title: 'Title of /solutions/agent-assisted',
        description: 'Description of /solutions/agent-assisted',
        category: 'solution',
        headings: ['How it works', 'Questions'],
        body: expect.stringContaining('Agents stay on the call'),
        // For FAQPage structured data; pages without an FAQ have no `faqs`.
        faqs: [{ question: 'Does it work with Teams?', answer: 'Yes, and with Genesys.' }],
      },
      { url: '/pricing', title: 'Title of /pricing', description: 'Description of /pricing', category: 'core', headings: [], body: '' },
    ]);
    expect(documents[0]?.body).toContain('Yes, and with Genesys.');
    expect(documents[0]?.body).toContain('No card data in recordings');
  });

  test('the home page reads src/content/index.ts', async () => {
    await writeContent('index', `export default ${JSON.stringify(AGENT_ASSISTED)};`);
    const [home] = await collectPageDocuments(appDir, defineRouteTable({ routes: [entry('/', { category: 'core' })] }));
    expect(home).toMatchObject({ url: '/', headings: ['How it works', 'Questions'] });
  });

  test('a ContentPage route without its content file fails the build, naming the file', async () => {
    const table = defineRouteTable({ routes: [entry('/solutions/pay-by-bank')] });
    await expect(collectPageDocuments(appDir, table)).rejects.toThrow(
      /\/solutions\/pay-by-bank renders ContentPage but its content file src\/content\/solutions\/pay-by-bank\.ts does not exist/,
    );
  });

  test('the same holds for pages kept out of search: their content must still exist', async () => {
    const table = defineRouteTable({ routes: [entry('/partners-setup', { seoEnabled: false })] });
    await expect(collectPageDocuments(appDir, table)).rejects.toThrow(/src\/content\/partners-setup\.ts does not exist/);
  });

  test('a content file that breaks the contract fails with the file and the field named', async () => {
    await writeContent('solutions/agent-assisted', `export default { hero: {}, blocks: [{ kind: 'prose', title: '', paragraphs: ['x'] }] };`);
    const table = defineRouteTable({ routes: [entry('/solutions/agent-assisted')] });
    await expect(collectPageDocuments(appDir, table)).rejects.toThrow(/src\/content\/solutions\/agent-assisted\.ts[\s\S]*blocks\.0\.title/);
  });

  test('a content file without a default export fails', async () => {
    await writeContent('solutions/agent-assisted', 'export const content = {};');
    const table = defineRouteTable({ routes: [entry('/solutions/agent-assisted')] });
    await expect(collectPageDocuments(appDir, table)).rejects.toThrow(/agent-assisted\.ts: page content does not match the contract/);
  });

  test('writePageDocuments publishes page-documents.json in the output folder', async () => {
    await writeContent('solutions/agent-assisted', `export default ${JSON.stringify(AGENT_ASSISTED)};`);
    const outDir = path.join(appDir, 'dist');
    await mkdir(outDir);
    const table = defineRouteTable({ routes: [entry('/solutions/agent-assisted')] });
    expect(await writePageDocuments(appDir, outDir, table)).toBe(1);
    const published = JSON.parse(await readFile(path.join(outDir, 'page-documents.json'), 'utf8'));
    expect(published).toEqual(await collectPageDocuments(appDir, table));
  });
});
