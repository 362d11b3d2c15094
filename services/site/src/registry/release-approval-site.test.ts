/**
 * A platform engineer reading a server's start-up log learns whether releases need a second
 * person's approval there, and why (the setting, or the default for NODE_ENV).
 */
import { Writable } from 'node:stream';
import { afterEach, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { MEMORY } from '@site/db/database';
import { createShellDist, makeTempDir, preparedDatabaseTemplate, removeDir } from '../test-support/fixtures.ts';

let app: FastifyInstance | undefined;
const folders: string[] = [];
afterEach(async () => {
  await app?.close();
  await Promise.all(folders.splice(0).map(removeDir));
});

async function startUpMessages(settings: Partial<Parameters<typeof buildApp>[0]>): Promise<string[]> {
  const messages: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) messages.push(String((JSON.parse(line) as { msg?: unknown }).msg));
      done();
    },
  });
  folders.push(await createShellDist(), await makeTempDir('deploy'));
  const [shellDist = '', deployRoot = ''] = folders;
  app = await buildApp({
    DEPLOY_ROOT: deployRoot,
    SHELL_DIST: shellDist,
    DATA_DIR: MEMORY,
    databaseTemplate: await preparedDatabaseTemplate(),
    LOG_LEVEL: 'info',
    logStream: capture,
    PRERENDER: 'off',
    ...settings,
  });
  await app.ready();
  return messages;
}

test('the embedded default says at start-up that approval is off, and how to ask for it', async () => {
  expect(await startUpMessages({})).toContain(
    "release approval off (the default outside production): versions go live without a second person's approval; RELEASE_APPROVAL=required asks for one",
  );
});

test('RELEASE_APPROVAL=required says so at start-up', async () => {
  const messages = await startUpMessages({ RELEASE_APPROVAL: 'required' });
  expect(messages.some((message) => message.startsWith('release approval required (RELEASE_APPROVAL=required)'))).toBe(true);
});
