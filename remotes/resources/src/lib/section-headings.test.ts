import { describe, expect, test } from 'vitest';
import { anchorSectionHeadings, slugify } from './section-headings.ts';

describe('slugify', () => {
  test.each([
    ['Why descoping beats controlling', 'why-descoping-beats-controlling'],
    ['PCI DSS 4.0.1: what changes?', 'pci-dss-4-0-1-what-changes'],
    ["Don't store what you can't protect", 'dont-store-what-you-cant-protect'],
    ['Café & crème brûlée', 'cafe-creme-brulee'],
    ['  --Edge--cases--  ', 'edge-cases'],
    ['支払い', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  test('long headings are cut, never leaving a trailing hyphen', () => {
    const slug = slugify('A very long heading that keeps going well past the point where a link stays readable');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).not.toMatch(/-$/);
  });
});

describe('anchorSectionHeadings', () => {
  test('the h2 elements the content service writes get ids from their text; nothing else changes', () => {
    const html = '<p>Intro</p>\n<h2>Where it breaks</h2>\n<p>Text</p>\n<h3>A detail</h3>\n<h2>What replaces it</h2>\n';
    expect(anchorSectionHeadings(html)).toEqual({
      html: '<p>Intro</p>\n<h2 id="where-it-breaks">Where it breaks</h2>\n<p>Text</p>\n<h3>A detail</h3>\n<h2 id="what-replaces-it">What replaces it</h2>\n',
      headings: [
        { id: 'where-it-breaks', text: 'Where it breaks' },
        { id: 'what-replaces-it', text: 'What replaces it' },
      ],
    });
  });

  test('inline markup and entities: the id and the text come from what a reader sees', () => {
    const { html, headings } = anchorSectionHeadings('<h2>Tokens &amp; <code>&lt;PAN&gt;</code> in <em>IVR</em> flows</h2>');
    expect(html).toBe('<h2 id="tokens-pan-in-ivr-flows">Tokens &amp; <code>&lt;PAN&gt;</code> in <em>IVR</em> flows</h2>');
    expect(headings).toEqual([{ id: 'tokens-pan-in-ivr-flows', text: 'Tokens & <PAN> in IVR flows' }]);
  });

  test('repeated headings get numbered ids, and a numbered id is never reused', () => {
    const { headings } = anchorSectionHeadings('<h2>Summary</h2><h2>Summary</h2><h2>Summary 2</h2><h2>Summary</h2>');
    expect(headings.map((heading) => heading.id)).toEqual(['summary', 'summary-2', 'summary-2-2', 'summary-3']);
  });

  test('ids the rest of the page uses are never given to a heading', () => {
    const { headings } = anchorSectionHeadings('<h2>Main</h2><h2>On this page</h2>', ['main', 'on-this-page']);
    expect(headings.map((heading) => heading.id)).toEqual(['main-2', 'on-this-page-2']);
  });

  test('a heading that already has an id keeps it, and no generated id repeats it', () => {
    const { html, headings } = anchorSectionHeadings('<h2>Fees</h2><h2 id="fees" class="x">Costs &amp; fees</h2>');
    expect(html).toBe('<h2 id="fees-2">Fees</h2><h2 id="fees" class="x">Costs &amp; fees</h2>');
    expect(headings).toEqual([
      { id: 'fees-2', text: 'Fees' },
      { id: 'fees', text: 'Costs & fees' },
    ]);
  });

  test('a heading without letters or digits gets a neutral id; one without text is anchored but not listed', () => {
    const { html, headings } = anchorSectionHeadings('<h2>???</h2><h2><img src="/a.png" alt="" /></h2>');
    expect(html).toBe('<h2 id="section">???</h2><h2 id="section-2"><img src="/a.png" alt="" /></h2>');
    expect(headings).toEqual([{ id: 'section', text: '???' }]);
  });

  test('escaped markup in text or code is text, not a heading', () => {
    const html = '<p>&lt;h2&gt;not a heading&lt;/h2&gt;</p><pre><code>&lt;h2&gt;code&lt;/h2&gt;</code></pre>';
    expect(anchorSectionHeadings(html)).toEqual({ html, headings: [] });
  });

  test('the same input always gives the same output', () => {
    const html = '<h2>One</h2><h2>Two</h2><h2>One</h2>';
    expect(anchorSectionHeadings(html)).toEqual(anchorSectionHeadings(html));
  });
});
