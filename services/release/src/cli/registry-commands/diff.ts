/** `remotes diff <section> <a> <b>`: what a promote from a to b would change. */
import { BUNDLE_REPORT, budgetLines, bundleReportSchema, type BudgetLine } from '@site/service-kit/bundle-report';
import { CommandError, defineCommand, printJson } from './context.ts';
import { formatByteDelta, formatBytes } from './format.ts';
import type { RegistryClient, VersionDiff } from './registry-client.ts';

/** Stands for the version live now, as <a> or <b>. */
const LIVE = 'live';

const usage = `usage: remotes diff <section> <a> <b> [--json]

What changes from version <a> to version <b> of <section> (either may be \`live\`: the version
live now, e.g. \`remotes diff legal live 1.2.0-3f2a…\`): routes, redirects, shared
requirements, exposed modules, contracts major, JavaScript bytes, each script added, removed
or changed with its raw and brotli bytes, and the section's byte budgets (its bundle report).`;

const LABEL_WIDTH = 'contracts'.length + 2;

/** One block per aspect: `+` added, `-` removed, `~` changed; "no change" keeps the layout steady. */
function block(label: string, lines: string[]): string[] {
  const shown = lines.length > 0 ? lines : ['no change'];
  return shown.map((line, index) => `${(index === 0 ? label : '').padEnd(LABEL_WIDTH)}${line}`);
}

const range = (value: string | null) => value ?? 'any version';

type Size = VersionDiff['files']['added'][number]['a'];
const size = (value: Size) => (value ? `${formatBytes(value.bytes)} (${formatBytes(value.brotliBytes)} br)` : 'size not recorded');

export function renderDiff(diff: VersionDiff): string {
  const lines = [
    `${diff.section}: ${diff.a} → ${diff.b}`,
    '',
    ...block('routes', [
      ...diff.routes.added.map((item) => `+ ${item}`),
      ...diff.routes.removed.map((item) => `- ${item}`),
      ...diff.routes.changed.map((item) => `~ ${item}`),
    ]),
    ...block('redirects', [
      ...diff.redirects.added.map((item) => `+ ${item}`),
      ...diff.redirects.removed.map((item) => `- ${item}`),
      ...diff.redirects.changed.map((item) => `~ ${item}`),
    ]),
    ...block('shared', [
      ...diff.shared.added.map((item) => `+ ${item.name} ${range(item.requiredVersion)}`),
      ...diff.shared.removed.map((item) => `- ${item.name} ${range(item.requiredVersion)}`),
      ...diff.shared.changed.map((item) => `~ ${item.name} ${range(item.from)} → ${range(item.to)}`),
    ]),
    ...block('exposes', [...diff.exposes.added.map((item) => `+ ${item}`), ...diff.exposes.removed.map((item) => `- ${item}`)]),
    ...block('contracts', diff.contractsMajor.a === diff.contractsMajor.b ? [] : [`major ${diff.contractsMajor.a} → ${diff.contractsMajor.b}`]),
    ...block('bytes', [`${formatBytes(diff.bytes.a)} → ${formatBytes(diff.bytes.b)} (${formatByteDelta(diff.bytes.a, diff.bytes.b)})`]),
    ...block('files', [
      ...diff.files.added.map((file) => `+ ${file.path} ${size(file.b)}`),
      ...diff.files.removed.map((file) => `- ${file.path} ${size(file.a)}`),
      ...diff.files.changed.map((file) => `~ ${file.path} ${size(file.a)} → ${size(file.b)}`),
    ]),
  ];
  return lines.join('\n');
}

/** A version's budget lines, from the bundle report published beside its manifest (read with the CLI's token); null for a build that has none. */
async function budgetsOf(client: RegistryClient, manifestUrl: string): Promise<BudgetLine[] | null> {
  const report = bundleReportSchema.safeParse(await client.buildDescriptor(manifestUrl, BUNDLE_REPORT));
  return report.success ? budgetLines(report.data) : null;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The section's byte budgets, from a to b: `page first load  29.1 KiB → 30.2 KiB of 35.0 KiB ok`. */
export function renderBudgets(a: BudgetLine[] | null, b: BudgetLine[] | null): string {
  if (!b) return block('budgets', ['not measured (the newer build has no bundle report)']).join('\n');
  return block(
    'budgets',
    b.map((line) => {
      const before = a?.find((candidate) => candidate.measure === line.measure);
      return `${line.measure} ${before ? `${kib(before.bytes)} → ` : ''}${kib(line.bytes)} of ${kib(line.budgetBytes)} ${line.ok ? 'ok' : 'OVER BUDGET'}`;
    }),
  ).join('\n');
}

export const diffCommand = defineCommand({
  name: 'diff',
  summary: 'compare two versions of a section',
  usage,
  options: {},
  positionals: { min: 3, max: 3 },
  async run(context, { values, positionals }) {
    const [section = '', named = '', other = ''] = positionals;
    // `live` stands for the version live now.
    const live = [named, other].includes(LIVE)
      ? ((await context.client.versions(section)).versions.find((version) => version.live)?.version ?? null)
      : undefined;
    if (live === null) throw new CommandError(`${section} has no live version to compare with`);
    const [a, b] = [named, other].map((version) => (version === LIVE ? (live ?? version) : version)) as [string, string];
    const diff = await context.client.diff(section, a, b);
    const [budgetsA, budgetsB] = await Promise.all(
      [a, b].map(async (version) => budgetsOf(context.client, (await context.client.version(section, version)).manifestUrl)),
    );
    if (printJson(context, values.json, { ...diff, budgets: { a: budgetsA, b: budgetsB } })) return 0;
    context.out(renderDiff(diff));
    context.out(renderBudgets(budgetsA ?? null, budgetsB ?? null));
    return 0;
  },
});
