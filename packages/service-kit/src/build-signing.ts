/**
 * Ed25519 keys for signed builds: a section team's CI holds the private key (RELEASE_SIGNING_KEY)
 * and `remotes publish` signs with it; an ADMIN gives the registry the public key, which it
 * verifies each signed publish with. What is signed is `buildStatement` (@site/contracts).
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { buildStatement, type BuildSignature } from '@site/contracts/build-signature';

export interface SigningKeyPair {
  keyId: string;
  /** PKCS#8 PEM: the CI's secret. */
  privateKeyPem: string;
  /** SPKI PEM: what an ADMIN adds to the registry's trusted keys. */
  publicKeyPem: string;
}

/** The key id of a public key: 16 hex digits of the SHA-256 of its SPKI DER. */
export function signingKeyId(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

export function generateSigningKeyPair(): SigningKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    keyId: signingKeyId(publicKey),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** An Ed25519 public key from its PEM, with its id; throws saying what is wrong with anything else. */
export function readPublicKey(pem: string): { key: KeyObject; keyId: string; pem: string } {
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new Error('not a public key in PEM (-----BEGIN PUBLIC KEY-----), as `npm run remotes -- keygen` prints it');
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error(`an ${key.asymmetricKeyType ?? 'unknown'} key: build signing keys are Ed25519 (npm run remotes -- keygen)`);
  return { key, keyId: signingKeyId(key), pem: key.export({ type: 'spki', format: 'pem' }).toString() };
}

/** The signing key RELEASE_SIGNING_KEY holds (a CI secret often keeps a PEM's line breaks escaped), or undefined. */
export const signingKeyFrom = (env: Readonly<Record<string, string | undefined>>): string | undefined =>
  env.RELEASE_SIGNING_KEY?.replaceAll('\\n', '\n') || undefined;

/** Signs a build record with a private key (PEM, as RELEASE_SIGNING_KEY holds it). */
export function signBuildRecord(record: Readonly<Record<string, unknown>>, privateKeyPem: string): BuildSignature {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(privateKeyPem);
  } catch {
    throw new Error('RELEASE_SIGNING_KEY is not a private key in PEM (-----BEGIN PRIVATE KEY-----), as `npm run remotes -- keygen` prints it');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('RELEASE_SIGNING_KEY is not an Ed25519 key (npm run remotes -- keygen makes one)');
  return {
    keyId: signingKeyId(createPublicKey(privateKey)),
    value: sign(null, Buffer.from(buildStatement(record)), privateKey).toString('base64'),
  };
}

/** The record with the key's signature beside it; as it is without a key. */
export function signedBuildRecord<BuildRecord extends Readonly<Record<string, unknown>>>(record: BuildRecord, privateKeyPem: string | undefined): BuildRecord {
  return privateKeyPem ? { ...record, signature: signBuildRecord(record, privateKeyPem) } : record;
}

/** Whether `signature` is the key's signature over this build record. */
export function verifyBuildRecord(record: Readonly<Record<string, unknown>>, signature: BuildSignature, publicKey: KeyObject): boolean {
  return verify(null, Buffer.from(buildStatement(record)), publicKey, Buffer.from(signature.value, 'base64'));
}
