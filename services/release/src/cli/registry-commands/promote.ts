/** `remotes promote <section> <version>`: make a published version live, or a canary for some visitors. */
import { defineCommand, durationOption, integerListOption, integerOption, UsageError, type CliContext } from './context.ts';
import type { PromoteBody } from './registry-client.ts';
import { reportRelease } from './release-report.ts';

const options = {
  canary: { type: 'string' },
  reason: { type: 'string' },
  'expect-live': { type: 'string' },
  replace: { type: 'boolean' },
  steps: { type: 'string' },
  interval: { type: 'string' },
  'no-wait': { type: 'boolean' },
} as const;

export interface PromoteRequest extends PromoteBody {
  section: string;
  wait: boolean;
  json: boolean;
}

/** Shared with `publish --promote`. */
export async function promoteVersion(context: CliContext, request: PromoteRequest): Promise<number> {
  const startedAt = performance.now();
  const { section, wait: _wait, json: _json, ...body } = request;
  const change = await context.client.promote(section, body);
  return reportRelease(context, change, startedAt, request);
}

const usage = `usage: remotes promote <section> <version> [--canary N | --steps A,B,..,100 --interval D] [--replace] [--expect-live V] [--reason TEXT] [--no-wait] [--json]

Makes <version> of <section> live, then prints how long /remotes.json took to serve it.
  --canary N         serve it to N% (1-99) of visitors only; live stays as it is
  --steps A,B,..,100 a canary that moves through these shares by itself while the judge finds it
                     healthy for --interval at each (e.g. 10,25,50,100 and 10m), then goes live;
                     rolled back by itself when it is not
  --replace          with --canary: replace a running canary of another version
  --expect-live V    refuse (exit 1, naming what is live) unless V is live now
  --reason TEXT      recorded in the release history
  --no-wait          do not measure when the site serves the new version`;

export const promoteCommand = defineCommand({
  name: 'promote',
  summary: 'make a version live (or a canary for N% of visitors)',
  usage,
  options,
  positionals: { min: 2, max: 2 },
  async run(context, { values, positionals }) {
    const [section = '', version = ''] = positionals;
    const steps = integerListOption('steps', values.steps, 1, 100);
    const stepIntervalSeconds = durationOption('interval', values.interval, 1, 604_800);
    if (steps && values.canary !== undefined) throw new UsageError('--steps starts its own canary at its first step: leave out --canary');
    if ((steps === undefined) !== (stepIntervalSeconds === undefined)) throw new UsageError('--steps and --interval go together');
    return promoteVersion(context, {
      section,
      version,
      canaryPercent: integerOption('canary', values.canary, 1, 99),
      reason: values.reason,
      expectLive: values['expect-live'],
      replace: values.replace === true ? true : undefined,
      steps,
      stepIntervalSeconds,
      wait: values['no-wait'] !== true,
      json: values.json === true,
    });
  },
});
