/** `remotes promote <section> <version>`: make a published version live, or a canary for some visitors. */
import { CommandError, defineCommand, durationOption, integerListOption, integerOption, UsageError, type CliContext } from './context.ts';
import { RegistryRequestError, type PromoteBody } from './registry-client.ts';
import { reportRelease } from './release-report.ts';

const options = {
  canary: { type: 'string' },
  reason: { type: 'string' },
  'expect-live': { type: 'string' },
  force: { type: 'boolean' },
  replace: { type: 'boolean' },
  steps: { type: 'string' },
  interval: { type: 'string' },
  longest: { type: 'string' },
  'break-links': { type: 'boolean' },
  'over-budget': { type: 'boolean' },
  'no-wait': { type: 'boolean' },
} as const;

export interface PromoteRequest extends PromoteBody {
  section: string;
  /** Replace whatever is live without naming it (recorded as forced). */
  force?: boolean | undefined;
  wait: boolean;
  json: boolean;
}

/**
 * What a change says it replaces: the version given, or else the one live as the command runs, so
 * that a promote or rollback made meanwhile by someone else is refused rather than overwritten.
 * With --force, nothing (the registry records the change as forced).
 */
export async function expectedLive(
  context: CliContext,
  section: string,
  { expectLive, force }: { expectLive: string | undefined; force: boolean },
): Promise<string | null | undefined> {
  if (force && expectLive !== undefined) throw new UsageError('--force replaces whatever is live: leave out --expect-live');
  if (force) return undefined;
  if (expectLive !== undefined) return expectLive;
  try {
    const { versions } = await context.client.versions(section);
    return versions.find((version) => version.live)?.version ?? null;
  } catch (error) {
    if (!(error instanceof RegistryRequestError) || error.status !== 403) throw error;
    throw new CommandError(
      `cannot read what is live in ${section} to guard this change (${error.message}): name it with --expect-live V, or replace whatever is live with --force`,
    );
  }
}

/** Shared with `publish --promote`. */
export async function promoteVersion(context: CliContext, request: PromoteRequest): Promise<number> {
  const startedAt = performance.now();
  const { section, wait: _wait, json: _json, force = false, ...body } = request;
  const expectLive = await expectedLive(context, section, { expectLive: body.expectLive ?? undefined, force });
  const change = await context.client.promote(section, { ...body, expectLive });
  return reportRelease(context, change, startedAt, request);
}

const usage = `usage: remotes promote <section> <version> [--canary N | --steps A,B,..,100 --interval D] [--longest D] [--replace] [--expect-live V | --force] [--break-links] [--over-budget] [--reason TEXT] [--no-wait] [--json]

Makes <version> of <section> live, then prints how long /remotes.json took to serve it. It replaces
the version live as the command starts: if someone changed it meanwhile, nothing is changed (exit 1).
  --canary N         serve it to N% (1-99) of visitors only; live stays as it is
  --steps A,B,..,100 a canary that moves through these shares by itself while the judge finds it
                     healthy for --interval at each (e.g. 10,25,50,100 and 10m), then goes live;
                     rolled back by itself when it is not
  --longest D        a canary still undecided after D (e.g. 2h; default CANARY_LONGEST_HOURS, 24h)
                     is held at its share, and that is announced, until someone decides
  --replace          with --canary: replace a running canary of another version
  --expect-live V    refuse (exit 1, naming what is live) unless V is live now
  --force            replace whatever is live, even a change made meanwhile (recorded as forced)
  --break-links      go live although links between sections break (refused otherwise, naming both
                     sides); needs --reason, recorded
  --over-budget      go live (or become the canary) although the version is over a byte budget of
                     its section (refused otherwise, naming each); needs --reason, recorded
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
    const longestSeconds = durationOption('longest', values.longest, 1, 30 * 86_400);
    if (steps && values.canary !== undefined) throw new UsageError('--steps starts its own canary at its first step: leave out --canary');
    if ((steps === undefined) !== (stepIntervalSeconds === undefined)) throw new UsageError('--steps and --interval go together');
    return promoteVersion(context, {
      section,
      version,
      canaryPercent: integerOption('canary', values.canary, 1, 99),
      reason: values.reason,
      expectLive: values['expect-live'],
      force: values.force === true,
      replace: values.replace === true ? true : undefined,
      steps,
      stepIntervalSeconds,
      longestSeconds,
      breakLinks: values['break-links'] === true || undefined,
      overBudget: values['over-budget'] === true || undefined,
      wait: values['no-wait'] !== true,
      json: values.json === true,
    });
  },
});
