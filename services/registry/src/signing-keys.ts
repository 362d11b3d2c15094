/**
 * The keys builds are signed with: which public keys an ADMIN trusts for which sections, and the
 * check every publish goes through. A signature that is there is always verified; an unsigned
 * build is refused where signatures are required (`release-signatures.ts`).
 */
import { recordAudit } from '@site/db/audit-log';
import type { Database, Queryable } from '@site/db/database';
import type { SigningKey, SigningKeyInput } from '@site/contracts/build-signature';
import { readPublicKey, verifyBuildRecord } from '@site/service-kit/build-signing';
import { ConflictError, InvalidInputError, NotFoundError } from './domain-errors.ts';
import { requireActor } from './input-rules.ts';
import type { ReleaseSignatures } from './release-signatures.ts';
import { insertSigningKey, listSigningKeys, revokeSigningKey, selectSigningKey, type SigningKeyRow } from './repository/signing-keys.ts';
import type { VersionInput } from './version-input.ts';

const toSigningKey = (row: SigningKeyRow): SigningKey => ({
  keyId: row.keyId,
  name: row.name,
  sections: row.sections,
  publicKey: row.publicKey,
  addedBy: row.addedBy,
  addedAt: row.addedAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokedBy: row.revokedBy,
});

/**
 * Refuses a build whose signature is not a trusted key's over this very record, or (where
 * signatures are required) a build with none. `input` is the record as it came, before defaults:
 * what the publisher signed.
 */
export async function verifyBuildSignature(db: Queryable, input: VersionInput, mode: ReleaseSignatures): Promise<void> {
  const { signature, section, version } = input;
  if (!signature) {
    if (mode === 'required')
      throw new InvalidInputError(
        `${section} ${version} is not signed, and this registry accepts only signed builds (RELEASE_SIGNATURES=required): publish from the section's CI with RELEASE_SIGNING_KEY set to a key an ADMIN trusts for ${section}`,
      );
    return;
  }
  const key = await selectSigningKey(db, signature.keyId);
  if (!key)
    throw new InvalidInputError(
      `${section} ${version} is signed with key ${signature.keyId}, which no ADMIN trusts: add its public key on the Releases page first`,
    );
  if (key.revokedAt)
    throw new InvalidInputError(`${section} ${version} is signed with key ${key.name} (${key.keyId}), revoked by ${key.revokedBy ?? 'an ADMIN'}`);
  if (!key.sections.includes('*') && !key.sections.includes(section))
    throw new InvalidInputError(`${section} ${version} is signed with key ${key.name} (${key.keyId}), which is trusted for ${key.sections.join(', ')} only`);
  if (!verifyBuildRecord(input, signature, readPublicKey(key.publicKey).key))
    throw new InvalidInputError(
      `${section} ${version}: the signature of key ${key.name} (${key.keyId}) does not match this build record: its files or record changed after it was signed`,
    );
}

export class SigningKeys {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async list(): Promise<SigningKey[]> {
    return (await listSigningKeys(this.#db)).map(toSigningKey);
  }

  /** Trusts a public key for some sections, audit-logged. */
  async add(input: SigningKeyInput, { actor, ipHash }: { actor: string; ipHash?: string | undefined }): Promise<SigningKey> {
    requireActor(actor);
    let key: ReturnType<typeof readPublicKey>;
    try {
      key = readPublicKey(input.publicKey);
    } catch (error) {
      throw new InvalidInputError(error instanceof Error ? error.message : String(error));
    }
    const sections = input.sections.includes('*') ? ['*'] : [...new Set(input.sections)];
    return this.#db.transaction(async (tx) => {
      if (!(await insertSigningKey(tx, { keyId: key.keyId, name: input.name.trim(), publicKey: key.pem, sections, addedBy: actor }))) {
        const existing = await selectSigningKey(tx, key.keyId);
        throw new ConflictError(
          existing?.revokedAt
            ? `key ${key.keyId} was revoked on ${existing.revokedAt.toISOString()} and is never trusted again: make a new one (npm run remotes -- keygen)`
            : `key ${key.keyId} is already trusted, as ${existing?.name ?? 'another name'}`,
        );
      }
      await recordAudit(tx, {
        actor,
        ipHash: ipHash ?? null,
        action: 'registry.signing-key-add',
        entityType: 'signing_key',
        entityId: key.keyId,
        details: { name: input.name.trim(), sections },
      });
      const stored = await selectSigningKey(tx, key.keyId);
      if (!stored) throw new Error('signing key was not stored');
      return toSigningKey(stored);
    });
  }

  /** From now on its signatures are refused; versions it signed stay as they are. */
  async revoke(keyId: string, { actor, ipHash }: { actor: string; ipHash?: string | undefined }): Promise<SigningKey> {
    requireActor(actor);
    return this.#db.transaction(async (tx) => {
      const revoked = await revokeSigningKey(tx, keyId, actor);
      if (revoked === null) throw new NotFoundError(`no signing key ${keyId}`);
      if (revoked)
        await recordAudit(tx, {
          actor,
          ipHash: ipHash ?? null,
          action: 'registry.signing-key-revoke',
          entityType: 'signing_key',
          entityId: keyId,
          details: {},
        });
      const stored = await selectSigningKey(tx, keyId);
      if (!stored) throw new Error('signing key vanished');
      return toSigningKey(stored);
    });
  }
}
