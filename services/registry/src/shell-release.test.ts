import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CONTRACTS_MAJOR } from '@site/contracts/version';
import type { Database } from '@site/db/database';
import { migrate } from '@site/db/migrate';
import { describeOnEachDatabase, openTestDatabase } from '@site/db/test-databases';
import { Registry } from './registry.ts';
import { shellInfoOf } from './shell-gate.ts';
import { emptyRegistryTables, refusalOf, routeTable, SHELL, SHELL_SHARED, shellVersionInput, versionInput } from './test-builds.ts';

const ACTOR = { actor: 'platform-token', shell: SHELL };

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const { refusal: refused, status } = await refusalOf(promise);
  return { status, message: refused.message };
}

describeOnEachDatabase('the shell, released like a section', (target) => {
  let db: Database;
  let registry: Registry;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    await migrate(db);
  });
  beforeEach(async () => {
    await emptyRegistryTables(db);
    registry = new Registry(db);
    await registry.publish(versionInput('legal', '1.0.0', { routeTable: routeTable('legal', ['/legal', '/legal/privacy-policy']) }), ACTOR);
    await registry.promote('legal', '1.0.0', ACTOR);
  });
  afterAll(() => db?.close());

  test('published, promoted, canaried and rolled back with the same calls as a section; it provides what its record says', async () => {
    await registry.publish(shellVersionInput('1.0.0-s1'), ACTOR);
    await registry.promote('shell', '1.0.0-s1', ACTOR);
    await registry.publish(shellVersionInput('1.0.0-s2'), ACTOR);
    await registry.promote('shell', '1.0.0-s2', { ...ACTOR, canaryPercent: 10 });
    const live = (await registry.liveMap()).sections.shell;
    expect(live?.live.version).toBe('1.0.0-s1');
    expect(live?.canary).toMatchObject({ percent: 10, version: { version: '1.0.0-s2' } });
    expect(live && shellInfoOf(live.live)).toEqual({ ...SHELL, links: ['/legal/privacy-policy'] });

    await registry.promote('shell', '1.0.0-s2', ACTOR);
    expect((await registry.rollback('shell', { actor: 'platform-token' })).release.live).toBe('1.0.0-s1');
    expect((await registry.history('shell')).map((entry) => [entry.action, entry.toVersion])).toEqual([
      ['rollback', '1.0.0-s1'],
      ['canary-promote', '1.0.0-s2'],
      ['canary', '1.0.0-s2'],
      ['publish', '1.0.0-s2'],
      ['promote', '1.0.0-s1'],
      ['publish', '1.0.0-s1'],
    ]);
    expect((await registry.status()).find((unit) => unit.section === 'shell')).toMatchObject({ live: '1.0.0-s1', rollbackTo: null });
  });

  test('the reverse gate: a shell that cannot run a live section is refused at publish and at promote, naming the section', async () => {
    const tooNew = await refusal(registry.publish(shellVersionInput('2.0.0-s', { contractsMajor: 9, oldestContractsMajor: 9 }), ACTOR));
    expect(tooNew.status).toBe(409);
    expect(tooNew.message).toBe(`shell 2.0.0-s cannot serve what is live: legal 1.0.0 (live): contracts major ${CONTRACTS_MAJOR} is not the shell's 9`);

    const oldReact = shellVersionInput('2.0.0-r', {
      shared: Object.entries({ ...SHELL_SHARED, react: '18.3.1' }).map(([name, v]) => ({ name, requiredVersion: v })),
    });
    expect((await refusal(registry.publish(oldReact, ACTOR))).message).toMatch(
      /legal 1\.0\.0 \(live\): react requires \^19\.3\.1 but shell 2\.0\.0-r provides 18\.3\.1/,
    );

    // Accepted while nothing it cannot run is live; refused at promote once something is.
    await registry.publish(shellVersionInput('1.0.0-s1'), ACTOR);
    await registry.publish(versionInput('partners', '3.0.0', { shared: [{ name: 'zustand', requiredVersion: '^5.0.0' }] }), {
      ...ACTOR,
      shell: { ...SHELL, shared: { ...SHELL_SHARED, zustand: '5.1.0' } },
    });
    await registry.promote('partners', '3.0.0', { ...ACTOR, shell: { ...SHELL, shared: { ...SHELL_SHARED, zustand: '5.1.0' } } });
    expect((await refusal(registry.promote('shell', '1.0.0-s1', ACTOR))).message).toMatch(
      /partners 3\.0\.0 \(live\): zustand is required but shell 1\.0\.0-s1 does not share it/,
    );
    expect((await registry.liveMap()).sections.shell).toBeUndefined();
  });

  test('a shell linking to a page no live section serves is refused, naming both sides', async () => {
    const linking = shellVersionInput('1.0.0-s1', { links: ['/legal/gone'] });
    expect((await registry.check(linking, SHELL)).brokenLinks).toEqual(['shell 1.0.0-s1 links to /legal/gone, which legal 1.0.0 (live) does not serve']);
    await registry.publish(linking, ACTOR);
    const refused = await refusal(registry.promote('shell', '1.0.0-s1', ACTOR));
    expect(refused).toEqual({ status: 409, message: expect.stringMatching(/^shell 1\.0\.0-s1 would break links between sections; nothing was changed/) });
  });

  test('a shell version comes from the registry’s storage alone, and only a shell names the majors it composes', async () => {
    expect(await refusal(registry.publish(shellVersionInput('1.0.0-c', { manifestUrl: 'https://cdn.example.com/shell/b/index.html' }), ACTOR))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/a shell version is served from the registry’s storage/),
    });
    expect((await refusal(registry.publish(shellVersionInput('1.0.0-m', { manifestUrl: '/remotes/shell/1.0.0-m/mf-manifest.json' }), ACTOR))).status).toBe(400);
    expect((await refusal(registry.publish(shellVersionInput('1.0.0-o', { contractsMajor: 3, oldestContractsMajor: 4 }), ACTOR))).message).toMatch(
      /oldestContractsMajor 4 is above contractsMajor 3/,
    );
    expect((await refusal(registry.publish(versionInput('legal', '1.1.0', { oldestContractsMajor: 2 }), ACTOR))).message).toMatch(
      /oldestContractsMajor is a shell's, not a section's/,
    );
  });
});
