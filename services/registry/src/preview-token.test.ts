import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { withForgedSignature } from '@site/service-kit/forged-token';
import { mintPreviewToken, verifyPreviewToken } from './preview-token.ts';

const SECRET = 'a-preview-secret-of-32-characters';
const NOW = Date.parse('2026-11-20T12:00:00Z');
const PAYLOAD = { section: 'legal', version: '1.2.0-abc', expiresAt: NOW + 3_600_000 } as const;

describe('preview tokens', () => {
  test('a minted token is URL-safe and verifies to its payload until it expires', () => {
    const token = mintPreviewToken(PAYLOAD, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: true, payload: PAYLOAD });
    expect(verifyPreviewToken(token, SECRET, PAYLOAD.expiresAt - 1)).toMatchObject({ ok: true });
    expect(verifyPreviewToken(token, SECRET, PAYLOAD.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  test('another secret, a changed payload or a changed signature is a bad signature', () => {
    const token = mintPreviewToken(PAYLOAD, SECRET);
    const [payload, signature] = token.split('.') as [string, string];
    expect(verifyPreviewToken(token, 'another-secret-of-enough-length', NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    const forged = Buffer.from(JSON.stringify({ ...PAYLOAD, version: '6.6.6' })).toString('base64url');
    expect(verifyPreviewToken(`${forged}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyPreviewToken(withForgedSignature(token), SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyPreviewToken(`${payload}.${signature.slice(0, 10)}`, SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  test.each([[''], ['nodot'], ['a.b.c'], ['.sig'], ['payload.'], ['bad+chars.sig'], ['x'.repeat(600)]])('%j is malformed', (token) => {
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  test('a correctly signed token with a payload that is not a preview is malformed', () => {
    const encoded = Buffer.from(JSON.stringify({ section: 'nope', version: '1', expiresAt: NOW + 1000 })).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(encoded).digest('base64url');
    expect(verifyPreviewToken(`${encoded}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  test('a dev override carries its loopback dev server; a token naming any other origin is never minted', () => {
    const dev = { section: 'legal', version: 'dev', expiresAt: NOW + 60_000, devManifestUrl: 'http://localhost:3104/mf-manifest.json' } as const;
    expect(verifyPreviewToken(mintPreviewToken(dev, SECRET), SECRET, NOW)).toEqual({ ok: true, payload: dev });
    expect(() => mintPreviewToken({ ...dev, devManifestUrl: 'http://evil.example:3104/mf-manifest.json' }, SECRET)).toThrow(/loopback/);
  });

  test('a weak secret or an invalid payload is refused when minting', () => {
    expect(() => mintPreviewToken(PAYLOAD, 'short')).toThrow(/at least 16 characters/);
    expect(() => mintPreviewToken({ ...PAYLOAD, version: '../etc' }, SECRET)).toThrow();
  });
});
