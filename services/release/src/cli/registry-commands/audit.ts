/** `remotes audit`: the audit log, newest first: who did what, when, from where (hashed). */
import { defineCommand, integerOption, printJson } from './context.ts';
import { formatRelativeTime, formatTimestamp, orDash, renderTable, right } from './format.ts';

const options = { limit: { type: 'string' }, actor: { type: 'string' }, action: { type: 'string' } } as const;

const usage = `usage: remotes audit [--actor WHO] [--action ACTION] [--limit N] [--json]

The audit log, newest first: sign-ins, role and token changes, every registry write, canary
decisions, previews minted and opened. Needs a token with audit rights (an ADMIN's).
  --actor WHO       only this person (e-mail), token (token:<name>) or registry
  --action ACTION   only this action, or every action starting with it when it ends in "." (registry.)
  --limit N         how many entries (1-500, default 50)`;

/** An entry's details on one line, without the noise of empty values. */
const describe = (details: Record<string, unknown>): string =>
  Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');

export const auditCommand = defineCommand({
  name: 'audit',
  summary: 'the audit log, newest first',
  usage,
  options,
  positionals: { min: 0, max: 0 },
  async run(context, { values }) {
    const response = await context.client.audit({ limit: integerOption('limit', values.limit, 1, 500) ?? 50, actor: values.actor, action: values.action });
    if (printJson(context, values.json, response)) return 0;
    if (response.entries.length === 0) {
      context.out('No audit entries match.');
      return 0;
    }
    const rows = response.entries.map((entry) => [
      String(entry.id),
      `${formatTimestamp(entry.createdAt)} (${formatRelativeTime(entry.createdAt)})`,
      entry.actor,
      entry.action,
      orDash(entry.entityId),
      entry.ipHash ? entry.ipHash.slice(0, 8) : '-',
      describe(entry.details),
    ]);
    context.out(renderTable([right('ID'), 'WHEN', 'WHO', 'ACTION', 'ON', 'FROM', 'DETAILS'], rows));
    return 0;
  },
});
