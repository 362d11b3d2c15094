import { describe, expect, test } from 'vitest';
import { contentKey, pageContentText, type PageContent, type TeamBlock } from './page-content.ts';
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

describe('a team block', () => {
  const team: TeamBlock = {
    kind: 'team',
    title: 'The team behind the platform',
    members: [
      {
        name: 'Eleanor Hart',
        role: 'Chief Executive',
        text: 'Ran a contact centre.',
        portrait: { skin: 'fair', hair: 'bob', hairColour: 'auburn', outfit: 'ink' },
      },
      {
        name: 'Sanjay Kapoor',
        role: 'Chief Technology Officer',
        text: 'Built card platforms.',
        portrait: { skin: 'tan', hair: 'side-part', hairColour: 'black', outfit: 'brand', glasses: true },
      },
    ],
  };
  const [first, second] = team.members as [TeamBlock['members'][number], TeamBlock['members'][number]];

  test('is accepted with each person’s name, role, line and how their portrait is drawn', () => {
    const page = { ...valid, blocks: [team] };
    expect(parsePageContent(page, 'content/about.ts')).toEqual(page);
  });

  test.each([
    ['a team of one', { ...team, members: [first] }],
    ['a skin tone the portraits do not draw', { ...team, members: [first, { ...second, portrait: { ...second.portrait, skin: 'green' } }] }],
    ['clothing in a colour outside the palette', { ...team, members: [first, { ...second, portrait: { ...second.portrait, outfit: '#ff0000' } }] }],
    ['a person without a role', { ...team, members: [first, { ...second, role: ' ' }] }],
  ])('refuses %s', (_name, block) => {
    expect(() => parsePageContent({ ...valid, blocks: [block] }, 'content/about.ts')).toThrow(/does not match the contract/);
  });

  test('is searchable by its heading and each person’s name, role and line', () => {
    expect(pageContentText({ hero: {}, blocks: [team] })).toEqual({
      headings: ['The team behind the platform'],
      body: ['Eleanor Hart', 'Chief Executive', 'Ran a contact centre.', 'Sanjay Kapoor', 'Chief Technology Officer', 'Built card platforms.'].join('\n'),
    });
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
