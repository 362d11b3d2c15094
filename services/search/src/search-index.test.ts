import { describe, expect, test } from 'vitest';
import { pageIndexSpec, type SitePage } from './index-specs.ts';
import { prefixMatching, SearchIndex, typoTolerance } from './search-index.ts';

const page = (url: string, title: string, fields: Partial<SitePage> = {}): SitePage => ({
  url,
  title,
  description: '',
  category: 'solution',
  headings: [],
  body: '',
  ...fields,
});

const PAGES: SitePage[] = [
  page('/solutions/dtmf-suppression', 'DTMF suppression', { description: 'Keypad tones are masked in real time.', body: 'Card numbers never reach agents.' }),
  page('/solutions/agent-assisted', 'Agent-assisted payments', { description: 'Agents stay on the call.', headings: ['How DTMF masking works'] }),
  page('/industries/contact-centers', 'Contact centres', { category: 'industry', description: 'Remove card data from every contact-centre channel.' }),
  page('/solutions/customised-web-checkout', 'Customised web checkout', { description: 'A hosted checkout styled to your brand.' }),
  page('/legal/privacy-policy', 'Privacy policy', {
    category: 'legal',
    description: 'How we protect personal data under UK GDPR.',
    body: 'We are the data controller for this organisation.',
  }),
  page('/resources/blog', 'Blog', { category: 'resource', body: 'Articles about DTMF, PCI DSS and payments.' }),
];

const urls = (index: SearchIndex<SitePage>, query: string, limit = 10) => index.search(query, limit).map((result) => result.url);

function pagesIndex(docs: SitePage[] = PAGES): SearchIndex<SitePage> {
  const index = new SearchIndex(pageIndexSpec);
  index.replaceAll(docs);
  return index;
}

describe('matching', () => {
  const index = pagesIndex();

  test('whole words, any case', () => {
    expect(urls(index, 'dtmf suppression')[0]).toBe('/solutions/dtmf-suppression');
    expect(urls(index, 'PRIVACY')[0]).toBe('/legal/privacy-policy');
  });

  test('prefixes, as the visitor types', () => {
    expect(urls(index, 'supp')).toContain('/solutions/dtmf-suppression');
    expect(urls(index, 'priv')[0]).toBe('/legal/privacy-policy');
    expect(urls(index, 'checko')[0]).toBe('/solutions/customised-web-checkout');
  });

  test('typos, within a distance scaled to the word', () => {
    expect(urls(index, 'supression')[0]).toBe('/solutions/dtmf-suppression');
    expect(urls(index, 'privasy')[0]).toBe('/legal/privacy-policy');
    expect(urls(index, 'chekcout')[0]).toBe('/solutions/customised-web-checkout');
  });

  test('British and American spellings find each other', () => {
    expect(urls(index, 'contact center')[0]).toBe('/industries/contact-centers');
    expect(urls(index, 'customized checkout')[0]).toBe('/solutions/customised-web-checkout');
    expect(urls(index, 'organization')).toContain('/legal/privacy-policy');
  });

  test('plurals and singulars meet', () => {
    expect(urls(index, 'agent assisted payment')[0]).toBe('/solutions/agent-assisted');
    expect(urls(index, 'privacy policies')[0]).toBe('/legal/privacy-policy');
  });

  test('a query with nothing but stop words, or nothing in the index, finds nothing', () => {
    expect(urls(index, 'the and of')).toEqual([]);
    expect(urls(index, 'zzzqqq')).toEqual([]);
  });

  test('limit cuts the list', () => {
    expect(urls(index, 'dtmf', 1)).toHaveLength(1);
    expect(urls(index, 'dtmf', 10).length).toBeGreaterThan(1);
  });
});

