/** `remotes preview <section> <version|url> [--ttl 1h]`: a signed, expiring link that shows one version to one browser. */
import { CommandError, defineCommand, printJson } from './context.ts';
import { formatTimestamp } from './format.ts';

const options = { ttl: { type: 'string', default: '1h' } } as const;

const usage = `usage: remotes preview <section> <version|url> [--ttl DURATION] [--json]

Mints a signed preview link for a published version of <section>, or for a build served elsewhere
(the URL of its mf-manifest.json, on an origin the site lists in PREVIEW_ALLOWED_ORIGINS). Whoever
opens it sees that version on the live site, with a "Previewing" bar, until the link expires;
nobody else is affected. Every link minted and opened is in the audit log.
  --ttl DURATION  how long the link works: 90s, 30m, 1h, 2d (default 1h; the server sets a maximum)`;

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `1h` → 3600. */
export function parseTtl(text: string): number {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  if (!match) throw new CommandError(`--ttl ${JSON.stringify(text)} is not a duration such as 90s, 30m, 1h or 2d`);
  return Number(match[1]) * (UNITS[match[2] ?? 's'] ?? 1);
}

export const previewCommand = defineCommand({
  name: 'preview',
  summary: 'mint a signed, expiring preview link for one version',
  usage,
  options,
  positionals: { min: 2, max: 2 },
  async run(context, { values, positionals }) {
    const [section = '', version = ''] = positionals;
    const ttlSeconds = parseTtl(values.ttl ?? '1h');
    // A URL: a build served elsewhere (a CI preview bucket), which the site allows by origin.
    const target = /^https?:\/\//.test(version) ? { manifestUrl: version } : { version };
    const link = await context.client.preview({ section, ...target, ttlSeconds });
    if (printJson(context, values.json, link)) return 0;
    context.out(`Preview of ${link.section} ${link.version}, until ${formatTimestamp(link.expiresAt)}:`);
    context.out(`  ${link.url}`);
    context.out('Opening it sets a cookie for that browser alone; /preview/exit ends it.');
    return 0;
  },
});
