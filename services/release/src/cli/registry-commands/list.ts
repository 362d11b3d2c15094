/** `remotes list [section]`: every published version, newest first, marked live or canary. */
import { describeChecks } from '@site/contracts/registry-api';
import { defineCommand, printJson } from './context.ts';
import { formatBytes, formatRelativeTime, formatTimestamp, renderTable, right } from './format.ts';

const usage = `usage: remotes list [section] [--json]

Lists the published versions of every section (or of one), newest first, with the checks each
publish ran (typecheck, lint, test, journeys: "all passed", or which it skipped, e.g. with
--no-build), whose key signed it (verified by the registry at publish; "unsigned" otherwise), and,
once any of them was approved for release (remotes approve), who approved each.`;

/** Enough of a commit to find it; the registry keeps whatever the build recorded. */
const COMMIT_LENGTH = 12;

export const listCommand = defineCommand({
  name: 'list',
  summary: 'published versions with live/canary markers',
  usage,
  options: {},
  positionals: { min: 0, max: 1 },
  async run(context, { values, positionals }) {
    const response = await context.client.versions(positionals[0]);
    if (printJson(context, values.json, response)) return 0;
    if (response.versions.length === 0) {
      context.out(positionals[0] ? `${positionals[0]} has no published versions.` : 'No published versions.');
      return 0;
    }
    // Approvals are shown where there are some: a site without RELEASE_APPROVAL rarely has any.
    const approvals = response.versions.some((version) => version.approval !== null);
    const rows = response.versions.map((version) => [
      version.section,
      version.version,
      [version.live ? 'live' : '', version.canary ? 'canary' : ''].filter(Boolean).join(', '),
      `${formatTimestamp(version.publishedAt)} (${formatRelativeTime(version.publishedAt)})`,
      version.publishedBy,
      formatBytes(version.bytes),
      String(version.routes),
      version.commit ? `${version.commit.slice(0, COMMIT_LENGTH)}${version.dirty ? ' (dirty)' : ''}` : '-',
      version.overBudget.length > 0 ? `${describeChecks(version.checks)}; OVER BUDGET` : describeChecks(version.checks),
      version.signedBy ? version.signedBy.name : 'unsigned',
      ...(approvals ? [version.approval?.by ?? '-'] : []),
    ]);
    const headings = [
      'SECTION',
      'VERSION',
      'STATE',
      'PUBLISHED',
      'BY',
      right('JS'),
      right('ROUTES'),
      'COMMIT',
      'CHECKS',
      'SIGNED BY',
      ...(approvals ? ['APPROVED BY'] : []),
    ];
    context.out(renderTable(headings, rows));
    return 0;
  },
});
