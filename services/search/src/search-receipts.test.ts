import { expect, test } from 'vitest';
import { RECEIPT_TTL_MS, SearchReceipts } from './search-receipts.ts';

const SECRET = 'a-receipt-secret-shared-by-the-fleet';

test('a receipt counts the query it was issued for, once, on any server sharing the secret', () => {
  const receipt = new SearchReceipts(SECRET).issue('ivr payments');
  const elsewhere = new SearchReceipts(SECRET);
  expect(elsewhere.redeem(receipt, 'quantum llamas')).toEqual({ ok: false, reason: 'other-query' });
  expect(elsewhere.redeem(receipt, 'ivr payments')).toEqual({ ok: true });
  expect(elsewhere.redeem(receipt, 'ivr payments')).toEqual({ ok: false, reason: 'used' });
});

test('a receipt signed with another secret, altered, made up or expired counts for nothing', () => {
  const receipts = new SearchReceipts(SECRET);
  const now = Date.now();
  const receipt = receipts.issue('ivr payments', now);
  expect(receipts.redeem(new SearchReceipts('another-secret-of-another-site').issue('ivr payments'), 'ivr payments')).toEqual({ ok: false, reason: 'invalid' });
  expect(receipts.redeem(`${receipt.slice(0, -2)}AA`, 'ivr payments')).toEqual({ ok: false, reason: 'invalid' });
  expect(receipts.redeem('ivr payments', 'ivr payments')).toEqual({ ok: false, reason: 'invalid' });
  expect(receipts.redeem(receipt, 'ivr payments', now + RECEIPT_TTL_MS)).toEqual({ ok: false, reason: 'expired' });
  expect(receipts.redeem(receipt, 'ivr payments', now + RECEIPT_TTL_MS - 1)).toEqual({ ok: true });
});

test('every answer has a receipt of its own', () => {
  const receipts = new SearchReceipts(undefined);
  const first = receipts.issue('pricing');
  const second = receipts.issue('pricing');
  expect(second).not.toBe(first);
  expect(receipts.redeem(first, 'pricing')).toEqual({ ok: true });
  expect(receipts.redeem(second, 'pricing')).toEqual({ ok: true });
});

test('receipts stay distinct across many answers, and each counts once', () => {
  const receipts = new SearchReceipts(undefined);
  // More than one draw of random bytes.
  const issued = Array.from({ length: 2500 }, () => receipts.issue('pricing'));
  expect(new Set(issued).size).toBe(issued.length);
  expect(issued.every((receipt) => receipts.redeem(receipt, 'pricing').ok)).toBe(true);
});
