import { describe, expect, test } from 'vitest';
import { analyse, singular, tokenize } from './analyse.ts';
import { americanSpelling } from './spelling.ts';

describe('tokenize', () => {
  test('splits on anything but letters and digits, keeping accents out', () => {
    expect(tokenize('PCI DSS 4.0.1: what changes, café?')).toEqual(['PCI', 'DSS', '4', '0', '1', 'what', 'changes', 'cafe']);
  });

  test('hyphenated words give their parts and the parts joined', () => {
    expect(tokenize('On-net gateways')).toEqual(['On', 'net', 'Onnet', 'gateways']);
    expect(tokenize('pay-by-bank')).toEqual(['pay', 'by', 'bank', 'paybybank']);
  });

  test('apostrophes join their word', () => {
    expect(tokenize("the customer’s card, don't")).toEqual(['the', 'customers', 'card', 'dont']);
  });
});

describe('singular', () => {
  test.each([
    ['payments', 'payment'],
    ['policies', 'policy'],
    ['processes', 'process'],
    ['businesses', 'business'],
    ['searches', 'search'],
    ['taxes', 'tax'],
    ['ivrs', 'ivr'],
    ['centres', 'centre'],
  ])('%s → %s', (plural, one) => expect(singular(plural)).toBe(one));

  test.each([
    ['cookie', 'cookies'],
    ['movie', 'movies'],
    ['policy', 'policies'],
    ['charity', 'charities'],
    ['tie', 'ties'],
  ])('%s and %s meet', (one, plural) => expect(singular(plural)).toBe(singular(one)));

  test.each(['process', 'status', 'analysis', 'dss', 'sms', 'bus', '1990s'])('%s stays', (word) => expect(singular(word)).toBe(word));
});

describe('British and American spellings meet', () => {
  test.each([
    ['centre', 'center'],
    ['centres', 'centers'],
    ['organisation', 'organization'],
    ['organisations', 'organizations'],
    ['customised', 'customized'],
    ['customise', 'customize'],
    ['tokenisation', 'tokenization'],
    ['synchronisation', 'synchronization'],
    ['authorising', 'authorizing'],
    ['licence', 'license'],
    ['colour', 'color'],
    ['favourite', 'favorite'],
    ['behavioural', 'behavioral'],
    ['analyse', 'analyze'],
    ['paralysed', 'paralyzed'],
    ['cancelled', 'canceled'],
    ['travelling', 'traveling'],
    ['dialling', 'dialing'],
    ['modelling', 'modeling'],
    ['programme', 'program'],
    ['catalogue', 'catalog'],
    ['instalments', 'installments'],
    ['fulfilment', 'fulfillment'],
    ['enrolment', 'enrollment'],
    ['judgement', 'judgment'],
  ])('%s / %s', (british, american) => expect(analyse(british)).toEqual(analyse(american)));

  test.each(['hour', 'tour', 'four', 'contour', 'cheque', 'crisis', 'analysis', 'basis', 'this', 'install', 'installed', 'cancellation', 'size'])(
    '%s is not a British spelling of anything',
    (word) => expect(americanSpelling(word)).toBe(word),
  );
});

describe('forms of one word a buyer and a page use for the same thing meet', () => {
  test.each([
    ['insurance', 'insurers'],
    ['insurance', 'insurer'],
    ['refund', 'refunded'],
    ['refunds', 'refunding'],
    ['outsourcing', 'outsourcer'],
    ['charity', 'charitable'],
    ['donations', 'donate'],
    ['rent', 'rentals'],
  ])('%s / %s', (one, other) => expect(analyse(one)).toEqual(analyse(other)));

  test.each([
    ['payment', 'pay'],
    ['donation', 'donor'],
    ['processor', 'processing'],
  ])('%s and %s stay apart', (one, other) => expect(analyse(one)).not.toEqual(analyse(other)));
});

describe('analyse', () => {
  test('drops stop words and single letters, keeps digits and short meaningful words', () => {
    expect(analyse('How do I take a payment by phone in the UK?')).toEqual(['take', 'payment', 'phone', 'uk']);
    expect(analyse('24/7 payments')).toEqual(['24', '7', 'payment']);
    expect(analyse('Contact us')).toEqual(['contact', 'us']);
    expect(analyse('AI and IVR')).toEqual(['ai', 'ivr']);
  });

  test('a query of stop words only has no terms', () => {
    expect(analyse('the and of')).toEqual([]);
  });
});
