import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { CONTRACTS_MAJOR, majorRefusal, SHELL_COMPOSED_MAJORS } from '@site/contracts/version';
import { listAudit } from '@site/db/audit-log';
import type { Database } from '@site/db/database';
import { migrate } from '@site/db/migrate';
import { describeOnEachDatabase, openTestDatabase } from '@site/db/test-databases';
import { newVisitorId } from './cohort.ts';
import type { LoadReport } from './load-report.ts';
import { Registry } from './registry.ts';
import { describeReleaseApproval, releaseApprovalOf } from './release-approval.ts';
import { RegistryRefusal } from './domain-errors.ts';
import { emptyRegistryTables, refusalOf, routeTable, SHELL, versionInput, visitorsOf } from './test-builds.ts';

const ACTOR = { actor: 'platform-token', shell: SHELL };

/** A refusal of the registry's own, with the status the HTTP edge answers it with. */
async function expectRefusal(promise: Promise<unknown>, statusCode: number, message: RegExp): Promise<RegistryRefusal> {
  const { refusal, status } = await refusalOf(promise);
  expect(status).toBe(statusCode);
  expect(refusal.message).toMatch(message);
  return refusal;
}

const loads = (count: number, load: Omit<LoadReport, 'ok'>, failures = 0): LoadReport[] =>
  Array.from({ length: count }, (_, index) => ({ ...load, ok: index >= failures }));

const pageView = () => newVisitorId();

