import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { mintSignedToken, verifySignedToken } from './signed-token';
import { withForgedSignature } from './forged-token';

const schema = z.object({ expiresAt: z.number() });
const SECRET = 'a-secret-long-enough-to-sign';

describe('withForgedSignature', () => {
  test('every forged token is refused as a bad signature, whatever the signature was', () => {
    for (let expiresAt = 1; expiresAt <= 2000; expiresAt += 1) {
      const token = mintSignedToken(schema, { expiresAt: Date.now() + expiresAt * 1000 }, SECRET);
      expect(verifySignedToken(schema, withForgedSignature(token), SECRET)).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });
});
