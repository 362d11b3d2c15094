/**
 * `remotes approve <section> <version>`: the second person of a release. Shows what is approved
 * (commit, dirty flag, who published it and when, and the diff against live, as `remotes diff`
 * prints it), asks, then approves through the registry route the Releases page calls.
 */
import { CommandError, defineCommand, printJson, UsageError, type CliContext } from './context.ts';
import { renderDiff } from './diff.ts';
import { formatRelativeTime, formatTimestamp } from './format.ts';
import { preflight } from './preflight.ts';
import type { VersionDiff, VersionSummary } from './registry-client.ts';

const options = {
  reason: { type: 'string' },
  yes: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
} as const;

const usage = `usage: remotes approve <section> <version> [--reason TEXT] [--yes | --dry-run] [--json]

Approves <version> of <section> for release. With RELEASE_APPROVAL=required (the default when
the site runs with NODE_ENV=production) a version goes live or into canary only once someone
other than its publisher approved it; the publisher's own approval is refused.
First shows what you approve: its commit and whether it was built from uncommitted changes, who
published it and when, and what changes against the live version; then asks before approving.
  --reason TEXT  what you checked, recorded in the release history
  --yes          approve without asking (where no terminal can ask: read --dry-run first)
  --dry-run      show what you would approve, and approve nothing
Needs a token with registry:approve on <section> (a person's own: a token that publishes cannot
approve); the admin section is approved by ADMINs only.`;

/** What the approver is shown, in the order they read it. */
export function renderApprovalSubject(version: VersionSummary, live: string | null, diff: VersionDiff | null): string {
  const commit = version.commit ?? 'not recorded';
  const dirty = version.dirty === null ? 'not recorded' : version.dirty ? 'YES: built from uncommitted changes' : 'no (a clean tree)';
  return [
    `${version.section} ${version.version}`,
    `  commit        ${commit}`,
    `  dirty         ${dirty}`,
    `  published by  ${version.publishedBy}, ${formatTimestamp(version.publishedAt)} (${formatRelativeTime(version.publishedAt)})`,
    `  live now      ${live ?? `nothing: it would be ${version.section}'s first live version`}`,
    ...(version.approval ? [`  approved by   ${version.approval.by}, ${formatTimestamp(version.approval.at)}`] : []),
    '',
    diff ? renderDiff(diff) : live === version.version ? 'It is the live version: no changes against live.' : 'No live version to compare with.',
  ].join('\n');
}

async function approveVersion(
  context: CliContext,
  {
    section,
    version,
    reason,
    yes,
    dryRun,
    json,
  }: { section: string; version: string; reason?: string | undefined; yes: boolean; dryRun: boolean; json: boolean },
): Promise<number> {
  // Decided before anything is read: where nobody can answer, the command needs to be told.
  if (!yes && !dryRun && (json || !context.confirm)) {
    throw new UsageError(
      `approve asks before approving, and nobody can answer here: read \`remotes approve ${section} ${version} --dry-run\`, then pass --yes`,
    );
  }
  const access = await preflight(context, 'registry:approve', section);
  const { versions } = await context.client.versions(section);
  const subject = versions.find((candidate) => candidate.version === version);
  if (!subject) throw new CommandError(`${section} has no version ${JSON.stringify(version)}: \`remotes list ${section}\` lists them`);
  const live = versions.find((candidate) => candidate.live)?.version ?? null;
  const diff = live && live !== version ? await context.client.diff(section, live, version) : null;
  if (!json) {
    context.out(renderApprovalSubject(subject, live, diff));
    context.out();
  }
  if (subject.approval) {
    if (printJson(context, json, { outcome: 'already-approved', section, version, approval: subject.approval, subject, live, diff })) return 0;
    context.out(`Already approved by ${subject.approval.by}: nothing to do.`);
    return 0;
  }
  if (subject.publishedBy === access.who) {
    throw new CommandError(`${access.who} published ${section} ${version}, so someone else approves it: a release needs a second person`);
  }
  if (dryRun) {
    if (printJson(context, json, { outcome: 'dry-run', section, version, subject, live, diff, releaseApproval: access.releaseApproval })) return 0;
    context.out(`Dry run: nothing approved. \`remotes approve ${section} ${version}\` approves it as ${access.who}.`);
    return 0;
  }
  if (!yes && !(await context.confirm?.(`Approve ${section} ${version} (published by ${subject.publishedBy}) as ${access.who}?`))) {
    context.err('Not approved.');
    return 1;
  }
  const result = await context.client.approve(section, version, { reason });
  if (printJson(context, json, { ...result, subject, live, diff })) return 0;
  context.out(
    result.outcome === 'approved'
      ? `Approved ${section} ${version} as ${result.approval.by}: \`remotes promote ${section} ${version}\` makes it live (or --canary N).`
      : `Already approved by ${result.approval.by}: nothing to do.`,
  );
  if (access.releaseApproval === 'off')
    context.out('(This site does not require approval: RELEASE_APPROVAL is off. It is recorded in the history all the same.)');
  return 0;
}

export const approveCommand = defineCommand({
  name: 'approve',
  summary: 'approve a version someone else published, after seeing its commit and diff',
  usage,
  options,
  positionals: { min: 2, max: 2 },
  async run(context, { values, positionals }) {
    const [section = '', version = ''] = positionals;
    if (values.yes && values['dry-run']) throw new UsageError('--yes approves and --dry-run does not: give one of them');
    return approveVersion(context, {
      section,
      version,
      reason: values.reason,
      yes: values.yes === true,
      dryRun: values['dry-run'] === true,
      json: values.json === true,
    });
  },
});
