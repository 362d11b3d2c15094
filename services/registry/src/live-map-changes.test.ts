import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { Database } from '@site/db/database';
import { migrate } from '@site/db/migrate';
import { describeOnEachDatabase, openTestDatabase } from '@site/db/test-databases';
import { Registry } from './registry.ts';
import { SHELL, versionInput } from './test-builds.ts';

const ACTOR = { actor: 'platform-token', shell: SHELL };

describeOnEachDatabase('who hears that what is live changed', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    await migrate(db);
  });
  beforeEach(async () => {
    await db.exec('TRUNCATE release_history, releases, release_approvals, remote_versions, audit_log');
  });
  afterAll(() => db?.close());

  test('a change this registry commits is announced before its call returns; a publish, a refusal or nothing changed is not', async () => {
    const registry = new Registry(db);
    const heard = vi.fn();
    registry.liveMapChanges.subscribe(heard);
    for (const version of ['1.0.0', '1.1.0']) await registry.publish(versionInput('legal', version), ACTOR);
    expect(heard).not.toHaveBeenCalled();

    await registry.promote('legal', '1.0.0', ACTOR);
    expect(heard).toHaveBeenCalledTimes(1);
    await registry.promote('legal', '1.0.0', ACTOR);
    await expect(registry.promote('legal', '1.1.0', { ...ACTOR, expectLive: '0.9.0' })).rejects.toThrow(/not 0\.9\.0 as expected/);
    expect(heard).toHaveBeenCalledTimes(1);

    await registry.promote('legal', '1.1.0', { ...ACTOR, canaryPercent: 10 });
    await registry.rollback('legal', { actor: 'platform-token' });
    expect(heard).toHaveBeenCalledTimes(3);
  });

  test('a change another process commits is heard once listening, and nothing after close', async () => {
    const here = new Registry(db);
    const elsewhere = new Registry(db);
    const heard = vi.fn();
    here.liveMapChanges.subscribe(heard);
    here.liveMapChanges.listen({ error: (details, message) => expect.fail(`${message} ${JSON.stringify(details)}`) });
    // Once listening, subscribers are told: anything may have changed before.
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    heard.mockClear();

    await elsewhere.publish(versionInput('partners', '1.0.0'), ACTOR);
    await elsewhere.promote('partners', '1.0.0', ACTOR);
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());

    await here.liveMapChanges.close();
    heard.mockClear();
    await elsewhere.publish(versionInput('partners', '1.1.0'), ACTOR);
    await elsewhere.promote('partners', '1.1.0', ACTOR);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).not.toHaveBeenCalled();
  });

  test('a failing subscriber is reported and the others are still told', () => {
    const registry = new Registry(db);
    const reported = vi.fn();
    const told = vi.fn();
    registry.liveMapChanges.listen({ error: reported });
    registry.liveMapChanges.subscribe(() => {
      throw new Error('broken cache');
    });
    registry.liveMapChanges.subscribe(told);
    registry.liveMapChanges.announce();
    expect(told).toHaveBeenCalledOnce();
    expect(reported).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining('subscriber'));
    return registry.liveMapChanges.close();
  });
});
