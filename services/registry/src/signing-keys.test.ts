import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listAudit } from '@site/db/audit-log';
import type { Database } from '@site/db/database';
import { migrate } from '@site/db/migrate';
import { describeOnEachDatabase, openTestDatabase } from '@site/db/test-databases';
import { generateSigningKeyPair, signBuildRecord, type SigningKeyPair } from '@site/service-kit/build-signing';
import { buildRegistryApp } from './app.ts';
import { Registry } from './registry.ts';
import { SHELL, versionInput } from './test-builds.ts';
import type { VersionInput } from './version-input.ts';

const TOKEN = 'test-platform-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const ADMIN = { actor: 'admin@example.test' };
const CI = { actor: 'token:legal-ci', shell: SHELL };

/** A build record as `remotes publish` sends it: the optional fields it does not know left out, then signed. */
function signed(input: VersionInput, pair: SigningKeyPair): VersionInput {
  const { dirty: _dirty, nodeVersion: _node, links: _links, checks: _checks, sizes: _sizes, signature: _signature, ...sent } = input;
  return { ...sent, signature: signBuildRecord(sent, pair.privateKeyPem) };
}

describeOnEachDatabase('signed builds', (target) => {
  let db: Database;
  let legalCi: SigningKeyPair;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    await migrate(db);
    legalCi = generateSigningKeyPair();
  });
  beforeEach(async () => {
    await db.exec('TRUNCATE release_history, releases, release_approvals, remote_versions, audit_log, signing_keys');
  });
  afterAll(() => db?.close());

  const trust = (registry: Registry, pair: SigningKeyPair, sections: ('legal' | 'solutions' | '*')[] = ['legal'], name = 'legal CI') =>
    registry.signingKeys.add({ name, sections, publicKey: pair.publicKeyPem }, ADMIN);

  test('a build signed by a key an ADMIN trusts for its section is published and listed as signed by it; unsigned ones are listed as unsigned', async () => {
    const registry = new Registry(db);
    const key = await trust(registry, legalCi);
    expect(key).toMatchObject({ keyId: legalCi.keyId, name: 'legal CI', sections: ['legal'], addedBy: ADMIN.actor, revokedAt: null });
    await registry.publish(signed(versionInput('legal', '1.0.0'), legalCi), CI);
    await registry.publish(versionInput('legal', '1.1.0'), CI);
    expect((await registry.list('legal')).map((version) => [version.version, version.signedBy])).toEqual([
      ['1.1.0', null],
      ['1.0.0', { keyId: legalCi.keyId, name: 'legal CI' }],
    ]);
    // The version keeps the signature: anyone with the public key can check it again.
    expect((await registry.getVersion('legal', '1.0.0'))?.signature?.keyId).toBe(legalCi.keyId);
    expect((await listAudit(db, { action: 'registry.signing-key-add' }))[0]).toMatchObject({ actor: ADMIN.actor, entityId: legalCi.keyId });
  });

  test('a signature is refused when the record changed after signing, the key is unknown, revoked or trusted for other sections', async () => {
    const registry = new Registry(db);
    const record = signed(versionInput('legal', '1.0.0', { commit: 'abc123' }), legalCi);
    // Signed, then a commit that does not exist written in: the signature no longer matches.
    await expect(registry.publish({ ...record, commit: 'cafebabe0000' }, CI)).rejects.toThrow(/no ADMIN trusts/);
    await trust(registry, legalCi);
    await expect(registry.publish({ ...record, commit: 'cafebabe0000' }, CI)).rejects.toThrow(
      `legal 1.0.0: the signature of key legal CI (${legalCi.keyId}) does not match this build record: its files or record changed after it was signed`,
    );
    const swappedFile = { ...record, integrity: { ...record.integrity, 'remoteEntry.js': `sha384-${'A'.repeat(64)}` } };
    await expect(registry.publish(swappedFile, CI)).rejects.toThrow(/does not match this build record/);
    await expect(registry.publish(signed(versionInput('solutions', '1.0.0'), legalCi), CI)).rejects.toThrow(
      `solutions 1.0.0 is signed with key legal CI (${legalCi.keyId}), which is trusted for legal only`,
    );
    await registry.signingKeys.revoke(legalCi.keyId, ADMIN);
    await expect(registry.publish(record, CI)).rejects.toThrow(`legal 1.0.0 is signed with key legal CI (${legalCi.keyId}), revoked by ${ADMIN.actor}`);
    // A revoked key is never trusted again.
    await expect(trust(registry, legalCi)).rejects.toThrow(/was revoked .* and is never trusted again/);
    expect(await registry.list('legal')).toEqual([]);
  });

  test('where signatures are required (production), an unsigned build is refused; a signed one is published', async () => {
    const registry = new Registry(db, { signatures: 'required' });
    await expect(registry.publish(versionInput('legal', '1.0.0'), CI)).rejects.toThrow(
      /^legal 1\.0\.0 is not signed, and this registry accepts only signed builds \(RELEASE_SIGNATURES=required\)/,
    );
    await trust(registry, legalCi, ['*'], 'platform CI');
    expect((await registry.publish(signed(versionInput('legal', '1.0.0'), legalCi), CI)).outcome).toBe('created');
  });

  test('a key that is not Ed25519, or not a key, is refused with what is wrong; the same key twice is a conflict', async () => {
    const registry = new Registry(db);
    await expect(
      registry.signingKeys.add({ name: 'bad', sections: ['legal'], publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' }, ADMIN),
    ).rejects.toThrow(/not a public key in PEM/);
    await trust(registry, legalCi);
    await expect(trust(registry, legalCi, ['legal'], 'again')).rejects.toThrow(`key ${legalCi.keyId} is already trusted, as legal CI`);
  });

  test('over HTTP: the signature a CLI made over what it sent survives the defaults the registry fills in; only an ADMIN adds or revokes keys', async () => {
    const app: FastifyInstance = await buildRegistryApp(
      { LOG_LEVEL: 'silent', SHELL_DIST: '/nonexistent', PLATFORM_TOKEN: TOKEN, RELEASE_SIGNATURES: 'required' } as never,
      db,
      { shell: async () => SHELL },
    );
    await app.ready();
    try {
      const keys = async () => (await app.inject({ url: '/api/registry/signing-keys', headers: AUTH })).json();
      expect(await keys()).toEqual({ keys: [], required: true });
      const added = await app.inject({
        method: 'POST',
        url: '/api/registry/signing-keys',
        headers: AUTH,
        payload: { name: 'legal CI', sections: ['legal'], publicKey: legalCi.publicKeyPem },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(
        (await app.inject({ method: 'POST', url: '/api/registry/signing-keys', headers: AUTH, payload: { name: 'x', sections: [], publicKey: 'no' } }))
          .statusCode,
      ).toBe(400);

      const unsigned = await app.inject({ method: 'POST', url: '/api/registry/versions', headers: AUTH, payload: versionInput('legal', '1.0.0') });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json().message).toMatch(/is not signed/);
      const published = await app.inject({
        method: 'POST',
        url: '/api/registry/versions',
        headers: AUTH,
        payload: signed(versionInput('legal', '1.0.0'), legalCi),
      });
      expect(published.statusCode, published.body).toBe(201);
      const listed = (await app.inject({ url: '/api/registry/versions?section=legal', headers: AUTH })).json() as { versions: { signedBy: unknown }[] };
      expect(listed.versions[0]?.signedBy).toEqual({ keyId: legalCi.keyId, name: 'legal CI' });

      const revoked = await app.inject({ method: 'POST', url: `/api/registry/signing-keys/${legalCi.keyId}/revoke`, headers: AUTH });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json()).toMatchObject({ keyId: legalCi.keyId, revokedBy: 'break-glass:PLATFORM_TOKEN' });
      expect((await app.inject({ method: 'POST', url: '/api/registry/signing-keys/0000000000000000/revoke', headers: AUTH })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/registry/signing-keys/nope/revoke', headers: AUTH })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

test('unset, RELEASE_SIGNATURES is required in production and optional elsewhere, and the start-up line says which and why', async () => {
  const { describeReleaseSignatures, releaseSignaturesOf } = await import('./release-signatures.ts');
  expect(releaseSignaturesOf({ NODE_ENV: 'production' })).toBe('required');
  expect(releaseSignaturesOf({ NODE_ENV: 'development' })).toBe('optional');
  expect(releaseSignaturesOf({ NODE_ENV: 'production', RELEASE_SIGNATURES: 'optional' })).toBe('optional');
  expect(describeReleaseSignatures({ NODE_ENV: 'production' })).toMatch(/^build signatures required \(the production default\)/);
  expect(describeReleaseSignatures({ RELEASE_SIGNATURES: 'optional' })).toMatch(/^build signatures optional \(RELEASE_SIGNATURES=optional\)/);
});
