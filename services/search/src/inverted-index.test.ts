import MiniSearch from 'minisearch';
import { describe, expect, test } from 'vitest';
import { InvertedIndex, type AnalysedDocument, type QueryTerm } from './inverted-index.ts';

const FIELDS = ['title', 'body'] as const;
const BOOSTS = [6, 1];
const WEIGHTS = { prefix: 0.5, fuzzy: 0.2 };

const DOCUMENTS: AnalysedDocument[] = [
  [
    ['payment', 'link'],
    ['send', 'payment', 'link', 'sms', 'email', 'payment'],
  ],
  [
    ['dtmf', 'suppression'],
    ['keypad', 'tone', 'masked', 'agent', 'payment'],
  ],
  [
    ['pay', 'bank'],
    ['open', 'banking', 'payment', 'instant', 'settlement'],
  ],
  [
    ['recurring', 'payment'],
    ['subscription', 'instalment', 'token', 'mandate'],
  ],
  [
    ['contact', 'center'],
    ['agent', 'payment', 'call', 'recording', 'scope', 'contact'],
  ],
  [['banking'], ['lending', 'collection', 'card', 'servicing']],
];

/** The same documents in the MiniSearch class, with the options the old index used. */
function miniSearch(): MiniSearch<{ id: number; fields: AnalysedDocument }> {
  const engine = new MiniSearch<{ id: number; fields: AnalysedDocument }>({
    fields: [...FIELDS],
    extractField: (doc, field) => (field === 'id' ? String(doc.id) : (doc.fields[FIELDS.indexOf(field as (typeof FIELDS)[number])] ?? []).join(' ')),
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
  });
  engine.addAll(DOCUMENTS.map((fields, id) => ({ id, fields })));
  return engine;
}

function reference(query: QueryTerm[]) {
  return miniSearch()
    .search(query.map((term) => term.term).join(' '), {
      boost: { title: BOOSTS[0]!, body: BOOSTS[1]! },
      prefix: (_term, index) => query[index]?.prefix ?? false,
      fuzzy: (_term, index) => query[index]?.maxTypos || false,
      maxFuzzy: 2,
      weights: WEIGHTS,
      combineWith: 'OR',
    })
    .map((hit) => ({ doc: Number(hit.id), score: hit.score }));
}

const term = (word: string, overrides: Partial<QueryTerm> = {}): QueryTerm => ({ term: word, prefix: false, maxTypos: 0, ...overrides });

describe('InvertedIndex', () => {
  const index = new InvertedIndex(DOCUMENTS, FIELDS.length);
  const search = (query: QueryTerm[], limit = 10) => index.search(query, { boosts: BOOSTS, weights: WEIGHTS }, limit);

  test.each([
    ['one exact word', [term('payment')]],
    ['two words (OR, more matched words rank higher)', [term('payment'), term('agent')]],
    ['a word being typed (prefix)', [term('pay'), term('bank', { prefix: true })]],
    ['a typo', [term('suppresion', { maxTypos: 2 })]],
    ['a prefix that is also a near miss', [term('bankin', { prefix: true, maxTypos: 1 })]],
  ])('ranks and scores exactly as the MiniSearch class does: %s', (_name, query) => {
    const ours = search(query);
    const theirs = reference(query);
    expect(ours.map((hit) => hit.doc)).toEqual(theirs.map((hit) => hit.doc));
    ours.forEach((hit, position) => expect(hit.score).toBeCloseTo(theirs[position]?.score ?? Number.NaN, 10));
  });

  test('title matches outrank body matches through the field boost', () => {
    expect(search([term('banking')]).map((hit) => hit.doc)).toEqual([5, 2]);
  });

  test('knows its terms, finds nothing for unknown words, and keeps to the limit', () => {
    expect(index.has('dtmf')).toBe(true);
    expect(index.has('dtm')).toBe(false);
    expect(search([term('zebra')])).toEqual([]);
    expect(search([term('payment')], 2)).toHaveLength(2);
  });

  test('one query leaves no trace in the next (scratch space is reset)', () => {
    const first = search([term('payment'), term('agent')]);
    search([term('contact')]);
    expect(search([term('payment'), term('agent')])).toEqual(first);
  });

  test('an empty index answers nothing', () => {
    expect(new InvertedIndex([], 2).search([term('payment', { prefix: true, maxTypos: 1 })], { boosts: BOOSTS, weights: WEIGHTS }, 5)).toEqual([]);
  });
});
