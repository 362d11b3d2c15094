/** `remotes status`: what is live in every section, and how each version is loading in browsers. */
import { defineCommand, printJson } from './context.ts';
import { formatDuration, formatPercent, formatRelativeTime, formatTimestamp, orDash, renderTable, right } from './format.ts';
import type { SectionReport, VitalSummary } from './registry-client.ts';

const usage = `usage: remotes status [--json]

Per section: the live version and the canary, and for a canary the judge's verdict, what it waits
for ("63 more canary page views") and when it is held if still undecided; per version: loads, errors, error rate and load
times (p50/p75) over the last 24 hours, and the p75 of the Core Web Vitals of the pages it drew
(LCP, INP, CLS, TTFB, from visitors who allow analytics, with the number of page views); page views
through preview links are counted apart (PREVIEWS), never as the version's visitors';
when and by whom each live version was promoted; the
most frequent failure messages per version, with counts; then the most recent visitors' loads. Needs a token with
registry:read (REGISTRY_TOKEN); visitor ids are shown in full to ADMINs only.`;

const ms = (value: number | null) => (value === null ? '-' : `${value} ms`);

const vital = (summary: VitalSummary | undefined, unit: 'ms' | 'score') =>
  summary === undefined ? '-' : unit === 'ms' ? `${summary.p75} ms` : summary.p75.toFixed(3);

function renderStatus(sections: SectionReport[]): string {
  const releases = renderTable(
    ['SECTION', 'LIVE', 'CANARY', right('SHARE'), 'SINCE', 'STEPS'],
    sections.map((section) => [
      section.section,
      orDash(section.live),
      orDash(section.canary?.version),
      section.canary ? `${section.canary.percent}%` : '-',
      section.canary ? formatRelativeTime(section.canary.since) : '-',
      section.canary?.plan ? `${section.canary.plan.steps.join(',')} every ${formatDuration(section.canary.plan.intervalSeconds * 1000)}` : '-',
    ]),
  );
  const canaries = sections.flatMap((section) =>
    section.canary && section.judgement
      ? [
          [
            section.section,
            section.canary.version,
            section.canary.heldSince ? `HELD ${formatRelativeTime(section.canary.heldSince)}` : section.judgement.verdict,
            orDash(section.judgement.waitingFor),
            section.canary.deadline ? formatRelativeTime(section.canary.deadline) : '-',
          ],
        ]
      : [],
  );
  const versionRows = sections.flatMap((section) =>
    section.versions.map((version) => [
      section.section,
      version.version,
      version.version === section.live ? 'live' : version.version === section.canary?.version ? 'canary' : '',
      String(version.loads),
      String(version.errors),
      formatPercent(version.errorRate),
      ms(version.p50Ms),
      ms(version.p75Ms),
      vital(version.vitals.LCP, 'ms'),
      vital(version.vitals.INP, 'ms'),
      vital(version.vitals.CLS, 'score'),
      vital(version.vitals.TTFB, 'ms'),
      String(Math.max(0, ...Object.values(version.vitals).map((summary) => summary.samples))),
      String(version.previews),
    ]),
  );
  const loads =
    versionRows.length === 0
      ? 'No loads reported in the window.'
      : renderTable(
          [
            'SECTION',
            'VERSION',
            'STATE',
            ...['LOADS', 'ERRORS', 'ERROR RATE', 'P50', 'P75', 'LCP P75', 'INP P75', 'CLS P75', 'TTFB P75', 'VITALS', 'PREVIEWS'].map(right),
          ],
          versionRows,
        );
  const visitorRows = sections.flatMap((section) =>
    section.recentVisitors.map((load) => [load.visitor, section.section, load.version, load.cohort, load.ok ? 'ok' : 'FAILED', formatRelativeTime(load.at)]),
  );
  const visitors = visitorRows.length === 0 ? 'No recent visitors.' : renderTable(['VISITOR', 'SECTION', 'VERSION', 'COHORT', 'OK', 'WHEN'], visitorRows);
  const promotions = sections.flatMap((section) =>
    section.liveSince
      ? [
          [
            section.section,
            orDash(section.live),
            section.liveSince.action,
            section.liveSince.by,
            `${formatTimestamp(section.liveSince.at)} (${formatRelativeTime(section.liveSince.at)})`,
          ],
        ]
      : [],
  );
  const failureRows = sections.flatMap((section) =>
    section.versions.flatMap((version) =>
      version.topErrors.map((failure) => [
        section.section,
        version.version,
        String(failure.count),
        formatRelativeTime(failure.firstSeen),
        formatRelativeTime(failure.lastSeen),
        failure.stage,
        failure.route ?? '-',
        failure.fingerprint === null ? failure.message : `${failure.message} [${failure.fingerprint}]`,
      ]),
    ),
  );
  return [
    releases,
    '',
    ...(canaries.length === 0 ? [] : ['Canary judge', renderTable(['SECTION', 'CANARY', 'VERDICT', 'WAITING FOR', 'DEADLINE'], canaries), '']),
    'Live since',
    promotions.length === 0 ? 'Nothing promoted yet.' : renderTable(['SECTION', 'LIVE', 'BY', 'WHO', 'WHEN'], promotions),
    '',
    'Loads (last 24 h)',
    loads,
    '',
    'Top failures (last 24 h)',
    failureRows.length === 0
      ? 'No failures reported.'
      : renderTable(['SECTION', 'VERSION', right('COUNT'), 'FIRST', 'LAST', 'WHERE', 'ROUTE', 'MESSAGE'], failureRows),
    '',
    'Recent visitors',
    visitors,
  ].join('\n');
}

export const statusCommand = defineCommand({
  name: 'status',
  summary: 'live and canary versions, load errors and times, page vitals (p75), recent visitors',
  usage,
  options: {},
  positionals: { min: 0, max: 0 },
  async run(context, { values }) {
    const response = await context.client.sections();
    if (printJson(context, values.json, response)) return 0;
    context.out(renderStatus(response.sections));
    return 0;
  },
});
