/** `remotes promote <section> <version>`: make a published version live, or a canary for some visitors. */
import { COMMON_OPTIONS, integerOption, parseCommandArgs, printJson, showUsage, type CliContext, type Command } from './context.ts';
import { measureServed, printRelease } from './release-report.ts';

const options = {
  ...COMMON_OPTIONS,
  canary: { type: 'string' },
  reason: { type: 'string' },
  'no-wait': { type: 'boolean' },
} as const;

export interface PromoteRequest {
  section: string;
  version: string;
  canaryPercent?: number | undefined;
  reason?: string | undefined;
  wait: boolean;
  json: boolean;
}

/** Shared with `publish --promote`. */
export async function promoteVersion(context: CliContext, request: PromoteRequest): Promise<number> {
  const startedAt = performance.now();
  const change = await context.client.promote(request.section, { version: request.version, canaryPercent: request.canaryPercent, reason: request.reason });
  if (printJson(context, request.json, change)) return 0;
  printRelease(context, change);
  return measureServed(context, change, startedAt, request.wait);
}

const usage = `usage: remotes promote <section> <version> [--canary N] [--reason TEXT] [--no-wait] [--json]

Makes <version> of <section> live, then prints how long /remotes.json took to serve it.
  --canary N     serve it to N% (1-99) of visitors only; live stays as it is
  --reason TEXT  recorded in the release history
  --no-wait      do not measure when the site serves the new version`;

export const promoteCommand: Command = {
  name: 'promote',
  summary: 'make a version live (or a canary for N% of visitors)',
  usage,
  async run(context, argv) {
    const { values, positionals } = parseCommandArgs({ name: 'promote', options, positionals: { min: 2, max: 2 } }, argv);
    if (values.help) return showUsage(context, usage);
    const [section = '', version = ''] = positionals;
    return promoteVersion(context, {
      section,
      version,
      canaryPercent: integerOption('canary', values.canary, 1, 99),
      reason: values.reason,
      wait: values['no-wait'] !== true,
      json: values.json === true,
    });
  },
};
