import { theme } from '@site/ui/theme';
import { useQuery } from '@tanstack/react-query';
import type { PageProps } from '@site/contracts/remote-module';
import { Badge } from '@site/ui/badge';
import { queryClient } from '@site/ui/query-client';
import { releaseHistoryQuery, releasesQuery, type SectionRelease } from '../api/releases-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { RecordTable } from '../components/record-table.tsx';
import { formatDateTime } from '../components/format.ts';
import { areasFor } from '../components/admin-areas.ts';
import { Activity } from '../dashboard/activity.tsx';
import { describePageSpeed } from '../dashboard/page-speed.ts';

const errorRate = (section: SectionRelease, version: string | null | undefined): string => {
  const stats = section.versions.find((candidate) => candidate.version === version);
  return stats && stats.loads > 0 ? `${stats.errorRate?.toFixed(1) ?? '0.0'} % of ${stats.loads} loads` : 'no loads yet';
};

function Releases() {
  const releases = useQuery(releasesQuery, queryClient);
  if (releases.isError) return <p css={errorText}>Release status could not be loaded: {releases.error.message}</p>;
  if (!releases.data) return <p>Loading release status…</p>;
  return (
    <RecordTable label="Live and canary versions">
      <thead>
        <tr>
          <th scope="col">Section</th>
          <th scope="col">Live</th>
          <th scope="col">Canary</th>
          <th scope="col">Errors in browsers (24 h)</th>
          <th scope="col">Page speed, p75 (24 h)</th>
        </tr>
      </thead>
      <tbody>
        {releases.data.sections.map((section) => (
          <tr key={section.section} data-testid={`release-${section.section}`}>
            <th scope="row">{section.section}</th>
            <td>
              <code css={{ overflowWrap: 'anywhere' }}>{section.live ?? '—'}</code>
            </td>
            <td>
              {section.canary ? (
                <>
                  <code css={{ overflowWrap: 'anywhere' }}>{section.canary.version}</code> <Badge tone="accent">{section.canary.percent} %</Badge>
                </>
              ) : (
                'none'
              )}
            </td>
            <td>
              live: {errorRate(section, section.live)}
              {section.canary ? <span css={{ display: 'block' }}>canary: {errorRate(section, section.canary.version)}</span> : null}
            </td>
            <td>
              live: {describePageSpeed(section, section.live)}
              {section.canary ? <span css={{ display: 'block' }}>canary: {describePageSpeed(section, section.canary.version)}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

function RecentChanges() {
  const history = useQuery(releaseHistoryQuery(), queryClient);
  if (history.isError) return <p css={errorText}>Release history could not be loaded: {history.error.message}</p>;
  if (!history.data) return <p>Loading release history…</p>;
  if (history.data.entries.length === 0) return <p>No release has been recorded yet.</p>;
  return (
    <ol css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
      {history.data.entries.map((event) => (
        <li key={event.id}>
          <strong>{event.section}</strong> {event.action} {event.toVersion ? <code css={{ overflowWrap: 'anywhere' }}>{event.toVersion}</code> : null}
          {event.percent ? ` to ${event.percent} %` : ''} by {event.actor}, {formatDateTime(event.createdAt)}
          {event.reason ? <span css={{ display: 'block', color: theme.color.muted }}>“{event.reason}”</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** `/admin/dashboard` (ADMIN, VIEWER): leads, searches and loads over a range of days, what is live in every section, and what changed last. */
export default function DashboardPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <Activity inboxOpen={areasFor(session.user.role).some((area) => area.path === '/admin/leads')} />
          <section css={panel} aria-labelledby="releases-title">
            <h2 id="releases-title" css={sectionTitle}>
              Sections
            </h2>
            <p css={muted}>The version every visitor gets, the canary a share of them gets, and how each loads in real browsers.</p>
            <Releases />
          </section>
          <section css={panel} aria-labelledby="changes-title">
            <h2 id="changes-title" css={sectionTitle}>
              Recent release changes
            </h2>
            <RecentChanges />
          </section>
        </AdminFrame>
      )}
    </AdminGate>
  );
}
