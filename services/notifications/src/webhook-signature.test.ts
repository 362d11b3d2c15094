import { expect, test } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const SECRET = 'whsec_test';
const BODY = '{"event":"registry.promote"}';

test('a receiver verifies a signature over the exact body, made with its secret, within five minutes', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const header = signWebhook(SECRET, BODY, now);
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(verifyWebhookSignature(SECRET, header, BODY, { nowMs: now + 60_000 })).toBe(true);
  // Another body, another secret, a replay ten minutes later, a missing or mangled header: refused.
  expect(verifyWebhookSignature(SECRET, header, BODY.replace('promote', 'rollback'), { nowMs: now })).toBe(false);
  expect(verifyWebhookSignature('whsec_other', header, BODY, { nowMs: now })).toBe(false);
  expect(verifyWebhookSignature(SECRET, header, BODY, { nowMs: now + 600_000 })).toBe(false);
  expect(verifyWebhookSignature(SECRET, undefined, BODY, { nowMs: now })).toBe(false);
  expect(verifyWebhookSignature(SECRET, header.replace(/v1=../, 'v1='), BODY, { nowMs: now })).toBe(false);
});
