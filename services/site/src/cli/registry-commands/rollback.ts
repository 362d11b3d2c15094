/** `remotes rollback <section>`: stop the canary, or else return live to the version live before. */
import { COMMON_OPTIONS, parseCommandArgs, printJson, showUsage, type Command } from './context.ts';
import { measureServed, printRelease } from './release-report.ts';

const options = { ...COMMON_OPTIONS, reason: { type: 'string' }, 'no-wait': { type: 'boolean' } } as const;

const usage = `usage: remotes rollback <section> [--reason TEXT] [--no-wait] [--json]

Stops <section>'s running canary; without one, makes the previously live version live again,
then prints how long /remotes.json took to serve it.
  --reason TEXT  recorded in the release history
  --no-wait      do not measure when the site serves the change`;

export const rollbackCommand: Command = {
  name: 'rollback',
  summary: 'stop the canary, or return live to the previous version',
  usage,
  async run(context, argv) {
    const { values, positionals } = parseCommandArgs({ name: 'rollback', options, positionals: { min: 1, max: 1 } }, argv);
    if (values.help) return showUsage(context, usage);
    const [section = ''] = positionals;
    const startedAt = performance.now();
    const change = await context.client.rollback(section, { reason: values.reason });
    if (printJson(context, values.json, change)) return 0;
    printRelease(context, change);
    return measureServed(context, change, startedAt, values['no-wait'] !== true);
  },
};