describeOnEachDatabase('registry', (target) => {
  let db: Database;
  let registry: Registry;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    await migrate(db);
  });
  beforeEach(async () => {
    await emptyRegistryTables(db);
    registry = new Registry(db);
  });
  afterAll(() => db?.close());

  test('the migration creates the registry tables with their rules', async () => {
    await expect(db.query("INSERT INTO remote_loads (section, version, cohort, ok) VALUES ('blog', '1', 'live', true)")).rejects.toThrow();
    await expect(db.query("INSERT INTO remote_loads (section, version, cohort, ok) VALUES ('legal', '../x', 'live', true)")).rejects.toThrow();
    await expect(db.query("INSERT INTO release_history (section, action, actor) VALUES ('legal', 'delete', 'me')")).rejects.toThrow();
  });

  test('publish stores a version, is idempotent for the same files and refuses different files', async () => {
    const input = versionInput('legal', '1.0.0');
    const created = await registry.publish(input, ACTOR);
    expect(created.outcome).toBe('created');
    expect(created.version).toMatchObject({ ...input, publishedBy: 'platform-token', publishedAt: expect.any(String) });
    expect(await registry.getVersion('legal', '1.0.0')).toEqual(created.version);

    expect((await registry.publish({ ...input, integrity: Object.fromEntries(Object.entries(input.integrity).toReversed()) }, ACTOR)).outcome).toBe('exists');
    await expectRefusal(registry.publish(versionInput('legal', '1.0.0', {}, 'another build'), ACTOR), 409, /already published with different files/);

    expect(await registry.history('legal')).toMatchObject([{ action: 'publish', toVersion: '1.0.0', actor: 'platform-token' }]);
    expect((await listAudit(db)).map((entry) => entry.action)).toEqual(['registry.publish']);
    expect((await registry.liveMap()).sections).toEqual({});
  });

  test('a version over a byte budget is published and goes live or becomes a canary only on purpose, with a reason history keeps', async () => {
    const budgets = [
      { measure: 'page first load', bytes: 73_728, budgetBytes: 35 * 1024 },
      { measure: 'largest lazy chunk', bytes: 2048, budgetBytes: 10 * 1024 },
    ];
    await registry.publish(versionInput('legal', '1.0.0'), ACTOR);
    await registry.promote('legal', '1.0.0', ACTOR);
    const over = { ...versionInput('legal', '1.1.0'), budgets };
    await expectRefusal(
      registry.publish(over, ACTOR),
      400,
      /^legal 1\.1\.0 is over its section's byte budget \(page first load 72\.0 KiB of 35\.0 KiB\): make it smaller/,
    );
    expect(await registry.getVersion('legal', '1.1.0')).toBeNull();

    await registry.publish({ ...over, overBudgetReason: 'the chart library, split next sprint' }, ACTOR);
    expect(await registry.getVersion('legal', '1.1.0')).toMatchObject({ budgets, overBudgetReason: 'the chart library, split next sprint' });
    const refused = await expectRefusal(registry.promote('legal', '1.1.0', ACTOR), 409, /over its section's byte budget .*nothing was changed/);
    expect(refused.failures).toEqual(['page first load 72.0 KiB of 35.0 KiB']);
    await expectRefusal(registry.promote('legal', '1.1.0', { ...ACTOR, canaryPercent: 10 }), 409, /over its section's byte budget/);
    await expectRefusal(registry.promote('legal', '1.1.0', { ...ACTOR, overBudget: true }), 400, /needs a reason/);
    expect((await registry.liveMap()).sections.legal?.live.version).toBe('1.0.0');

    await registry.promote('legal', '1.1.0', { ...ACTOR, overBudget: true, reason: 'agreed with the platform team' });
    expect((await registry.liveMap()).sections.legal?.live.version).toBe('1.1.0');
    const [promote, publish] = await registry.history('legal', 2);
    expect(promote).toMatchObject({
      action: 'promote',
      reason: 'over budget on purpose (page first load 72.0 KiB of 35.0 KiB): agreed with the platform team',
    });
    expect(publish).toMatchObject({
      action: 'publish',
      reason: 'over budget on purpose (page first load 72.0 KiB of 35.0 KiB): the chart library, split next sprint',
    });
    // A reason as long as any may be is kept, cut where history's reasons end rather than refused.
    await registry.publish({ ...versionInput('legal', '1.1.1'), budgets, overBudgetReason: 'x'.repeat(500) }, ACTOR);
    expect((await registry.history('legal', 1))[0]?.reason).toHaveLength(500);
    // Within its budgets, nothing is asked.
    await registry.publish({ ...versionInput('legal', '1.2.0'), budgets: [{ measure: 'page first load', bytes: 1000, budgetBytes: 35 * 1024 }] }, ACTOR);
    await registry.promote('legal', '1.2.0', ACTOR);
  });

  test('a version keeps which checks its publish ran and which it skipped; an incomplete record is refused', async () => {
    const checks = { typecheck: 'passed', lint: 'passed', test: 'passed', journeys: 'skipped' } as const;
    await registry.publish({ ...versionInput('legal', '1.0.0'), checks }, ACTOR);
    await registry.publish(versionInput('legal', '1.1.0'), ACTOR);
    expect((await registry.list('legal')).map((version) => [version.version, version.checks])).toEqual([
      ['1.1.0', null],
      ['1.0.0', checks],
    ]);
    await expectRefusal(registry.publish({ ...versionInput('legal', '1.2.0'), checks: { typecheck: 'passed' } as never }, ACTOR), 400, /checks/);
  });

  test('publish refuses what the contract gate refuses, naming each failure', async () => {
    const error = await expectRefusal(
      registry.publish(versionInput('legal', '2.0.0', { contractsMajor: CONTRACTS_MAJOR + 1, shared: [{ name: 'react', requiredVersion: '^20.0.0' }] }), ACTOR),
      409,
      /not compatible with the live shell/,
    );
    expect(error.failures).toEqual([majorRefusal(SHELL_COMPOSED_MAJORS, CONTRACTS_MAJOR + 1), 'react requires ^20.0.0 but the live shell provides 19.3.1']);
    expect(await registry.list()).toEqual([]);
  });

  test('publish refuses invalid input with 400, whoever calls it', async () => {
    await expectRefusal(registry.publish({ ...versionInput('legal', '1.0.0'), version: 'a b' }, ACTOR), 400, /version/);
    await expectRefusal(registry.publish({ ...versionInput('legal', '1.0.0'), routeTable: routeTable('legal', ['no-slash']) }, ACTOR), 400, /routeTable/);
    await expectRefusal(registry.publish(versionInput('legal', '1.0.0'), { ...ACTOR, actor: 'has\nnewline' }), 400, /actor/);
    await expectRefusal(registry.publish(versionInput('legal', '1.0.0'), { ...ACTOR, actor: ' padded' }), 400, /actor/);
    // A token named as the token form suggests, spaces and all, publishes and approves.
    const named = { ...ACTOR, actor: 'token:legal release audit' };
    expect((await registry.publish(versionInput('legal', '1.0.0'), named)).version.publishedBy).toBe('token:legal release audit');
    expect((await registry.approve('legal', '1.0.0', { actor: `token:${'a'.repeat(300)}` })).approval.by).toHaveLength(306);
  });

  test('guarded writes: --expect-live refuses a change over another version, naming it; a second canary needs --replace', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) await registry.publish(versionInput('legal', version), ACTOR);
    await expectRefusal(
      registry.promote('legal', '1.0.0', { ...ACTOR, expectLive: '0.9.0' }),
      409,
      /^legal is live at no version, not 0\.9\.0 as expected; nothing was changed \(someone changed it meanwhile: look at what is live now, or replace it on purpose with --force\)$/,
    );
    await registry.promote('legal', '1.0.0', { ...ACTOR, expectLive: undefined });
    await expectRefusal(registry.promote('legal', '1.1.0', { ...ACTOR, expectLive: '0.9.0' }), 409, /^legal is live at 1\.0\.0, not 0\.9\.0/);
    expect((await registry.promote('legal', '1.1.0', { ...ACTOR, expectLive: '1.0.0' })).release.live).toBe('1.1.0');
    await expectRefusal(registry.rollback('legal', { ...ACTOR, expectLive: '1.0.0' }), 409, /live at 1\.1\.0, not 1\.0\.0/);

    await registry.promote('legal', '1.2.0', { ...ACTOR, canaryPercent: 10 });
    // Moving the same canary to another share is not a second canary.
    expect((await registry.promote('legal', '1.2.0', { ...ACTOR, canaryPercent: 25 })).release.canary).toMatchObject({ version: '1.2.0', percent: 25 });
    await expectRefusal(
      registry.promote('legal', '1.3.0', { ...ACTOR, canaryPercent: 10 }),
      409,
      /already has a canary: 1\.2\.0 for 25 % of visitors; replace it explicitly \(--replace\)/,
    );
    const replaced = await registry.promote('legal', '1.3.0', {
      ...ACTOR,
      actor: 'lee@keyline.example',
      canaryPercent: 10,
      replaceCanary: true,
      reason: 'fixes the footer',
    });
    expect(replaced.release.canary).toMatchObject({ version: '1.3.0', percent: 10 });
    const [canary, abort] = await registry.history('legal', 2);
    expect(canary).toMatchObject({ action: 'canary', toVersion: '1.3.0', actor: 'lee@keyline.example' });
    expect(abort).toMatchObject({
      action: 'canary-abort',
      fromVersion: '1.2.0',
      toVersion: '1.1.0',
      actor: 'lee@keyline.example',
      reason: 'replaced by the canary of 1.3.0: fixes the footer',
    });
  });

  test('a progressive canary moves through its steps by itself while healthy, and is rolled back by itself when not', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) await registry.publish(versionInput('legal', version), ACTOR);
    await registry.promote('legal', '1.0.0', ACTOR);
    await expectRefusal(registry.promote('legal', '1.1.0', { ...ACTOR, steps: [10, 50], stepIntervalSeconds: 1 }), 400, /ending at 100/);
    await expectRefusal(registry.promote('legal', '1.1.0', { ...ACTOR, steps: [50, 10, 100], stepIntervalSeconds: 1 }), 400, /increasing/);
    await expectRefusal(registry.promote('legal', '1.1.0', { ...ACTOR, steps: [10, 100] }), 400, /interval/);
    const options = { minSamples: 10, marginPct: 0 };
    const started = await registry.promote('legal', '1.1.0', { ...ACTOR, steps: [10, 50, 100], stepIntervalSeconds: 1 });
    expect(started.release.canary).toMatchObject({ version: '1.1.0', percent: 10, plan: { steps: [10, 50, 100], intervalSeconds: 1 } });
    expect((await registry.history('legal', 1))[0]).toMatchObject({
      action: 'canary',
      percent: 10,
      reason: 'steps 10,50,100 every 1 s while healthy; held if undecided after 24 h',
    });

    const healthy = async (percent: number) => {
      for (const id of visitorsOf('legal', percent, 'live', 12))
        await registry.recordLoads([{ section: 'legal', version: '1.0.0', ok: true, pageView: pageView() }], { id, network: id });
      for (const id of visitorsOf('legal', percent, 'canary', 12))
        await registry.recordLoads([{ section: 'legal', version: '1.1.0', ok: true, pageView: pageView() }], { id, network: id });
    };
    await healthy(10);
    // Healthy, but the step's interval has not passed yet: the clock is held at the step's start,
    // since recording the loads alone may take longer than the interval on a busy machine.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.parse(started.release.canary?.plan?.stepSince ?? ''));
    expect(await registry.advanceCanaries(options)).toEqual([]);
    clock.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await registry.advanceCanaries(options)).toMatchObject([{ section: 'legal', action: 'canary-step', version: '1.1.0', percent: 50 }]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await registry.advanceCanaries(options)).toMatchObject([{ section: 'legal', action: 'canary-promote', version: '1.1.0' }]);
    expect((await registry.liveMap()).sections.legal).toMatchObject({ live: { version: '1.1.0' } });
    expect((await registry.liveMap()).sections.legal?.canary).toBeUndefined();
    const steps = (await registry.history('legal', 3)).map((entry) => [entry.action, entry.percent, entry.actor]);
    expect(steps).toEqual([
      ['canary-promote', null, 'registry'],
      ['canary-step', 50, 'registry'],
      ['canary', 10, 'platform-token'],
    ]);
    expect((await registry.history('legal', 1))[0]?.reason).toMatch(
      /^steps 10,50,100 done: canary 0\.0 % \(0\/11\), live 0\.0 % \(0\/11\), from 11 and 11 networks, 2 set aside \(the one pulling hardest each way\): within 0 points of live .*; step 3 of 3$/,
    );

    // A failing one stops at its step and is rolled back.
    await registry.promote('legal', '1.2.0', { ...ACTOR, steps: [20, 100], stepIntervalSeconds: 1 });
    for (const id of visitorsOf('legal', 20, 'live', 12))
      await registry.recordLoads([{ section: 'legal', version: '1.1.0', ok: true, pageView: pageView() }], { id, network: id });
    for (const id of visitorsOf('legal', 20, 'canary', 12))
      await registry.recordLoads([{ section: 'legal', version: '1.2.0', ok: false, pageView: pageView() }], { id, network: id });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await registry.advanceCanaries(options)).toMatchObject([{ section: 'legal', action: 'canary-rollback', version: '1.2.0' }]);
    expect((await registry.liveMap()).sections.legal).toMatchObject({ live: { version: '1.1.0' } });
    expect((await registry.history('legal', 1))[0]).toMatchObject({ action: 'canary-rollback', fromVersion: '1.2.0', toVersion: '1.1.0' });
  });

  test('a canary that runs its longest without a verdict is held at its share, saying what the judge waits for, until someone decides', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) await registry.publish(versionInput('legal', version), ACTOR);
    await registry.promote('legal', '1.0.0', ACTOR);
    const options = { minSamples: 10, marginPct: 0, minNetworks: 1 };
    // Steps that cannot finish within the longest duration are refused before anything changes.
    await expectRefusal(
      registry.promote('legal', '1.1.0', { ...ACTOR, steps: [20, 50, 100], stepIntervalSeconds: 60, longestSeconds: 90 }),
      400,
      /^steps 20,50,100 every 1 min take at least 2 min, longer than the canary may run \(90 s\)/,
    );
    const started = await registry.promote('legal', '1.1.0', { ...ACTOR, steps: [20, 50, 100], stepIntervalSeconds: 1, longestSeconds: 2 });
    expect(Date.parse(started.release.canary?.deadline ?? '') - Date.parse(started.release.canary?.since ?? '')).toBe(2000);
    // Legal's traffic is thin: 3 page views in each cohort, of which the judge sets one network's aside, of the 10 it needs.
    for (const [cohort, version] of [
      ['live', '1.0.0'],
      ['canary', '1.1.0'],
    ] as const)
      for (const id of visitorsOf('legal', 20, cohort, 3))
        await registry.recordLoads([{ section: 'legal', version, ok: true, pageView: pageView() }], { id, network: id });
    const [waiting] = (await registry.status({ judge: options })).filter((section) => section.section === 'legal');
    expect(waiting?.judgement).toMatchObject({ verdict: 'insufficient-data', waitingFor: '8 more canary page views and 8 more live page views' });
    expect(await registry.advanceCanaries(options)).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await registry.advanceCanaries(options)).toEqual([
      {
        section: 'legal',
        action: 'canary-hold',
        version: '1.1.0',
        percent: 20,
        reason: 'longest duration (2 s) reached at 20 %; the judge: insufficient-data, waiting for 8 more canary page views and 8 more live page views',
      },
    ]);
    // Held once, and announced once: the next look changes nothing.
    expect(await registry.advanceCanaries(options)).toEqual([]);
    const [held] = (await registry.status({ judge: options })).filter((section) => section.section === 'legal');
    expect(held?.canary).toMatchObject({ version: '1.1.0', percent: 20, heldSince: expect.any(String) });
    expect((await listAudit(db, { limit: 1 }))[0]).toMatchObject({
      actor: 'registry',
      action: 'registry.canary-hold',
      entityId: 'legal',
      details: { live: '1.0.0', canary: '1.1.0', percent: 20, reason: expect.stringMatching(/^longest duration \(2 s\) reached at 20 %/) },
    });
    // Healthy now, but held: it takes no further step, it waits for a person.
    for (const [cohort, version] of [
      ['live', '1.0.0'],
      ['canary', '1.1.0'],
    ] as const)
      for (const id of visitorsOf('legal', 20, cohort, 12).slice(3))
        await registry.recordLoads([{ section: 'legal', version, ok: true, pageView: pageView() }], { id, network: id });
    expect(await registry.advanceCanaries(options)).toEqual([]);
    const [healthy] = (await registry.status({ judge: options })).filter((section) => section.section === 'legal');
    expect(healthy?.judgement).toMatchObject({ verdict: 'healthy', waitingFor: 'someone to promote it or roll it back: it is held' });
    expect((await registry.promote('legal', '1.1.0', { ...ACTOR, expectLive: '1.0.0' })).release).toMatchObject({ live: '1.1.0', canary: null });

    // A hand-run canary is held too once it has run its longest.
    await registry.promote('legal', '1.2.0', { ...ACTOR, canaryPercent: 5, longestSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await registry.advanceCanaries(options)).toMatchObject([{ section: 'legal', action: 'canary-hold', version: '1.2.0', percent: 5 }]);
  });

  test('a change that does not name what it replaces is recorded as forced', async () => {
    for (const version of ['1.0.0', '1.1.0']) await registry.publish(versionInput('legal', version), ACTOR);
    await registry.promote('legal', '1.0.0', { ...ACTOR, expectLive: null });
    await registry.promote('legal', '1.1.0', ACTOR);
    await registry.rollback('legal', { ...ACTOR, expectLive: '1.1.0' });
    expect((await registry.history('legal', 3)).map((entry) => [entry.action, entry.toVersion, entry.forced])).toEqual([
      ['rollback', '1.0.0', false],
      ['promote', '1.1.0', true],
      ['promote', '1.0.0', false],
    ]);
    expect((await listAudit(db, { limit: 3 })).map((entry) => entry.details.forced ?? false)).toEqual([false, true, false]);
    // Nothing live yet is an expectation too.
    await registry.publish(versionInput('partners', '1.0.0'), ACTOR);
    await expectRefusal(registry.promote('legal', '1.1.0', { ...ACTOR, expectLive: null }), 409, /^legal is live at 1\.0\.0, not no version as expected/);
  });

  test('two promotes at once with --expect-live: exactly one wins, the other is refused naming the new live version', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) await registry.publish(versionInput('legal', version), ACTOR);
    await registry.promote('legal', '1.0.0', ACTOR);
    const other = new Registry(db);
    const results = await Promise.allSettled([
      registry.promote('legal', '1.1.0', { ...ACTOR, expectLive: '1.0.0' }),
      other.promote('legal', '1.2.0', { ...ACTOR, expectLive: '1.0.0' }),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const live = (await registry.liveMap()).sections.legal?.live.version;
    expect((lost[0]?.reason as RegistryRefusal | undefined)?.message).toMatch(
      new RegExp(`^legal is live at ${live}, not 1\\.0\\.0 as expected; nothing was changed`),
    );
    expect((await registry.history('legal', 10)).filter((entry) => entry.action === 'promote')).toHaveLength(2);
  });

  test('promote, canary, canary-promote and rollback walk live back through history', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) await registry.publish(versionInput('legal', version), ACTOR);
    await expectRefusal(registry.promote('legal', '9.9.9', ACTOR), 404, /no version "9.9.9"/);
    await expectRefusal(registry.promote('blog', '1.0.0', ACTOR), 404, /no section "blog"/);
    await expectRefusal(registry.promote('legal', '1.1.0', { ...ACTOR, canaryPercent: 10 }), 409, /no live version yet/);
    await expectRefusal(registry.rollback('legal', ACTOR), 409, /no live version to roll back/);

    expect(await registry.promote('legal', '1.0.0', ACTOR)).toMatchObject({ action: 'promote', release: { live: '1.0.0', canary: null } });
    expect((await registry.promote('legal', '1.0.0', ACTOR)).action).toBe('unchanged');
    await expectRefusal(registry.rollback('legal', ACTOR), 409, /no earlier live version/);
    await registry.promote('legal', '1.1.0', { ...ACTOR, reason: 'new privacy policy' });
    const canary = await registry.promote('legal', '1.2.0', { ...ACTOR, canaryPercent: 10 });
    expect(canary).toMatchObject({ action: 'canary', release: { live: '1.1.0', canary: { version: '1.2.0', percent: 10, since: expect.any(String) } } });
    await expectRefusal(registry.promote('legal', '1.1.0', ACTOR), 409, /already live; roll back to stop the canary/);
    await expectRefusal(registry.promote('legal', '1.1.0', { ...ACTOR, canaryPercent: 10 }), 409, /already live/);
    await expectRefusal(registry.promote('legal', '1.2.0', { ...ACTOR, canaryPercent: 100 }), 400, /1 to 99/);

    const live = (await registry.liveMap()).sections.legal;
    expect(live?.live.version).toBe('1.1.0');
    expect(live?.canary).toMatchObject({ version: { version: '1.2.0' }, percent: 10 });
    expect((await registry.list('legal')).map(({ version, live: isLive, canary: isCanary }) => [version, isLive, isCanary])).toEqual([
      ['1.3.0', false, false],
      ['1.2.0', false, true],
      ['1.1.0', true, false],
      ['1.0.0', false, false],
    ]);

    expect(await registry.promote('legal', '1.2.0', ACTOR)).toMatchObject({ action: 'canary-promote', release: { live: '1.2.0', canary: null } });
    await registry.promote('legal', '1.3.0', ACTOR);
    await registry.promote('legal', '1.1.0', { ...ACTOR, canaryPercent: 5 });
    expect(await registry.rollback('legal', { actor: 'ada@keyline.example', reason: 'looks odd' })).toMatchObject({
      action: 'canary-abort',
      release: { live: '1.3.0', canary: null },
    });
    expect((await registry.rollback('legal', ACTOR)).release.live).toBe('1.2.0');
    expect((await registry.rollback('legal', ACTOR)).release.live).toBe('1.1.0');
    expect((await registry.rollback('legal', ACTOR)).release.live).toBe('1.0.0');
    await expectRefusal(registry.rollback('legal', ACTOR), 409, /no earlier live version/);

    const history = await registry.history('legal', 100);
    expect(history.filter((entry) => entry.action !== 'publish').map((entry) => [entry.action, entry.fromVersion, entry.toVersion])).toEqual([
      ['rollback', '1.1.0', '1.0.0'],
      ['rollback', '1.2.0', '1.1.0'],
      ['rollback', '1.3.0', '1.2.0'],
      ['canary-abort', '1.1.0', '1.3.0'],
      ['canary', '1.3.0', '1.1.0'],
      ['promote', '1.2.0', '1.3.0'],
      ['canary-promote', '1.1.0', '1.2.0'],
      ['canary', '1.1.0', '1.2.0'],
      ['promote', '1.0.0', '1.1.0'],
      ['promote', null, '1.0.0'],
    ]);
    expect(history.find((entry) => entry.action === 'canary-abort')).toMatchObject({ actor: 'ada@keyline.example', reason: 'looks odd' });
    expect(await registry.history(undefined, 3)).toHaveLength(3);
  });

  test('promote runs the gate again against the shell of the moment', async () => {
    await registry.publish(versionInput('legal', '1.0.0'), ACTOR);
    const newerShell = { ...SHELL, shared: { ...SHELL.shared, react: '20.1.0' } };
    const error = await expectRefusal(registry.promote('legal', '1.0.0', { ...ACTOR, shell: newerShell }), 409, /not compatible/);
    expect(error.failures).toEqual(['react requires ^19.3.1 but the live shell provides 20.1.0']);
  });

  test('a page view whose section loaded and then failed (at render, or running) counts once, as failed; status says where and groups the fault', async () => {
    await registry.publish(versionInput('legal', '1.0.0'), ACTOR);
    await registry.promote('legal', '1.0.0', ACTOR);
    const view = pageView();
    const visitor = { id: newVisitorId(), network: 'net-a' };
    const failure = { section: 'legal', version: '1.0.0', ok: false, stage: 'render', route: '/legal/:policy', fingerprint: '0a1b2c3d' } as const;
    expect(await registry.recordLoads([{ section: 'legal', version: '1.0.0', ok: true, loadMs: 120, pageView: view }], visitor)).toBe(1);
    expect(await registry.recordLoads([{ ...failure, error: 'TypeError: policy.sections is undefined', pageView: view }], visitor)).toBe(1);
    // The same fault again in that page view, and a success after it, change nothing.
    expect(await registry.recordLoads([{ ...failure, error: 'TypeError: policy.sections is undefined', pageView: view }], visitor)).toBe(0);
    expect(await registry.recordLoads([{ section: 'legal', version: '1.0.0', ok: true, pageView: view }], visitor)).toBe(0);
    // One beacon naming a page view twice (sent by anyone) is one page view, its failure kept.
    const twice = pageView();
    expect(
      await registry.recordLoads(
        [
          { section: 'legal', version: '1.0.0', ok: true, pageView: twice },
          { ...failure, stage: 'runtime', error: 'Error: 42 is not a policy', pageView: twice },
        ],
        visitor,
      ),
    ).toBe(1);
    await expectRefusal(registry.recordLoads([{ ...failure, stage: 'paint' as 'render', pageView: pageView() }], visitor), 400, /stage/);
    await expectRefusal(registry.recordLoads([{ ...failure, route: 'legal?x=1', pageView: pageView() }], visitor), 400, /route/);
    await expectRefusal(registry.recordLoads([{ ...failure, fingerprint: 'nothex!!', pageView: pageView() }], visitor), 400, /fingerprint/);

    const [legal] = (await registry.status()).filter((status) => status.section === 'legal');
    const version = legal?.versions.find((stats) => stats.version === '1.0.0');
    expect(version).toMatchObject({ loads: 2, errors: 2 });
    expect(version?.topErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          message: 'TypeError: policy.sections is undefined',
          count: 1,
          stage: 'render',
          route: '/legal/:policy',
          fingerprint: '0a1b2c3d',
        }),
        expect.objectContaining({ message: 'Error: 42 is not a policy', count: 1, stage: 'runtime', route: '/legal/:policy' }),
      ]),
    );
  });

  test('loads count only where the server can attribute them; a failing canary is rolled back by the registry itself', async () => {
    for (const version of ['1.0.0', '1.1.0']) await registry.publish(versionInput('partners', version), ACTOR);
    await registry.promote('partners', '1.0.0', ACTOR);
    // No canary: a visitor without a cohort was served the live version; its load counts once, as live, for the dashboards.
    const anonymousView = pageView();
    expect(await registry.recordLoads([{ section: 'partners', version: '1.0.0', ok: true, pageView: anonymousView }], {})).toBe(1);
    expect(await registry.recordLoads([{ section: 'partners', version: '1.0.0', ok: true, pageView: anonymousView }], {})).toBe(0);
    expect(await registry.recordLoads([{ section: 'partners', version: '1.1.0', ok: false, pageView: pageView() }], {})).toBe(0);
    expect(await registry.recordLoads([{ section: 'partners', version: '1.0.0', ok: false }], {})).toBe(0);
    const options = { minSamples: 50, marginPct: 0 };
    expect(await registry.evaluateCanary('partners', options)).toBeNull();
    await registry.promote('partners', '1.1.0', { ...ACTOR, canaryPercent: 20 });
    const [liveVisitor = ''] = visitorsOf('partners', 20, 'live', 1);
    const [canaryVisitor = ''] = visitorsOf('partners', 20, 'canary', 1);

    // Counted nowhere: an unknown version, no signed visitor while a canary runs, no page view, a version this visitor was not served.
    expect(
      await registry.recordLoads([{ section: 'partners', version: '6.6.6', ok: false, pageView: pageView() }], { id: liveVisitor, network: liveVisitor }),
    ).toBe(0);
    expect(await registry.recordLoads([{ section: 'partners', version: '1.1.0', cohort: 'canary', ok: false, pageView: pageView() }], {})).toBe(0);
    expect(
      await registry.recordLoads([{ section: 'partners', version: '1.1.0', cohort: 'canary', ok: false }], { id: canaryVisitor, network: canaryVisitor }),
    ).toBe(0);
    expect(
      await registry.recordLoads([{ section: 'partners', version: '1.1.0', cohort: 'canary', ok: false, pageView: pageView() }], {
        id: liveVisitor,
        network: liveVisitor,
      }),
    ).toBe(0);
    expect(
      await registry.recordLoads([{ section: 'partners', version: '1.0.0', cohort: 'live', ok: false, pageView: pageView() }], {
        id: canaryVisitor,
        network: canaryVisitor,
      }),
    ).toBe(0);
    await expectRefusal(
      registry.recordLoads(loads(51, { section: 'partners', version: '1.0.0' }), { id: liveVisitor, network: liveVisitor }),
      400,
      /at most 50/,
    );
    await expectRefusal(
      registry.recordLoads([{ section: 'partners', version: '1.0.0', cohort: 'beta' as 'live', ok: true }], { id: liveVisitor, network: liveVisitor }),
      400,
      /cohort/,
    );

    // One page view is one load, and one visitor weighs at most MAX_LOADS_PER_VISITOR; alone, its network is set aside.
    const view = pageView();
    expect(
      await registry.recordLoads([{ section: 'partners', version: '1.1.0', ok: false, pageView: view }], { id: canaryVisitor, network: canaryVisitor }),
    ).toBe(1);
    expect(
      await registry.recordLoads([{ section: 'partners', version: '1.1.0', ok: false, pageView: view }], { id: canaryVisitor, network: canaryVisitor }),
    ).toBe(0);
    for (let index = 0; index < 20; index++)
      await registry.recordLoads([{ section: 'partners', version: '1.1.0', ok: false, pageView: pageView() }], { id: canaryVisitor, network: canaryVisitor });
    expect(await registry.evaluateCanary('partners', options)).toMatchObject({
      verdict: 'insufficient-data',
      reason:
        'canary 0.0 % (0/0), live 0.0 % (0/0), from 0 and 0 networks, 1 set aside (the one pulling hardest each way): 10 networks are needed in each cohort before judging',
      waitingFor: '10 more canary client networks, 10 more live client networks, 50 more canary page views and 50 more live page views',
    });

    const report = (visitors: string[], version: string, failures: number) =>
      Promise.all(
        visitors.map((id, index) =>
          registry.recordLoads([{ section: 'partners', version, ok: index >= failures, loadMs: 100, pageView: pageView() }], { id, network: id }),
        ),
      );
    await report(visitorsOf('partners', 20, 'live', 60), '1.0.0', 1);
    await report(visitorsOf('partners', 20, 'canary', 25), '1.1.0', 7);
    expect(await registry.evaluateCanary('partners', options)).toMatchObject({ verdict: 'insufficient-data', rolledBack: false });
    await report(visitorsOf('partners', 20, 'canary', 25), '1.1.0', 7);

    const evaluation = await registry.evaluateCanary('partners', options);
    expect(evaluation).toMatchObject({ section: 'partners', version: '1.1.0', verdict: 'rollback', rolledBack: true });
    expect(evaluation?.reason).toMatch(
      /^canary 28\.0 % \(14\/50\), live 0\.0 % \(0\/59\), from 50 and 59 networks, 2 set aside \(the one pulling hardest each way\): worse than live beyond 0 points \(z = \d+\.\d\d ≥ 3\.29, one-sided two-proportion z-test against a tolerance of 0 points\)$/,
    );
    expect((await registry.liveMap()).sections.partners).toEqual({ live: expect.objectContaining({ version: '1.0.0' }), updatedAt: expect.any(String) });
    expect((await registry.history('partners', 1))[0]).toMatchObject({
      action: 'canary-rollback',
      fromVersion: '1.1.0',
      toVersion: '1.0.0',
      actor: 'registry',
      reason: evaluation?.reason,
    });
    expect((await listAudit(db, { limit: 1 }))[0]).toMatchObject({ actor: 'registry', action: 'registry.canary-rollback' });
    expect(await registry.evaluateCanary('partners', options)).toBeNull();
    // Listed with the judge's rollback, for whoever thinks of promoting it again.
    const listed = await registry.list('partners');
    expect(listed.find((version) => version.version === '1.1.0')?.judgeRollback).toEqual({ at: expect.any(String), reason: evaluation?.reason });
    expect(listed.find((version) => version.version === '1.0.0')?.judgeRollback).toBeNull();

    // A new canary of the same version is judged on its own loads, not the old ones.
    await registry.promote('partners', '1.1.0', { ...ACTOR, canaryPercent: 5 });
    expect(await registry.evaluateCanary('partners', options)).toMatchObject({
      verdict: 'insufficient-data',
      reason: expect.stringMatching(/^canary 0\.0 % \(0\/0\)/),
    });
  });

  test('one network weighs at most CANARY_NETWORK_VISITORS_PER_HOUR visitors an hour, and alone decides nothing however many cookies it holds', async () => {
    for (const version of ['1.0.0', '1.1.0']) await registry.publish(versionInput('partners', version), ACTOR);
    await registry.promote('partners', '1.0.0', ACTOR);
    await registry.promote('partners', '1.1.0', { ...ACTOR, canaryPercent: 50 });
    const options = { minSamples: 10, marginPct: 0, minNetworks: 3, networkVisitorsPerHour: 4 };
    const report = async (cohort: 'live' | 'canary', count: number, ok: boolean, network: (index: number) => string) => {
      for (const [index, id] of visitorsOf('partners', 50, cohort, count).entries())
        for (let load = 0; load < 5; load++)
          await registry.recordLoads([{ section: 'partners', version: cohort === 'live' ? '1.0.0' : '1.1.0', ok, pageView: pageView() }], {
            id,
            network: network(index),
          });
    };
    // The auditor's attack: 30 canary cookies failing, 30 live ones succeeding, 5 loads each, from one network.
    await report('canary', 30, false, () => 'forger');
    await report('live', 30, true, () => 'forger');
    expect(await registry.evaluateCanary('partners', options)).toMatchObject({
      verdict: 'insufficient-data',
      rolledBack: false,
      reason: expect.stringMatching(/^canary 0\.0 % \(0\/0\), live 0\.0 % \(0\/0\), from 0 and 0 networks, 1 set aside/),
    });
    // Three networks of real visitors of each cohort, the canary failing: 4 visitors of each network count this hour (20 loads), not 8.
    await report('canary', 24, false, (index) => `canary-${index % 3}`);
    await report('live', 24, true, (index) => `live-${index % 3}`);
    const evaluation = await registry.evaluateCanary('partners', options);
    expect(evaluation).toMatchObject({ verdict: 'insufficient-data', rolledBack: false });
    expect(evaluation?.reason).toMatch(/^canary 100\.0 % \(\d+\/\d+\), live 0\.0 % \(0\/\d+\), from [23] and [23] networks, 2 set aside/);
    expect(evaluation?.reason).toMatch(/\((40|60)\/(40|60)\), live 0\.0 % \(0\/(40|60)\)/);
    // A fourth network in each cohort: the judge decides on the real visitors' numbers (4 visitors, 20 loads, of each network), the forger's set aside.
    await report('canary', 4, false, () => 'canary-3');
    await report('live', 4, true, () => 'live-3');
    const decided = await registry.evaluateCanary('partners', options);
    expect(decided).toMatchObject({ verdict: 'rollback', rolledBack: true });
    expect(decided?.reason).toMatch(/^canary 100\.0 % \(80\/80\), live 0\.0 % \(0\/60\), from 4 and 3 networks, 2 set aside/);
  });

  test('status: live, canary, per-version loads, errors, percentiles and recent visitors', async () => {
    for (const version of ['1.0.0', '1.1.0']) await registry.publish(versionInput('resources', version), ACTOR);
    await registry.promote('resources', '1.0.0', ACTOR);
    await registry.promote('resources', '1.1.0', { ...ACTOR, canaryPercent: 25 });
    const times = [100, 200, 300, 400];
    const live = visitorsOf('resources', 25, 'live', 4);
    for (const [index, loadMs] of times.entries()) {
      await registry.recordLoads(
        [
          {
            section: 'resources',
            version: '1.0.0',
            ok: index > 0,
            loadMs,
            pageView: pageView(),
            ...(index > 0 ? {} : { error: 'ChunkLoadError: Loading chunk 7 failed' }),
          },
        ],
        { id: live[index], network: live[index] },
      );
    }
    const [canaryVisitor] = visitorsOf('resources', 25, 'canary', 1);
    await registry.recordLoads([{ section: 'resources', version: '1.1.0', ok: true, loadMs: 50, pageView: pageView() }], {
      id: canaryVisitor,
      network: canaryVisitor,
    });
    // A reviewer's preview of 1.1.0 failing twice: counted apart, not as the canary's visitors' loads.
    for (let view = 0; view < 2; view++)
      await registry.recordLoads([{ section: 'resources', version: '1.1.0', ok: false, loadMs: 9000, error: 'reviewing a draft', pageView: pageView() }], {
        id: live[0],
        network: live[0],
        preview: { section: 'resources', version: '1.1.0' },
      });

    const status = await registry.status({ recentVisitors: 3, judge: { minSamples: 3, marginPct: 0, minNetworks: 1 } });
    expect(status.map((section) => section.section)).toEqual(['solutions', 'resources', 'partners', 'legal', 'admin', 'shell']);
    const resources = status.find((section) => section.section === 'resources');
    expect(resources).toMatchObject({
      live: '1.0.0',
      liveSince: { by: 'platform-token', action: 'promote', at: expect.any(String) },
      canary: { version: '1.1.0', percent: 25, deadline: expect.any(String) },
      // A rollback now aborts the canary: everyone gets live.
      rollbackTo: '1.0.0',
      judgement: { verdict: 'insufficient-data', reason: expect.any(String), waitingFor: expect.stringMatching(/more canary page views?/) },
    });
    expect(resources?.versions.toSorted((a, b) => a.version.localeCompare(b.version))).toEqual([
      {
        version: '1.0.0',
        loads: 4,
        errors: 1,
        errorRate: 25,
        p50Ms: 250,
        p75Ms: 325,
        previews: 0,
        topErrors: [
          {
            message: 'ChunkLoadError: Loading chunk 7 failed',
            count: 1,
            firstSeen: expect.any(String),
            lastSeen: expect.any(String),
            stage: 'load',
            route: null,
            fingerprint: null,
          },
        ],
        vitals: {},
      },
      {
        version: '1.1.0',
        loads: 1,
        errors: 0,
        errorRate: 0,
        p50Ms: 50,
        p75Ms: 50,
        previews: 2,
        topErrors: [expect.objectContaining({ message: 'reviewing a draft', count: 2 })],
        vitals: {},
      },
    ]);
    expect(resources?.recentVisitors).toHaveLength(3);
    expect(resources?.recentVisitors.map((load) => [load.cohort, load.ok])).toEqual([
      ['preview', false],
      ['preview', false],
      ['canary', true],
    ]);
    expect(resources?.recentVisitors[2]).toMatchObject({ visitor: canaryVisitor, version: '1.1.0' });
    expect(status.find((section) => section.section === 'legal')).toEqual({
      section: 'legal',
      live: null,
      liveSince: null,
      canary: null,
      rollbackTo: null,
      judgement: null,
      integrity: [],
      versions: [],
      recentVisitors: [],
    });
  });

  test('vitals count only with a counted load of their page view, once per metric and page view; status shows their p75 per version', async () => {
    await registry.publish(versionInput('legal', '1.0.0'), ACTOR);
    await registry.promote('legal', '1.0.0', ACTOR);
    const vital = (view: string, name: 'LCP' | 'INP' | 'CLS', value: number) => ({
      section: 'legal' as const,
      version: '1.0.0',
      name,
      value,
      page: '/legal/:policy',
      pageView: view,
    });
    const views = [pageView(), pageView(), pageView(), pageView()];
    for (const view of views) await registry.recordLoads([{ section: 'legal', version: '1.0.0', ok: true, pageView: view }], {});

    // A made-up page view, or one whose load was another version's, weighs nothing.
    expect(await registry.recordVitals([vital(pageView(), 'LCP', 100)], {})).toBe(0);
    expect(await registry.recordVitals([{ ...vital(views[0] ?? '', 'LCP', 100), version: '9.9.9' }], {})).toBe(0);
    await expectRefusal(registry.recordVitals([{ ...vital(views[0] ?? '', 'CLS', 101) }], {}), 400, /out of range/);

    for (const [index, view] of views.entries()) {
      expect(await registry.recordVitals([vital(view, 'LCP', 1000 * (index + 1)), vital(view, 'CLS', 0.04 * index)], {})).toBe(2);
    }
    // INP grows while the page is open: the later, larger report replaces the first; a smaller one does not.
    await registry.recordVitals([vital(views[0] ?? '', 'INP', 80)], {});
    await registry.recordVitals([vital(views[0] ?? '', 'INP', 240)], {});
    await registry.recordVitals([vital(views[0] ?? '', 'INP', 120)], {});

    const legal = (await registry.status()).find((section) => section.section === 'legal');
    expect(legal?.versions[0]?.vitals).toEqual({ LCP: { p75: 3250, samples: 4 }, CLS: { p75: 0.09, samples: 4 }, INP: { p75: 240, samples: 1 } });
  });

  test('a canary whose pages are clearly slower than live is rolled back on speed, naming the metric; speed never holds one back', async () => {
    for (const version of ['1.0.0', '1.1.0']) await registry.publish(versionInput('partners', version), ACTOR);
    await registry.promote('partners', '1.0.0', ACTOR);
    await registry.promote('partners', '1.1.0', { ...ACTOR, canaryPercent: 50 });
    const options = { minSamples: 20, marginPct: 0, vitalsMarginPct: 20 };
    const visit = async (cohort: 'live' | 'canary', count: number, lcp: (index: number) => number) => {
      const version = cohort === 'live' ? '1.0.0' : '1.1.0';
      for (const [index, id] of visitorsOf('partners', 50, cohort, count).entries()) {
        const view = pageView();
        await registry.recordLoads([{ section: 'partners', version, ok: true, pageView: view }], { id, network: id });
        await registry.recordVitals([{ section: 'partners', version, name: 'LCP', value: lcp(index), page: '/partners', pageView: view }], { id, network: id });
      }
    };
    await visit('live', 40, (index) => 900 + index * 10);
    // Healthy on errors, and no speed yet: the error judge's verdict stands.
    expect(await registry.evaluateCanary('partners', options)).toMatchObject({ verdict: 'insufficient-data', rolledBack: false });
    await visit('canary', 40, (index) => 2500 + index * 10);

    const evaluation = await registry.evaluateCanary('partners', options);
    expect(evaluation).toMatchObject({ version: '1.1.0', verdict: 'rollback', rolledBack: true });
    // One network set aside each way: of those pulling equally, the first by name, so which sample goes varies with the visitor ids.
    expect(evaluation?.reason).toMatch(
      /^LCP p75: canary 2\.(79|80) s \(39\), live 1\.(19|20) s \(39\); 100 % of the canary's samples exceed .*slower than live beyond the margin/,
    );
    expect((await registry.history('partners', 1))[0]).toMatchObject({ action: 'canary-rollback', actor: 'registry', reason: evaluation?.reason });
  });

  test('diff compares two versions; unknown ones are 404', async () => {
    await registry.publish(versionInput('solutions', '1.0.0', { routeTable: routeTable('solutions', ['/solutions', '/solutions/old']), bytes: 2000 }), ACTOR);
    await registry.publish(versionInput('solutions', '1.1.0', { routeTable: routeTable('solutions', ['/solutions', '/solutions/new']), bytes: 1800 }), ACTOR);
    expect(await registry.diff('solutions', '1.0.0', '1.1.0')).toMatchObject({
      routes: { added: ['/solutions/new'], removed: ['/solutions/old'], changed: [] },
      bytes: { a: 2000, b: 1800, delta: -200 },
    });
    await expectRefusal(registry.diff('solutions', '1.0.0', '2.0.0'), 404, /no version "2.0.0"/);
    await expectRefusal(registry.diff('nope', '1.0.0', '1.1.0'), 404, /no section/);
  });

  test('gc keeps the newest, the live and the canary version, and keeps history', async () => {
    const versions = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0', '1.6.0'];
    for (const version of versions) await registry.publish(versionInput('admin', version), ACTOR);
    await registry.publish(versionInput('legal', '1.0.0'), ACTOR);
    await registry.promote('admin', '1.0.0', ACTOR);
    await registry.promote('admin', '1.1.0', { ...ACTOR, canaryPercent: 50 });

    expect((await registry.gc('admin', 2)).forgotten).toEqual([
      { section: 'admin', version: '1.2.0' },
      { section: 'admin', version: '1.3.0' },
      { section: 'admin', version: '1.4.0' },
    ]);
    expect((await registry.list('admin')).map((version) => version.version)).toEqual(['1.6.0', '1.5.0', '1.1.0', '1.0.0']);
    expect((await registry.gc(undefined, 0)).forgotten).toEqual([
      { section: 'admin', version: '1.5.0' },
      { section: 'admin', version: '1.6.0' },
      { section: 'legal', version: '1.0.0' },
    ]);
    expect((await registry.list()).map((version) => version.version)).toEqual(['1.1.0', '1.0.0']);
    expect((await registry.history('admin', 100)).filter((entry) => entry.action === 'publish')).toHaveLength(7);
    await expectRefusal(registry.gc('admin', -1), 400, /keep/);
  });

  test('gc keeps what open tabs and a rollback still need: the previous live, anything live or canary within the window, and what a preview names', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0']) await registry.publish(versionInput('legal', version), ACTOR);
    await registry.promote('legal', '1.0.0', ACTOR);
    await registry.promote('legal', '1.1.0', ACTOR);
    await registry.promote('legal', '1.2.0', ACTOR);
    await registry.recordPreviewLink('legal', '1.3.0', new Date(Date.now() + 3_600_000), 'lee@keyline.example');
    await registry.recordPreviewLink('legal', '1.4.0', new Date(Date.now() - 1000), 'lee@keyline.example');

    const dryRun = await registry.gc('legal', 0, { dryRun: true });
    expect(dryRun).toMatchObject({ dryRun: true, forgotten: [{ section: 'legal', version: '1.4.0' }] });
    expect(Object.fromEntries(dryRun.protected.map((entry) => [entry.version, entry.reasons]))).toEqual({
      '1.0.0': ['live or canary within the last 24 h (open tabs may still load it)'],
      '1.1.0': ['the rollback target (live before the current one)', 'live or canary within the last 24 h (open tabs may still load it)'],
      '1.2.0': ['live', 'live or canary within the last 24 h (open tabs may still load it)'],
      '1.3.0': [expect.stringMatching(/^named by a preview link until \d{4}-/)],
    });
    expect(await registry.list('legal')).toHaveLength(5);

    expect((await registry.gc('legal', 0)).forgotten).toEqual([{ section: 'legal', version: '1.4.0' }]);
    expect((await registry.rollback('legal', ACTOR)).release.live).toBe('1.1.0');

    // Outside the window, only live, the rollback target and previews remain protected.
    const noWindow = new Registry(db, { retentionHours: 0 });
    expect((await noWindow.gc('legal', 0)).forgotten).toEqual([{ section: 'legal', version: '1.2.0' }]);
    expect((await registry.list('legal')).map((version) => version.version)).toEqual(['1.3.0', '1.1.0', '1.0.0']);
  });

  test('rollback skips versions that gc forgot', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      await registry.publish(versionInput('legal', version), ACTOR);
      await registry.promote('legal', version, ACTOR);
    }
    await db.query("DELETE FROM remote_versions WHERE section = 'legal' AND version = '1.1.0'");
    expect((await registry.rollback('legal', ACTOR)).release.live).toBe('1.0.0');
  });
  test('a check at rest that finds files changed is audited once per change (a notification event), not at every check or by every server', async () => {
    await registry.publish(versionInput('legal', '1.0.0'), ACTOR);
    const changed = { file: 'remoteEntry.js', problem: 'content differs from the published digest' };
    await registry.recordIntegrityCheck('legal', '1.0.0', []);
    await registry.recordIntegrityCheck('legal', '1.0.0', [changed]);
    // Found again by the next check, or by another server checking the same storage: nothing new.
    await registry.recordIntegrityCheck('legal', '1.0.0', [changed]);
    await registry.recordIntegrityCheck('legal', '1.0.0', [changed, { file: 'mf-manifest.json', problem: 'missing' }]);
    await registry.recordIntegrityCheck('legal', '1.0.0', []);
    const audit = await listAudit(db, { action: 'registry.integrity-mismatch' });
    expect(audit.map((entry) => entry.details.files)).toEqual([['mf-manifest.json', 'remoteEntry.js'], ['remoteEntry.js']]);
    expect(audit[1]).toMatchObject({ actor: 'registry', entityId: 'legal', details: { version: '1.0.0', mismatches: [changed] } });
  });

  describe('releases approved by a second person (RELEASE_APPROVAL=required)', () => {
    const publisher = { actor: 'lee@keyline.example', shell: SHELL };
    const second = { actor: 'ada@keyline.example' };
    let approving: Registry;
    beforeEach(() => {
      approving = new Registry(db, { approval: 'required' });
    });

    test('an unapproved version neither goes live nor into canary; the refusal says who must approve', async () => {
      await approving.publish(versionInput('legal', '1.0.0'), publisher);
      const refused = await expectRefusal(
        approving.promote('legal', '1.0.0', publisher),
        409,
        /needs approval by someone other than its publisher \(lee@keyline\.example\)/,
      );
      expect(refused.message).toMatch(/npm run remotes -- approve legal 1\.0\.0/);
      // A second person approves; then anyone who may promote does it, the publisher included.
      await approving.approve('legal', '1.0.0', second);
      expect((await approving.promote('legal', '1.0.0', publisher)).action).toBe('promote');

      await approving.publish(versionInput('legal', '1.1.0'), publisher);
      await expectRefusal(approving.promote('legal', '1.1.0', { ...publisher, canaryPercent: 10 }), 409, /needs approval/);
      await expectRefusal(approving.promote('legal', '1.1.0', { ...publisher, steps: [10, 100], stepIntervalSeconds: 60 }), 409, /needs approval/);
      expect((await approving.releases()).find((release) => release.section === 'legal')).toMatchObject({ live: '1.0.0', canary: null });
      await approving.approve('legal', '1.1.0', second);
      expect((await approving.promote('legal', '1.1.0', { ...publisher, canaryPercent: 10 })).action).toBe('canary');
      expect((await approving.promote('legal', '1.1.0', publisher)).action).toBe('canary-promote');
      // Rolling back returns to a version that was live: nothing new reaches visitors.
      expect((await approving.rollback('legal', publisher)).release.live).toBe('1.0.0');
    });

    test('the publisher cannot approve their own version; a second approval changes nothing', async () => {
      await approving.publish(versionInput('legal', '1.0.0'), publisher);
      await expectRefusal(
        approving.approve('legal', '1.0.0', { actor: publisher.actor }),
        403,
        /lee@keyline\.example published legal 1\.0\.0, so someone else approves it/,
      );
      expect((await approving.list('legal'))[0]?.approval).toBeNull();

      const approved = await approving.approve('legal', '1.0.0', { ...second, reason: 'read the diff: privacy policy wording' });
      expect(approved).toMatchObject({
        outcome: 'approved',
        section: 'legal',
        version: '1.0.0',
        approval: { by: second.actor, reason: 'read the diff: privacy policy wording' },
      });
      const again = await approving.approve('legal', '1.0.0', { actor: 'sam@keyline.example' });
      expect(again).toMatchObject({ outcome: 'already-approved', approval: { by: second.actor } });
      // Once approved, even the publisher asking again is told it is approved, not refused.
      expect((await approving.approve('legal', '1.0.0', { actor: publisher.actor })).outcome).toBe('already-approved');
      expect((await approving.list('legal'))[0]?.approval).toEqual({
        by: second.actor,
        at: approved.approval.at,
        reason: 'read the diff: privacy policy wording',
      });

      await expectRefusal(approving.approve('legal', '9.9.9', second), 404, /no version "9.9.9"/);
      await expectRefusal(approving.approve('nope', '1.0.0', second), 404, /no section/);
    });

    test('the approval is in history and the audit log, with what was approved and what was live', async () => {
      await approving.publish(versionInput('legal', '1.0.0'), publisher);
      await approving.approve('legal', '1.0.0', second);
      await approving.promote('legal', '1.0.0', publisher);
      await approving.publish(versionInput('legal', '1.1.0', { commit: 'def456', dirty: true }), publisher);
      await approving.approve('legal', '1.1.0', { ...second, reason: 'checked it' });

      const history = await approving.history('legal');
      expect(history[0]).toMatchObject({ action: 'approve', fromVersion: '1.0.0', toVersion: '1.1.0', actor: second.actor, reason: 'checked it' });
      expect(history.map((entry) => entry.action)).toEqual(['approve', 'publish', 'promote', 'approve', 'publish']);
      // Each publish told those subscribed that it waits for a second person (a notification event).
      expect((await listAudit(db, { action: 'registry.approval-needed' })).map((entry) => [entry.actor, entry.details])).toEqual([
        [publisher.actor, { version: '1.1.0' }],
        [publisher.actor, { version: '1.0.0' }],
      ]);
      const audit = await listAudit(db, { action: 'registry.approve' });
      expect(audit[0]).toMatchObject({
        actor: second.actor,
        entityId: 'legal',
        details: { from: '1.0.0', to: '1.1.0', reason: 'checked it', publishedBy: publisher.actor, commit: 'def456', dirty: true },
      });
    });

    test('an approval goes with its version when gc forgets it, and does not keep a version as if it had been live', async () => {
      for (const version of ['1.0.0', '1.1.0', '1.2.0']) await approving.publish(versionInput('legal', version), publisher);
      await approving.approve('legal', '1.0.0', second);
      await approving.promote('legal', '1.0.0', publisher);
      await approving.approve('legal', '1.2.0', second);
      expect((await approving.gc('legal', 0)).forgotten).toEqual([
        { section: 'legal', version: '1.1.0' },
        { section: 'legal', version: '1.2.0' },
      ]);
      expect((await db.query('SELECT version FROM release_approvals')).rows).toEqual([{ version: '1.0.0' }]);
      // Published again (the same build), it needs approving again.
      await approving.publish(versionInput('legal', '1.2.0'), publisher);
      await expectRefusal(approving.promote('legal', '1.2.0', publisher), 409, /needs approval/);
    });

    test('off (the default outside production) promotes without approval; approving still records who looked', async () => {
      expect(registry.approval).toBe('off');
      await registry.publish(versionInput('legal', '1.0.0'), publisher);
      expect(await listAudit(db, { action: 'registry.approval-needed' })).toEqual([]);
      expect((await registry.promote('legal', '1.0.0', publisher)).action).toBe('promote');
      await registry.publish(versionInput('legal', '1.1.0'), publisher);
      await registry.approve('legal', '1.1.0', second);
      expect((await registry.list('legal')).map((version) => [version.version, version.approval?.by ?? null])).toEqual([
        ['1.1.0', second.actor],
        ['1.0.0', null],
      ]);
    });

    test('the setting: required in production unless said otherwise, off elsewhere, and one line says which', () => {
      expect(releaseApprovalOf({ NODE_ENV: 'production' })).toBe('required');
      expect(releaseApprovalOf({ NODE_ENV: 'production', RELEASE_APPROVAL: 'off' })).toBe('off');
      expect(releaseApprovalOf({ NODE_ENV: 'development' })).toBe('off');
      expect(releaseApprovalOf({})).toBe('off');
      expect(releaseApprovalOf({ NODE_ENV: 'test', RELEASE_APPROVAL: 'required' })).toBe('required');
      expect(describeReleaseApproval({ NODE_ENV: 'production' })).toMatch(/^release approval required \(the production default\)/);
      expect(describeReleaseApproval({ RELEASE_APPROVAL: 'required' })).toMatch(/^release approval required \(RELEASE_APPROVAL=required\)/);
      expect(describeReleaseApproval({})).toMatch(/^release approval off \(the default outside production\)/);
    });
  });

  test('the migration keeps approvals to known versions, once each', async () => {
    await expect(db.query("INSERT INTO release_approvals (section, version, approved_by) VALUES ('legal', '1.0.0', 'ada')")).rejects.toThrow();
    await registry.publish(versionInput('legal', '1.0.0'), ACTOR);
    await db.query("INSERT INTO release_approvals (section, version, approved_by) VALUES ('legal', '1.0.0', 'ada')");
    await expect(db.query("INSERT INTO release_approvals (section, version, approved_by) VALUES ('legal', '1.0.0', 'sam')")).rejects.toThrow();
    await db.query("INSERT INTO release_history (section, action, actor) VALUES ('legal', 'approve', 'ada')");
  });
});
