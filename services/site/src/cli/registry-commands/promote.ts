/** `remotes promote <section> <version>`: make a published version live, or a canary for some visitors. */
import { defineCommand, integerOption, type CliContext } from './context.ts';
import { reportRelease } from './release-report.ts';

const options = {
  canary: { type: 'string' },
  reason: { type: 'string' },
  'expect-live': { type: 'string' },
  replace: { type: 'boolean' },
  'no-wait': { type: 'boolean' },
} as const;

export interface PromoteRequest {
  section: string;
  version: string;
  canaryPercent?: number | undefined;
  reason?: string | undefined;
  expectLive?: string | undefined;
  replace?: boolean | undefined;
  wait: boolean;
  json: boolean;
}

/** Shared with `publish --promote`. */
export async function promoteVersion(context: CliContext, request: PromoteRequest): Promise<number> {
  const startedAt = performance.now();
  const change = await context.client.promote(request.section, {
    version: request.version,
    canaryPercent: request.canaryPercent,
    reason: request.reason,
    expectLive: request.expectLive,
    replace: request.replace,
  });
  return reportRelease(context, change, startedAt, request);
}

const usage = `usage: remotes promote <section> <version> [--canary N] [--replace] [--expect-live V] [--reason TEXT] [--no-wait] [--json]

Makes <version> of <section> live, then prints how long /remotes.json took to serve it.
  --canary N         serve it to N% (1-99) of visitors only; live stays as it is
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
    return promoteVersion(context, {
      section,
      version,
      canaryPercent: integerOption('canary', values.canary, 1, 99),
      reason: values.reason,
      expectLive: values['expect-live'],
      replace: values.replace === true ? true : undefined,
      wait: values['no-wait'] !== true,
      json: values.json === true,
    });
  },
});
