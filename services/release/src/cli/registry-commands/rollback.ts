/** `remotes rollback <section>`: stop the canary, or else return live to the version live before. */
import { defineCommand } from './context.ts';
import { reportRelease } from './release-report.ts';

const options = { reason: { type: 'string' }, 'expect-live': { type: 'string' }, 'no-wait': { type: 'boolean' } } as const;

const usage = `usage: remotes rollback <section> [--expect-live V] [--reason TEXT] [--no-wait] [--json]

Stops <section>'s running canary; without one, makes the previously live version live again,
then prints how long /remotes.json took to serve it.
  --expect-live V  refuse (exit 1, naming what is live) unless V is live now
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
    const change = await context.client.rollback(section, { reason: values.reason, expectLive: values['expect-live'] });
    return reportRelease(context, change, startedAt, { json: values.json === true, wait: values['no-wait'] !== true });
  },
});
