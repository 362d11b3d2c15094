import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiToken, type ApiToken } from '@site/identity/api-tokens';
import { removeDir } from '@site/site/test-support/fixtures';
import { builtVersion, fakeBuild, startTestRegistry, type TestRegistry } from './test-registry.ts';

/**
 * `remotes approve` against a registry that requires approval (RELEASE_APPROVAL=required): the
 * version someone published goes live only once someone else, shown its commit, dirty flag,
 * publisher and the diff against live, approved it.
 */
let registry: TestRegistry;
const builds: string[] = [];

async function legalBuild(label: string, paths: string[] = ['/legal']): Promise<{ dir: string; version: string }> {
  const dir = await fakeBuild('legal', { label, paths });
  builds.push(dir);
  return { dir, version: await builtVersion(dir, '1.0.0') };
}

/** A scoped API token, as an ADMIN creates it at /admin/users; the CLI reads it from REGISTRY_TOKEN. */
async function tokenEnv(name: string, sections: string[], operations: ApiToken['operations']): Promise<Record<string, string>> {
  const { secret } = await createApiToken(registry.db, { name, sections, operations, expiresAt: new Date(Date.now() + 3_600_000) }, 'admin@keyline.example');
  return { REGISTRY_TOKEN: secret };
}

beforeAll(async () => {
  registry = await startTestRegistry({ releaseApproval: 'required' });
});
beforeEach(async () => {
  await registry.reset();
  await registry.db.exec('TRUNCATE api_tokens');
});
afterAll(async () => {
  await registry?.close();
  await Promise.all(builds.map((dir) => removeDir(dir)));
});

