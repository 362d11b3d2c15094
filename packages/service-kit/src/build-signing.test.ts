import { generateKeyPairSync } from 'node:crypto';
import { expect, test } from 'vitest';
import { generateSigningKeyPair, readPublicKey, signBuildRecord, verifyBuildRecord } from './build-signing.ts';

const record = { section: 'legal', version: '1.0.0-abc', integrity: { 'remoteEntry.js': 'sha384-a' }, commit: 'abc123' };

test('a record signed with a key verifies with its public key, and with no other; any change to it fails', () => {
  const pair = generateSigningKeyPair();
  const signature = signBuildRecord(record, pair.privateKeyPem);
  const { key, keyId } = readPublicKey(pair.publicKeyPem);
  expect(signature.keyId).toBe(pair.keyId);
  expect(keyId).toBe(pair.keyId);
  expect(signature.value).toMatch(/^[A-Za-z0-9+/]{86}==$/);
  expect(verifyBuildRecord(record, signature, key)).toBe(true);
  expect(verifyBuildRecord({ ...record, commit: 'cafebabe0000' }, signature, key)).toBe(false);
  expect(verifyBuildRecord({ ...record, integrity: { 'remoteEntry.js': 'sha384-b' } }, signature, key)).toBe(false);
  const other = readPublicKey(generateSigningKeyPair().publicKeyPem);
  expect(verifyBuildRecord(record, signature, other.key)).toBe(false);
});

test('keys that are not Ed25519, or not keys, are refused saying so', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  expect(() => readPublicKey(rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString())).toThrow(/an rsa key: build signing keys are Ed25519/);
  expect(() => readPublicKey('hello')).toThrow(/not a public key in PEM/);
  expect(() => signBuildRecord(record, 'hello')).toThrow(/RELEASE_SIGNING_KEY is not a private key/);
  expect(() => signBuildRecord(record, rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())).toThrow(/not an Ed25519 key/);
});
