import type { ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServerStatusPayload } from '@site/contracts/admin-api';
import type { PageProps } from '@site/contracts/remote-module';
import { apiGet } from '@site/ui/api-client';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { queryClient } from '@site/ui/query-client';
import { theme } from '@site/ui/theme';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { formatDateTime } from '../components/format.ts';
import { RecordTable } from '../components/record-table.tsx';

const statusQuery = queryOptions({
  queryKey: ['admin', 'status'],
  queryFn: ({ signal }) => apiGet<ServerStatusPayload>('/api/admin/status', { signal }),
  staleTime: 0,
  refetchInterval: 30_000,
});

/** A server that crashes this many times in a row, each soon after it started, is failing, not healing. */
const REPEATED_CRASHES = 3;

const Health = ({ ok }: { ok: boolean }) => <Badge tone={ok ? 'accent' : 'danger'}>{ok ? 'working' : 'failing'}</Badge>;

function Part({ title, ok, children }: { title: string; ok: boolean; children: ReactNode }) {
  const id = `status-${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
  return (
    <section css={panel} aria-labelledby={id} data-testid={id}>
      <h2 id={id} css={[sectionTitle, { display: 'flex', gap: theme.space.sm, alignItems: 'center', flexWrap: 'wrap' }]}>
        {title} <Health ok={ok} />
      </h2>
      {children}
    </section>
  );
}

function Status() {
  const status = useQuery(statusQuery, queryClient);
  if (status.isError) return <p css={errorText}>The status could not be read: {status.error.message}</p>;
  if (!status.data) return <p>Checking…</p>;
  const { database, search, prerender, identityProvider, servers, sections } = status.data;
  return (
    <>
      <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' }}>
        Checked {formatDateTime(status.data.checkedAt)}
        <Button size="sm" variant="secondary" onClick={() => void status.refetch()} disabled={status.isFetching}>
          {status.isFetching ? 'Checking…' : 'Check again'}
        </Button>
      </p>
      <div css={{ display: 'grid', gap: theme.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))' }}>
        <Part title="Database" ok={database.ok}>
          <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
            {database.kind === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL'} at <code>{database.location}</code>
          </p>
          <p css={muted}>{database.ok ? `${database.migrations} migrations applied; answered in ${database.latencyMs} ms.` : database.error}</p>
        </Part>
        <Part title="Identity provider" ok={identityProvider.ok}>
          <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
            <code>{identityProvider.issuer}</code> {identityProvider.local ? '(the local development provider)' : ''}
          </p>
          <p css={muted}>{identityProvider.ok ? `Reachable: its discovery document answered in ${identityProvider.latencyMs} ms.` : identityProvider.error}</p>
        </Part>
        <Part title="Prerendering" ok={prerender.state === 'ready' || prerender.state === 'rendering' || prerender.state === 'off'}>
          <p css={{ margin: 0 }}>State: {prerender.state}</p>
          <p css={muted}>
            {prerender.lastRunAt
              ? `Last run ${formatDateTime(prerender.lastRunAt)}: ${prerender.pages} pages in ${((prerender.lastRunMs ?? 0) / 1000).toFixed(1)} s, ${prerender.failures.length} failed.`
              : 'No run yet.'}
          </p>
          {prerender.failures.length > 0 ? (
            <ul css={{ margin: 0, paddingLeft: '1.25rem', overflowWrap: 'anywhere' }}>
              {prerender.failures.slice(0, 10).map((failure) => (
                <li key={failure.path}>
                  <code>{failure.path}</code>: {failure.error}
                </li>
              ))}
            </ul>
          ) : null}
        </Part>
        <Part title="Search indexes" ok={search.length > 0 && search.every((index) => index.builtAt !== null && index.lastError === null)}>
          <ul css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: theme.space.xs }}>
            {search.map((index) => (
              <li key={index.name}>
                <strong>{index.name}</strong>: {index.documents} documents, changed {index.builtAt ? formatDateTime(index.builtAt) : 'never'}, checked{' '}
                {index.checkedAt ? formatDateTime(index.checkedAt) : 'never'}
                {index.lastError ? <span css={{ display: 'block', color: theme.color.danger }}>{index.lastError}</span> : null}
              </li>
            ))}
          </ul>
        </Part>
        <Part title="Site servers" ok={servers.restarts.every((restart) => restart.crashesInARow < REPEATED_CRASHES)}>
          <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
            Answered by <code>{servers.answeredBy}</code>, up since {formatDateTime(servers.upSince)}.
          </p>
          {servers.restarts.length === 0 ? (
            <p css={muted}>No server exited on its own in the last 24 hours.</p>
          ) : (
            <>
              <p css={muted}>Exited on their own and started again by their supervisor in the last 24 hours:</p>
              <ul css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: theme.space.xs, overflowWrap: 'anywhere' }}>
                {servers.restarts.map((restart) => (
                  <li key={`${restart.server}-${restart.at}`}>
                    {formatDateTime(restart.at)}: <code>{restart.server}</code>
                    {restart.host ? ` on ${restart.host}` : ''} ({restart.exit}), back after {restart.backoffMs / 1000} s
                    {restart.crashesInARow > 1 ? `, crash ${restart.crashesInARow} in a row` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Part>
      </div>
      <section css={panel} aria-labelledby="sections-status-title">
        <h2 id="sections-status-title" css={sectionTitle}>
          Sections
        </h2>
        <RecordTable label="What each section serves">
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Live (canary)</th>
              <th scope="col">Loads, errors (24 h)</th>
              <th scope="col">Last load errors</th>
            </tr>
          </thead>
          <tbody>
            {sections.map((section) => (
              <tr key={section.section} data-testid={`status-section-${section.section}`}>
                <th scope="row">{section.section}</th>
                <td css={{ overflowWrap: 'anywhere' }}>
                  <code>{section.live ?? '—'}</code>
                  {section.canary ? (
                    <span css={{ display: 'block' }}>
                      canary <code>{section.canary}</code>
                    </span>
                  ) : null}
                </td>
                <td>
                  {section.loads}, {section.errors}
                </td>
                <td css={{ overflowWrap: 'anywhere' }}>
                  {section.lastErrors.length === 0
                    ? 'none'
                    : section.lastErrors.map((failure) => (
                        <span key={failure.message} css={{ display: 'block' }}>
                          {failure.count} × {failure.message} <span css={{ color: theme.color.muted }}>(last {formatDateTime(failure.lastSeen)})</span>
                        </span>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
        </RecordTable>
      </section>
    </>
  );
}

/** `/admin/status` (ADMIN, VIEWER): whether each part of the server works, checked when the page asks. */
export default function StatusPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <Status />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
