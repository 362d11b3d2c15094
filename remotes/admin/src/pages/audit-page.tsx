import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntryPayload } from '@site/contracts/admin-api';
import type { PageProps } from '@site/contracts/remote-module';
import { Button } from '@site/ui/button';
import { queryClient } from '@site/ui/query-client';
import { Link } from '@site/ui/router';
import { auditQuery, AUDIT_PAGE_SIZE, type AuditFilter } from '../api/admin-api.ts';
import { actionName, detailLines, subjectOf } from '../audit/audit-entry-text.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, formRow, muted, panel, readableAddress } from '../components/admin-styles.ts';
import { RecordTable } from '../components/record-table.tsx';
import { formatDateTime } from '../components/format.ts';

function Subject({ entry }: { entry: AuditEntryPayload }) {
  const subject = subjectOf(entry);
  return subject.href ? <Link to={subject.href}>{subject.text}</Link> : <>{subject.text}</>;
}

function AuditTable({ entries }: { entries: readonly AuditEntryPayload[] }) {
  if (entries.length === 0) return <p>No entries match these filters.</p>;
  return (
    <RecordTable label="Audit entries">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">On</th>
          <th scope="col">Details</th>
          <th scope="col">From</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-entry">
            <td css={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</td>
            <th scope="row" css={readableAddress}>
              {entry.actor}
            </th>
            <td>
              <span css={{ display: 'block' }}>{actionName(entry.action)}</span>
              <code css={muted}>{entry.action}</code>
            </td>
            <td css={readableAddress}>
              <Subject entry={entry} />
            </td>
            <td css={{ overflowWrap: 'anywhere', maxWidth: '28rem' }}>
              {detailLines(entry).map((line) => (
                <span key={line} css={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </td>
            <td>
              {entry.ipHash ? (
                <abbr title={`HMAC of the client IP (never the address itself): ${entry.ipHash}`}>{entry.ipHash.slice(0, 8)}</abbr>
              ) : (
                <span title="done by the server itself">—</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

function AuditLog() {
  const [filter, setFilter] = useState<AuditFilter>({});
  // Pages already shown, by the id the next one starts before.
  const [cursors, setCursors] = useState<number[]>([]);
  const first = useQuery({ ...auditQuery(filter), placeholderData: keepPreviousData }, queryClient);
  const facets = first.data;
  return (
    <section css={panel} aria-label="Audit log">
      <form css={formRow} onSubmit={(event) => event.preventDefault()} aria-label="Filter the audit log">
        <label css={{ display: 'grid', gap: '0.25rem' }}>
          <span css={{ fontWeight: 600 }}>Person or token</span>
          <select
            value={filter.actor ?? ''}
            onChange={(event) => {
              setCursors([]);
              setFilter({ ...filter, actor: event.target.value || undefined });
            }}
            css={{ minHeight: '44px', borderRadius: '8px' }}
          >
            <option value="">Everyone</option>
            {facets?.actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
        </label>
        <label css={{ display: 'grid', gap: '0.25rem' }}>
          <span css={{ fontWeight: 600 }}>Action</span>
          <select
            value={filter.action ?? ''}
            onChange={(event) => {
              setCursors([]);
              setFilter({ ...filter, action: event.target.value || undefined });
            }}
            css={{ minHeight: '44px', borderRadius: '8px' }}
          >
            <option value="">Every action</option>
            {[...new Set(facets?.actions.map((action) => `${action.split('.')[0]}.`))].map((prefix) => (
              <option key={prefix} value={prefix}>
                {prefix}* (all)
              </option>
            ))}
            {facets?.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p css={muted}>Append-only: entries are never changed or removed. Newest first.</p>
      {first.isError ? <p css={errorText}>The audit log could not be loaded: {first.error.message}</p> : null}
      {first.data ? <AuditTable entries={first.data.entries} /> : <p>Loading…</p>}
      {cursors.map((before) => (
        <OlderPage key={before} filter={filter} before={before} />
      ))}
      <LoadOlder filter={filter} cursors={cursors} firstPage={first.data?.entries} onMore={(before) => setCursors([...cursors, before])} />
    </section>
  );
}

function OlderPage({ filter, before }: { filter: AuditFilter; before: number }) {
  const page = useQuery(auditQuery(filter, before), queryClient);
  return page.data ? <AuditTable entries={page.data.entries} /> : <p>Loading older entries…</p>;
}

function LoadOlder({
  filter,
  cursors,
  firstPage,
  onMore,
}: {
  filter: AuditFilter;
  cursors: number[];
  firstPage: readonly AuditEntryPayload[] | undefined;
  onMore: (before: number) => void;
}) {
  const last = cursors.at(-1);
  const lastPage = useQuery({ ...auditQuery(filter, last), enabled: last !== undefined }, queryClient);
  const entries = last === undefined ? firstPage : lastPage.data?.entries;
  if (!entries || entries.length < AUDIT_PAGE_SIZE) return null;
  const oldest = entries.at(-1)?.id;
  return oldest === undefined ? null : (
    <div>
      <Button variant="secondary" onClick={() => onMore(oldest)}>
        Load older entries
      </Button>
    </div>
  );
}

/** `/admin/audit` (ADMIN): sign-ins, role changes, token use and every registry write, filtered by person and action. */
export default function AuditPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <AuditLog />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
