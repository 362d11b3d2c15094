/** `remotes history [section]`: what changed in which release, newest first, by whom and why. */
import { defineCommand, integerOption, printJson } from './context.ts';
import { formatRelativeTime, formatTimestamp, orDash, renderTable, right } from './format.ts';

const options = { limit: { type: 'string' } } as const;

const usage = `usage: remotes history [section] [--limit N] [--json]

The release history (publish, promote, canary, rollback), newest first. A change marked
(forced) did not name the version it replaced: it may have overwritten one made meanwhile.
  --limit N  how many entries (1-500, default 50)`;

export const historyCommand = defineCommand({
  name: 'history',
  summary: 'release history, newest first',
  usage,
  options,
  positionals: { min: 0, max: 1 },
  async run(context, { values, positionals }) {
    const response = await context.client.history(positionals[0], integerOption('limit', values.limit, 1, 500));
    if (printJson(context, values.json, response)) return 0;
    if (response.entries.length === 0) {
      context.out('No release history yet.');
      return 0;
    }
    const rows = response.entries.map((entry) => [
      String(entry.id),
      `${formatTimestamp(entry.createdAt)} (${formatRelativeTime(entry.createdAt)})`,
      entry.section,
      entry.action,
      orDash(entry.fromVersion),
      orDash(entry.toVersion),
      entry.percent === null ? '-' : `${entry.percent}%`,
      entry.forced ? `${entry.actor} (forced)` : entry.actor,
      orDash(entry.reason),
    ]);
    context.out(renderTable([right('ID'), 'WHEN', 'SECTION', 'ACTION', 'FROM', 'TO', right('CANARY'), 'BY', 'REASON'], rows));
    return 0;
  },
});
