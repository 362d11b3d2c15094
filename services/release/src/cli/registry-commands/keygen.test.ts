import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { removeDir } from '@site/site/test-support/fixtures';
import { builtVersion, fakeBuild, startTestRegistry, type TestRegistry } from './test-registry.ts';

/**
 * Signed builds from the CLI, against a registry that accepts only signed ones (as production
 * does): `keygen` makes the pair, an ADMIN trusts the public key, and `publish` with
 * RELEASE_SIGNING_KEY is accepted and listed as signed; without it, or with a key nobody trusts,
 * the publish is refused before anything is uploaded.
 */
let registry: TestRegistry;
const builds: string[] = [];

beforeAll(async () => {
  registry = await startTestRegistry({ releaseSignatures: 'required' });
});
beforeEach(() => registry.reset());
afterAll(async () => {
  await registry?.close();
  await Promise.all(builds.map((dir) => removeDir(dir)));
});

async function legalBuild(label: string): Promise<{ dir: string; version: string }> {
  const dir = await fakeBuild('legal', { label, paths: ['/legal'] });
  builds.push(dir);
  return { dir, version: await builtVersion(dir, '1.0.0') };
}

const keygen = async () => {
  const made = await registry.cli(['keygen', '--json']);
  expect(made.code, made.stderr).toBe(0);
  return JSON.parse(made.stdout) as { keyId: string; publicKey: string; privateKey: string };
};

test('keygen prints a key pair and its id, and says where each half goes', async () => {
  const made = await registry.cli(['keygen']);
  expect(made.code).toBe(0);
  expect(made.stdout).toMatch(/^key id [0-9a-f]{16}\n/);
  expect(made.stdout).toContain('-----BEGIN PUBLIC KEY-----');
  expect(made.stdout).toContain('the section CI secret RELEASE_SIGNING_KEY');
  expect(made.stdout).toContain('-----BEGIN PRIVATE KEY-----');
});

test('a build signed with a trusted key is published and listed as signed; unsigned or untrusted ones are refused before any upload', async () => {
  const key = await keygen();
  const build = await legalBuild('signed-1');

  const unsigned = await registry.cli(['publish', 'legal', '--no-build', '--build-dir', build.dir]);
  expect(unsigned.code).toBe(1);
  expect(unsigned.stderr).toContain(`legal ${build.version} is not signed, and this registry accepts only signed builds (RELEASE_SIGNATURES=required)`);
  const untrusted = await registry.cli(['publish', 'legal', '--no-build', '--build-dir', build.dir], { RELEASE_SIGNING_KEY: key.privateKey });
  expect(untrusted.code).toBe(1);
  expect(untrusted.stderr).toContain(`is signed with key ${key.keyId}, which no ADMIN trusts`);
  // Refused at the check before the upload: the storage holds nothing of it.
  const stored = await fetch(`${registry.url}/remotes/legal/${build.version}/mf-manifest.json`);
  expect(stored.status).toBe(404);

  const trusted = await fetch(`${registry.url}/api/registry/signing-keys`, {
    method: 'POST',
    headers: { authorization: 'Bearer test-token', 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'legal CI', sections: ['legal'], publicKey: key.publicKey }),
  });
  expect(trusted.status).toBe(201);
  // As CI secrets often hold it: one line, its line breaks escaped.
  const published = await registry.cli(['publish', 'legal', '--no-build', '--build-dir', build.dir], {
    RELEASE_SIGNING_KEY: key.privateKey.replaceAll('\n', '\\n'),
  });
  expect(published.code, published.stderr).toBe(0);
  expect(published.stdout).toMatch(new RegExp(`signed +by key ${key.keyId}`));
  const listed = await registry.cli(['list', 'legal']);
  expect(listed.stdout).toMatch(/SIGNED BY/);
  expect(listed.stdout).toMatch(new RegExp(`${build.version}.*legal CI`));
});
