import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, ENTRY_STATUSES, type ContentType, type EntryStatus } from '@site/contracts/content-editing';
import type { PageProps } from '@site/contracts/remote-module';
import { Badge } from '@site/ui/badge';
import { buttonStyles } from '@site/ui/button';
import { SelectField, TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { Link, useSearchParams } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { entriesQuery, ENTRIES_PAGE_SIZE, type EntryFilter } from '../api/content-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, formRow, muted, panel } from '../components/admin-styles.ts';
import { formatDateTime } from '../components/format.ts';
import { Pager } from '../components/pager.tsx';
import { RecordTable } from '../components/record-table.tsx';

const SORTS = { updated: 'Last changed', title: 'Title', status: 'Status' } as const;

export const STATUS_TONES: Record<EntryStatus, 'accent' | 'neutral' | 'danger'> = { published: 'accent', scheduled: 'neutral', draft: 'neutral' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The filter lives in the address, so a filtered list can be bookmarked, shared and gone back to. */
function useFilter(): [EntryFilter, (change: Partial<EntryFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter: EntryFilter = {
    type: oneOf(CONTENT_TYPES, params.get('type')),
    status: oneOf(ENTRY_STATUSES, params.get('status')),
    q: params.get('q') ?? undefined,
    sort: oneOf(['updated', 'title', 'status'] as const, params.get('sort')) ?? 'updated',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (change: Partial<EntryFilter>) => {
    const next = { ...filter, page: 1, ...change };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next))
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1) && !(key === 'sort' && value === 'updated')) search.set(key, String(value));
    setParams(search, { replace: true });
  };
  return [filter, update];
}

function Entries() {
  const [filter, update] = useFilter();
  const [search, setSearch] = useState(filter.q ?? '');
  const entries = useQuery({ ...entriesQuery(filter), placeholderData: keepPreviousData }, queryClient);
  return (
    <section css={panel} aria-label="Find content">
      <form
        role="search"
        css={formRow}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: search.trim() || undefined });
        }}
      >
        <TextField
          label="Find by title or slug"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={() => update({ q: search.trim() || undefined })}
        />
        <SelectField label="Type" value={filter.type ?? ''} onChange={(event) => update({ type: oneOf(CONTENT_TYPES, event.target.value) })}>
          <option value="">Every type</option>
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {CONTENT_TYPE_LABELS[type].many}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={filter.status ?? ''} onChange={(event) => update({ status: oneOf(ENTRY_STATUSES, event.target.value) })}>
          <option value="">Any status</option>
          {ENTRY_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          value={filter.sort}
          onChange={(event) => update({ sort: oneOf(['updated', 'title', 'status'] as const, event.target.value) ?? 'updated' })}
        >
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </form>
      {entries.isError ? <p css={errorText}>The content could not be loaded: {entries.error.message}</p> : null}
      {!entries.data ? (
        <p>Loading content…</p>
      ) : entries.data.entries.length === 0 ? (
        <div css={{ display: 'grid', gap: theme.space.sm, justifyItems: 'start' }} data-testid="content-empty">
          <p css={{ margin: 0 }}>{filter.q || filter.type || filter.status ? 'Nothing matches these filters.' : 'There is no content yet.'}</p>
          <p css={muted}>Start a new entry above, or clear the filters.</p>
        </div>
      ) : (
        <>
          <p css={muted} aria-live="polite">
            {entries.data.total} {entries.data.total === 1 ? 'entry' : 'entries'}
          </p>
          <RecordTable label="Content entries">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Last changed</th>
                <th scope="col">Public page</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.entries.map((entry) => (
                <tr key={entry.id} data-testid={`entry-${entry.slug}`}>
                  <th scope="row" css={{ fontWeight: theme.fontWeight.medium }}>
                    <Link to={`/admin/content/${entry.id}`}>{entry.title}</Link>
                  </th>
                  <td>{CONTENT_TYPE_LABELS[entry.type].one}</td>
                  <td>
                    <Badge tone={STATUS_TONES[entry.status]}>{entry.status}</Badge>
                    {entry.hasUnpublishedChanges ? <span css={{ display: 'block', color: theme.color.muted }}>changes not published</span> : null}
                    {entry.publishAt ? <span css={{ display: 'block', color: theme.color.muted }}>{formatDateTime(entry.publishAt)}</span> : null}
                  </td>
                  <td>
                    {formatDateTime(entry.updatedAt)}
                    <span css={{ display: 'block', color: theme.color.muted, overflowWrap: 'anywhere' }}>{entry.updatedBy}</span>
                  </td>
                  <td>
                    {entry.publicPath ? <a href={entry.publicPath}>{entry.publicPath}</a> : <span css={{ color: theme.color.muted }}>not published</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </RecordTable>
          <Pager page={filter.page} pageSize={ENTRIES_PAGE_SIZE} total={entries.data.total} onPage={(page) => update({ page })} label="Content pages" />
        </>
      )}
    </section>
  );
}

/** `/admin/content` (EDITOR, ADMIN): every blog post, case study, video and feature, drafts included. */
export default function ContentPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <nav aria-label="New content" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
            {CONTENT_TYPES.map((type: ContentType) => (
              <Link key={type} to={`/admin/content/new?type=${type}`} css={buttonStyles('secondary', 'sm')}>
                New {CONTENT_TYPE_LABELS[type].one.toLowerCase()}
              </Link>
            ))}
          </nav>
          <Entries />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
