import { describe, expect, test } from 'vitest';
import { contentKey, pageContentText, type PageContent } from './page-content.ts';
import { parsePageContent } from './page-content-schema.ts';

const valid: PageContent = {
  hero: { eyebrow: 'Solution', lead: 'Card data never reaches your agents.', actions: [{ label: 'Book a demo', to: '/book-demo' }] },
  blocks: [
    {
      kind: 'steps',
      title: 'How it works',
      items: [
        { title: 'Call', text: 'The agent starts a payment.' },
        { title: 'Key', text: 'The customer keys digits.' },
      ],
    },
    { kind: 'faq', title: 'Questions', items: [{ question: 'Is it PCI DSS compliant?', answer: 'Yes, Level 1.' }] },
    { kind: 'table', title: 'Plans', caption: 'Prices per month', columns: ['Plan', 'Price'], rows: [['Starter', '£99']] },
  ],
  updated: '2026-03-01',
};

describe('page content contract', () => {
  test('accepts a well-formed page', () => {
    expect(parsePageContent(valid, 'content/x.ts')).toEqual(valid);
  });

  test('names the file and the failing field', () => {
    const broken = { ...valid, blocks: [{ kind: 'steps', title: 'How it works', items: [{ title: 'Only one', text: 'step' }] }] };
    expect(() => parsePageContent(broken, 'content/solutions/x.ts')).toThrow(/content\/solutions\/x\.ts[\s\S]*blocks\.0\.items/);
  });

  test.each([
    ['an unknown block kind', { ...valid, blocks: [{ kind: 'carousel', title: 'x' }] }],
    ['an unknown field (a typo must not be silently ignored)', { ...valid, hero: { ...valid.hero, lede: 'x' } }],
    ['an empty body', { ...valid, blocks: [] }],
    ['a javascript: link', { ...valid, hero: { actions: [{ label: 'x', to: 'javascript:alert(1)' }] } }],
    ['a ragged table row', { ...valid, blocks: [{ kind: 'table', title: 'T', caption: 'C', columns: ['a', 'b'], rows: [['only a']] }] }],
    ['a badly formatted date', { ...valid, updated: '1 March 2026' }],
    ['a blank heading', { ...valid, blocks: [{ kind: 'prose', title: '  ', paragraphs: ['x'] }] }],
  ])('refuses %s', (_name, value) => {
    expect(() => parsePageContent(value, 'content/x.ts')).toThrow(/does not match the contract/);
  });
});

describe('contentKey', () => {
  test.each([
    ['/', 'index'],
    ['/solutions', 'solutions'],
    ['/solutions/agent-assisted', 'solutions/agent-assisted'],
    ['/partners-card-acquirers', 'partners-card-acquirers'],
  ])('%s is stored at content/%s.ts', (path, key) => {
    expect(contentKey(path)).toBe(key);
  });
});

describe('pageContentText', () => {
  test('collects headings and body text in reading order for search', () => {
    const text = pageContentText(valid);
    expect(text.headings).toEqual(['How it works', 'Questions', 'Plans']);
    expect(text.body.split('\n')).toEqual([
      'Card data never reaches your agents.',
      'Call',
      'The agent starts a payment.',
      'Key',
      'The customer keys digits.',
      'Is it PCI DSS compliant?',
      'Yes, Level 1.',
      'Prices per month',
      'Starter £99',
    ]);
  });
});