describe('ranking', () => {
  test('fields weigh title > headings > description > body', () => {
    const term = 'tokenisation';
    const index = pagesIndex([
      page('/body', 'Body page', { body: `About ${term}.`, description: 'Something else.', headings: ['Other'] }),
      page('/description', 'Description page', { description: `About ${term}.`, body: 'Something else.', headings: ['Other'] }),
      page('/headings', 'Headings page', { headings: [`About ${term}`], description: 'Something else.', body: 'Something else.' }),
      page('/title', `${term} page`, { description: 'Something else.', body: 'Something else.', headings: ['Other'] }),
    ]);
    expect(urls(index, term)).toEqual(['/title', '/headings', '/description', '/body']);
  });

  test('a page titled exactly as the query comes first, even against many body mentions', () => {
    const index = pagesIndex([
      page('/guide', 'Guide to call flows', { body: 'Pay by bank. '.repeat(30), headings: ['Pay by bank explained'] }),
      page('/pay-by-bank', 'Pay by bank', { description: 'Open banking payments.' }),
    ]);
    expect(urls(index, 'pay by bank')[0]).toBe('/pay-by-bank');
  });

  test('a buyer’s word for an industry brings its page and its case studies before pages that mention it in passing', () => {
    const index = pagesIndex([
      page('/solutions/ai', 'Sensitive data capture for AI', { body: 'Card numbers, bank details and national insurance numbers. Insurance numbers too.' }),
      page('/resources/case-studies/harbourside', 'Harbourside cuts the wait for a claims excess', { category: 'resource', industry: 'insurance' }),
      page('/industries/insurance', 'Insurance', { category: 'industry', description: 'Premiums, excesses and renewals.' }),
    ]);
    expect(urls(index, 'insurance')).toEqual(['/industries/insurance', '/resources/case-studies/harbourside', '/solutions/ai']);
    expect(urls(index, 'insurer').slice(0, 2).toSorted()).toEqual(['/industries/insurance', '/resources/case-studies/harbourside']);
    expect(urls(index, 'building society')).toEqual([]);
  });

  test('a page whose FAQ asks about a word comes before pages that mention it in passing', () => {
    const index = pagesIndex([
      page('/partners/gateway', 'Gateway partners', { body: 'A test payment is made and refunded. Refunds and reversals are in the test pack.' }),
      page('/industries/travel', 'Travel', {
        category: 'industry',
        body: 'What about refunds if a trip is cancelled?\nMade to the original card.',
        faqs: [{ question: 'What about refunds if a trip is cancelled?', answer: 'Made to the original card.' }],
      }),
    ]);
    expect(urls(index, 'refund')).toEqual(['/industries/travel', '/partners/gateway']);
  });

  test('a typo ranks below the word spelled right', () => {
    const index = pagesIndex([page('/payment', 'Payment'), page('/paymant', 'Paymant')]);
    expect(urls(index, 'payment')[0]).toBe('/payment');
  });

  test('short words are never fuzzy: "ivr" does not find "ivy"', () => {
    const index = pagesIndex([page('/ivy', 'Ivy league'), page('/ivr', 'Payment IVR')]);
    expect(urls(index, 'ivr')).toEqual(['/ivr']);
  });
});

describe('replaceAll keeps the index in step with its documents', () => {
  test('adds, replaces and removes only what changed', () => {
    const index = new SearchIndex(pageIndexSpec);
    expect(index.replaceAll(PAGES)).toEqual({ added: PAGES.length, replaced: 0, removed: 0, duplicates: [] });
    expect(index.replaceAll(PAGES)).toEqual({ added: 0, replaced: 0, removed: 0, duplicates: [] });
    const edited = PAGES.map((doc) => (doc.url === '/legal/privacy-policy' ? { ...doc, title: 'Data protection notice' } : doc)).filter(
      (doc) => doc.url !== '/resources/blog',
    );
    expect(index.replaceAll([...edited, page('/legal/cookie-policy', 'Cookie policy')])).toEqual({ added: 1, replaced: 1, removed: 1, duplicates: [] });
    expect(urls(index, 'data protection notice')[0]).toBe('/legal/privacy-policy');
    expect(urls(index, 'cookie')).toEqual(['/legal/cookie-policy']);
    expect(urls(index, 'blog')).toEqual([]);
    expect(index.size).toBe(PAGES.length);
  });

  test('a repeated query is answered from memory until the documents change, never after', () => {
    const index = pagesIndex();
    const first = index.search('cookies', 5);
    expect(first).toEqual([]);
    expect(index.search('Cookies', 5)).toBe(first);
    index.replaceAll([...PAGES, page('/legal/cookie-policy', 'Cookie policy')]);
    expect(urls(index, 'cookies', 5)).toEqual(['/legal/cookie-policy']);
    index.replaceAll(PAGES.map((doc) => (doc.url === '/legal/privacy-policy' ? { ...doc, body: 'How we use cookies.' } : doc)));
    expect(urls(index, 'cookies', 5)).toEqual(['/legal/privacy-policy']);
    expect(index.search('cookies', 1)).not.toBe(index.search('cookies', 5));
  });

  test('one document per url: a second document with the same url is left out and reported', () => {
    const index = new SearchIndex(pageIndexSpec);
    const report = index.replaceAll([page('/pricing', 'Pricing'), page('/pricing', 'Pricing again'), page('/about', 'About pricing')]);
    expect(report.duplicates).toEqual(['/pricing']);
    expect(urls(index, 'pricing')).toEqual(['/pricing', '/about']);
  });
});

describe('tolerance rules', () => {
  test.each([
    ['ai', false],
    ['ivr', false],
    ['dtmf', 1],
    ['refund', 1],
    ['payments', 2],
    ['supression', 2],
    ['2024', false],
  ])('typos allowed in %s: %s', (term, expected) => expect(typoTolerance(term)).toBe(expected));

  test('prefixes for the word being typed (the last), from 2 letters', () => {
    expect(prefixMatching('pay', 0, ['pay', 'bank'])).toBe(false);
    expect(prefixMatching('ban', 1, ['pay', 'ban'])).toBe(true);
    expect(prefixMatching('pc', 0, ['pc'])).toBe(true);
    expect(prefixMatching('p', 0, ['p'])).toBe(false);
  });

  test('a word the index holds is taken as spelled right; only unknown words are matched as typos', () => {
    const index = pagesIndex([page('/form', 'Lead form'), page('/from', 'Fees from banks')]);
    expect(urls(index, 'form')).toEqual(['/form']);
    expect(urls(index, 'foorm')).toEqual(['/form']);
  });
});
