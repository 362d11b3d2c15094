/** `remotes preview <section> <version|url> [--ttl 1h]`: a signed, expiring link that shows one version to one browser. */
import { defineCommand, durationOption, printJson } from './context.ts';
import { formatTimestamp } from './format.ts';

const options = { ttl: { type: 'string', default: '1h' }, reason: { type: 'string' } } as const;

const usage = `usage: remotes preview <section> <version|url> [--ttl DURATION] [--reason TEXT] [--json]

Mints a signed preview link for a published version of <section>, or for a build served elsewhere
(the URL of its mf-manifest.json, on a CDN origin the site lists in REMOTE_CDN_ORIGINS). Whoever
opens it sees that version on the live site, with a "Previewing" bar, until the link expires;
nobody else is affected. Every link minted and opened is in the audit log.
A dev server on http://localhost:<port>/mf-manifest.json (127.0.0.1, [::1]) makes a dev override:
the browser that opens the link loads <section> from its own machine's dev server (npm run
dev:section does this for you).
  --ttl DURATION  how long the link works: 90s, 30m, 1h, 2d (default 1h; the server sets a maximum)
  --reason TEXT   why, for the audit log`;

/** The shortest link the registry mints. */
const MIN_TTL_S = 60;
const MAX_TTL_S = 30 * 86_400;

export const previewCommand = defineCommand({
  name: 'preview',
  summary: 'mint a signed, expiring preview link for one version',
  usage,
  options,
  positionals: { min: 2, max: 2 },
  async run(context, { values, positionals }) {
    const [section = '', version = ''] = positionals;
    const ttlSeconds = durationOption('ttl', values.ttl ?? '1h', MIN_TTL_S, MAX_TTL_S) ?? 3600;
    // A URL: a build served elsewhere (a CI preview bucket), which the site allows by origin.
    const target = /^https?:\/\//.test(version) ? { manifestUrl: version } : { version };
    const link = await context.client.preview({ section, ...target, ttlSeconds, reason: values.reason });
    if (printJson(context, values.json, link)) return 0;
    context.out(
      'manifestUrl' in target && link.version === 'dev'
        ? `Dev override of ${link.section} from ${target.manifestUrl}, until ${formatTimestamp(link.expiresAt)}:`
        : `Preview of ${link.section} ${link.version}, until ${formatTimestamp(link.expiresAt)}:`,
    );
    context.out(`  ${link.url}`);
    context.out('Opening it sets a cookie for that browser alone; /preview/exit ends it.');
    return 0;
  },
});
