/** `remotes rollback <section>`: stop the canary, or else return live to the version live before. */
import { defineCommand } from './context.ts';
import { expectedLive } from './promote.ts';
import { reportRelease } from './release-report.ts';

const options = { reason: { type: 'string' }, 'expect-live': { type: 'string' }, force: { type: 'boolean' }, 'no-wait': { type: 'boolean' } } as const;

const usage = `usage: remotes rollback <section> [--expect-live V | --force] [--reason TEXT] [--no-wait] [--json]

Stops <section>'s running canary; without one, makes the previously live version live again,
then prints how long /remotes.json took to serve it. If what is live changed after the command
started, nothing is changed (exit 1).
  --expect-live V  refuse (exit 1, naming what is live) unless V is live now
  --force          roll back whatever is live, even a change made meanwhile (recorded as forced)
  --reason TEXT    recorded in the release history
  --no-wait        do not measure when the site serves the change`;

export const rollbackCommand = defineCommand({
  name: 'rollback',
  summary: 'stop the canary, or return live to the previous version',
  usage,
  options,
  positionals: { min: 1, max: 1 },
  async run(context, { values, positionals }) {
    const [section = ''] = positionals;
    const startedAt = performance.now();
    const expectLive = await expectedLive(context, section, { expectLive: values['expect-live'], force: values.force === true });
    const change = await context.client.rollback(section, { reason: values.reason, expectLive });
    return reportRelease(context, change, startedAt, { json: values.json === true, wait: values['no-wait'] !== true });
  },
});