describe('remotes approve', () => {
  test('--help says what it shows and what it needs', async () => {
    const help = await registry.cli(['approve', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: remotes approve <section> <version>/);
    expect(help.stdout).toContain('someone\nother than its publisher');
    expect(help.stdout).toMatch(/--dry-run +show what you would approve/);
    const listed = await registry.cli(['--help']);
    expect(listed.stdout).toMatch(/approve +approve a version someone else published/);
  });

  test('a version published by one token goes live only after another approves it; the publisher cannot; history names both', async () => {
    const legalCi = await tokenEnv('legal-ci', ['legal'], ['registry:publish', 'registry:promote', 'registry:read']);
    const lee = await tokenEnv('lee', ['legal'], ['registry:approve', 'registry:read']);
    const one = await legalBuild('approve-1');
    expect((await registry.cli(['publish', 'legal', '--no-build', '--build-dir', one.dir], legalCi)).code).toBe(0);

    const refused = await registry.cli(['promote', 'legal', one.version, '--no-wait'], legalCi);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`legal ${one.version} needs approval by someone other than its publisher (token:legal-ci)`);
    expect(refused.stderr).toContain('[HTTP 409]');
    // A token that may promote but not read cannot say what it replaces: it is told how to.
    const blind = await registry.cli(['promote', 'legal', one.version, '--no-wait'], await tokenEnv('legal-blind', ['legal'], ['registry:promote']));
    expect(blind.code).toBe(1);
    expect(blind.stderr).toMatch(
      /^error: cannot read what is live in legal to guard this change \(.*registry:read.*\): name it with --expect-live V, or replace whatever is live with --force$/m,
    );

    // The publisher's own approval, through a token that may approve (the break-glass one), is refused before any question.
    const own = await registry.cli(['publish', 'legal', '--no-build', '--build-dir', (await legalBuild('approve-own')).dir]);
    expect(own.code, own.stderr).toBe(0);
    const ownVersion = /version\s+(\S+)/.exec(own.stdout)?.[1] ?? '';
    const self = await registry.cli(['approve', 'legal', ownVersion, '--yes']);
    expect(self.code).toBe(1);
    expect(self.stderr).toContain(`break-glass:PLATFORM_TOKEN published legal ${ownVersion}, so someone else approves it`);

    // Where nobody can answer the question, it must be told: a usage error, nothing approved.
    const unasked = await registry.cli(['approve', 'legal', one.version], lee);
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain('--dry-run`, then pass --yes');

    // The dry run shows what would be approved, and approves nothing.
    const shown = await registry.cli(['approve', 'legal', one.version, '--dry-run'], lee);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`legal ${one.version}`);
    expect(shown.stdout).toMatch(/commit +83f40f782d8f0123/);
    expect(shown.stdout).toMatch(/dirty +no \(a clean tree\)/);
    expect(shown.stdout).toMatch(/published by +token:legal-ci, /);
    expect(shown.stdout).toMatch(/live now +nothing: it would be legal's first live version/);
    expect(shown.stdout).toContain('Dry run: nothing approved.');

    // A person who says no at the terminal approves nothing.
    const declined = await registry.cli(['approve', 'legal', one.version], lee, { confirm: async () => false });
    expect(declined.code).toBe(1);
    expect(declined.stderr).toContain('Not approved.');
    expect((await registry.cli(['promote', 'legal', one.version, '--no-wait'], legalCi)).code).toBe(1);

    const questions: string[] = [];
    const approved = await registry.cli(['approve', 'legal', one.version, '--reason', 'read the diff'], lee, {
      confirm: async (question) => {
        questions.push(question);
        return true;
      },
    });
    expect(approved.code, approved.stderr).toBe(0);
    expect(questions).toEqual([`Approve legal ${one.version} (published by token:legal-ci) as token:lee?`]);
    expect(approved.stdout).toContain(`Approved legal ${one.version} as token:lee`);
    const live = await registry.cli(['promote', 'legal', one.version, '--no-wait'], legalCi);
    expect(live.code, live.stderr).toBe(0);

    // The next version: the approver sees the diff against live.
    const two = await legalBuild('approve-2', ['/legal', '/legal/cookies']);
    expect((await registry.cli(['publish', 'legal', '--no-build', '--build-dir', two.dir], legalCi)).code).toBe(0);
    const second = await registry.cli(['approve', 'legal', two.version, '--yes', '--json'], lee);
    expect(second.code, second.stderr).toBe(0);
    const answer = JSON.parse(second.stdout);
    expect(answer).toMatchObject({ outcome: 'approved', approval: { by: 'token:lee' }, live: one.version, diff: { routes: { added: ['/legal/cookies'] } } });
    const again = await registry.cli(['approve', 'legal', two.version, '--dry-run'], lee);
    expect(again.stdout).toMatch(new RegExp(`live now +${one.version}`));
    expect(again.stdout).toContain('+ /legal/cookies');
    expect(again.stdout).toContain('Already approved by token:lee: nothing to do.');

    const history = await registry.cli(['history', 'legal', '--json']);
    const entries = JSON.parse(history.stdout).entries as { action: string; toVersion: string; actor: string; reason: string | null }[];
    expect(entries.filter((entry) => entry.action === 'approve').map((entry) => [entry.toVersion, entry.actor, entry.reason])).toEqual([
      [two.version, 'token:lee', null],
      [one.version, 'token:lee', 'read the diff'],
    ]);
    const list = await registry.cli(['list', 'legal']);
    expect(list.stdout).toMatch(/APPROVED BY/);
    expect(list.stdout).toContain('token:lee');
  });

  test('a releaser of another section cannot approve; the admin section needs an ADMIN', async () => {
    const one = await legalBuild('approve-other');
    expect((await registry.cli(['publish', 'legal', '--no-build', '--build-dir', one.dir])).code).toBe(0);
    const resources = await registry.cli(['approve', 'legal', one.version, '--yes'], await tokenEnv('resources-lead', ['resources'], ['registry:approve']));
    expect(resources.code).toBe(1);
    expect(resources.stderr).toContain('token:resources-lead may not registry:approve on legal');

    // Refused before the version is even looked up.
    const adminTeam = await registry.cli(['approve', 'admin', '1.0.0', '--yes'], await tokenEnv('admin-team', ['admin'], ['registry:approve']));
    expect(adminTeam.code).toBe(1);
    expect(adminTeam.stderr).toContain(
      'token:admin-team may not registry:approve on admin: the admin section is published, approved and promoted by ADMINs only',
    );
  });
});
