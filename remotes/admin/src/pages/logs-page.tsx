import { useId, useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CspReport } from '@site/contracts/csp-reports';
import type { PageProps } from '@site/contracts/remote-module';
import type { ErrorLogEntry, ErrorLogLevel, ErrorLogList, RequestLogEntry, RequestLogList } from '@site/contracts/server-logs';
import { Badge, type BadgeTone } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { SelectField, TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { cspReportsQuery, errorLogQuery, LOG_PAGE_SIZE, requestLogQuery, type LogFilter } from '../api/logs-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { useAddressFilters, useTypedFilter } from '../components/address-filters.ts';
import { errorText, formRow, muted, panel, pill, readableAddress } from '../components/admin-styles.ts';
import { formatDateTime } from '../components/format.ts';
import { PhoneFoldButton, foldedOnPhone } from '../components/phone-fold.tsx';
import { RecordTable } from '../components/record-table.tsx';

const LOGS = { requests: 'Requests', errors: 'Errors and warnings', csp: 'CSP reports' } as const;
type LogName = keyof typeof LOGS;
const isLogName = (name: string | null): name is LogName => name !== null && name in LOGS;

/** Long ids stay on one line and break anywhere rather than widen the table. */
const code = { fontFamily: theme.font.mono, fontSize: theme.fontSize.xs, overflowWrap: 'anywhere' } as const;
/** Filters in columns wide enough for a date and time field, which will not shrink below its text. */
const dateFormRow = [formRow, { gridTemplateColumns: 'repeat(auto-fit, minmax(min(17rem, 100%), 1fr))' }];
/** A button that acts on the page in place, worded and shown as a link. */
const linkButton = {
  background: 'none',
  border: 'none',
  padding: 0,
  color: theme.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'left',
  minHeight: '24px',
} as const;

/** An ISO instant as a `datetime-local` field shows it (the reader's own time), and back. */
const localInput = (iso: string | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const instantOf = (local: string): string | undefined => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : undefined);

const statusTone = (status: number): BadgeTone => (status >= 500 ? 'danger' : status >= 400 ? 'accent' : 'neutral');
const LEVEL_TONES: Record<ErrorLogLevel, BadgeTone> = { warn: 'accent', error: 'danger', fatal: 'danger' };
const LEVEL_NAMES: Record<ErrorLogLevel, string> = { warn: 'Warning', error: 'Error', fatal: 'Fatal' };

/** The log shown and its filters, kept in the address: a link to one request's entries can be shared. */
function useLogAddress() {
  const { params, update } = useAddressFilters();
  const log: LogName = isLogName(params.get('log')) ? (params.get('log') as LogName) : 'requests';
  const filter: LogFilter = {
    requestId: params.get('requestId') ?? undefined,
    path: params.get('path') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    status: params.get('status') ?? undefined,
    kind: (['pages', 'files'] as const).find((kind) => kind === params.get('kind')),
    level: (['warn', 'error', 'fatal'] as const).find((level) => level === params.get('level')),
  };
  const linkTo = (name: LogName) => {
    const next = new URLSearchParams(params);
    next.set('log', name);
    return `?${next.toString()}`;
  };
  return { log, filter, update, linkTo };
}

function LogSwitch({ current, linkTo }: { current: LogName; linkTo: (name: LogName) => string }) {
  return (
    <nav aria-label="Which log">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}>
        {(Object.keys(LOGS) as LogName[]).map((name) => (
          <li key={name}>
            <Link
              to={linkTo(name)}
              replace
              aria-current={name === current ? 'page' : undefined}
              css={{
                ...pill,
                color: theme.color.text,
                '&[aria-current="page"]': { background: theme.color.brandSoft, color: theme.color.brandStrong, borderColor: 'currentColor', fontWeight: 600 },
              }}
            >
              {LOGS[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({ log, filter, update }: { log: LogName; filter: LogFilter; update: ReturnType<typeof useLogAddress>['update'] }) {
  // The path box filters after a pause in typing.
  const { text: path, setText: setPath, applyNow: applyPath } = useTypedFilter(filter.path, (typed) => update({ path: typed }));
  // On a phone the six fields would fill the first screen: they fold behind one button saying how many are set.
  const [open, setOpen] = useState(false);
  const formId = useId();
  const shared = [filter.path, filter.requestId, filter.from, filter.to];
  const setCount = (log === 'requests' ? [...shared, filter.status, filter.kind] : [...shared, filter.level]).filter(Boolean).length;
  return (
    <>
      <PhoneFoldButton open={open} onToggle={() => setOpen(!open)} controls={formId}>
        Filters{setCount > 0 ? ` (${setCount} set)` : ''}
      </PhoneFoldButton>
      <form
        id={formId}
        role="search"
        aria-label={`Filter the ${LOGS[log].toLowerCase()}`}
        css={[dateFormRow, foldedOnPhone(open)]}
        onSubmit={(event) => {
          event.preventDefault();
          applyPath();
        }}
      >
        <TextField label="Path contains" type="search" value={path} onChange={(event) => setPath(event.target.value)} onBlur={applyPath} />
        {log === 'requests' ? (
          <SelectField label="Requests for" value={filter.kind ?? ''} onChange={(event) => update({ kind: event.target.value })}>
            <option value="">Pages, the API and files</option>
            <option value="pages">Pages and the API</option>
            <option value="files">Files (scripts, styles, images)</option>
          </SelectField>
        ) : null}
        {log === 'requests' ? (
          <SelectField label="Status" value={filter.status ?? ''} onChange={(event) => update({ status: event.target.value })}>
            <option value="">Any status</option>
            <option value="2xx">2xx answered</option>
            <option value="3xx">3xx redirected</option>
            <option value="4xx">4xx refused or not found</option>
            <option value="5xx">5xx failed</option>
            {filter.status && !filter.status.endsWith('xx') ? <option value={filter.status}>{filter.status} only</option> : null}
          </SelectField>
        ) : (
          <SelectField label="Level" value={filter.level ?? ''} onChange={(event) => update({ level: event.target.value })}>
            <option value="">Warnings and errors</option>
            <option value="error">Errors only</option>
            <option value="fatal">Fatal only</option>
          </SelectField>
        )}
        <TextField
          label="Request id"
          value={filter.requestId ?? ''}
          onChange={(event) => update({ requestId: event.target.value.trim() })}
          spellCheck={false}
          autoComplete="off"
        />
        <TextField label="From" type="datetime-local" value={localInput(filter.from)} onChange={(event) => update({ from: instantOf(event.target.value) })} />
        <TextField label="Until" type="datetime-local" value={localInput(filter.to)} onChange={(event) => update({ to: instantOf(event.target.value) })} />
      </form>
    </>
  );
}

function RequestId({ id, onPick }: { id: string; onPick: (id: string) => void }) {
  return (
    <button type="button" onClick={() => onPick(id)} title={id} aria-label={`Only request ${id}`} css={{ ...linkButton, ...code, whiteSpace: 'nowrap' }}>
      {id.slice(0, 8)}…
    </button>
  );
}

function RequestRows({ entries, onPick }: { entries: readonly RequestLogEntry[]; onPick: (id: string) => void }) {
  return (
    <RecordTable label="Requests">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Status</th>
          <th scope="col">Request</th>
          <th scope="col">Took</th>
          <th scope="col">Request id</th>
          <th scope="col">Server</th>
          <th scope="col">Client</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="request-entry">
            <td css={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</td>
            <td>
              <Badge tone={statusTone(entry.status)}>{entry.status}</Badge>
            </td>
            <th scope="row" css={{ fontWeight: 'normal', overflowWrap: 'anywhere', minWidth: '14rem' }}>
              <span css={{ fontWeight: 600 }}>{entry.method}</span> {entry.path}
              {entry.query.length > 0 ? <span css={muted}>?{entry.query.map((name) => `${name}=…`).join('&')}</span> : null}
            </th>
            <td css={{ whiteSpace: 'nowrap' }}>{entry.ms} ms</td>
            <td>
              <RequestId id={entry.requestId} onPick={onPick} />
            </td>
            <td css={{ ...code, whiteSpace: 'nowrap' }}>{entry.server}</td>
            <td>
              {entry.client ? <abbr title={`HMAC of the client's address (never the address itself): ${entry.client}`}>{entry.client.slice(0, 8)}</abbr> : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

function ErrorRows({ entries, onPick }: { entries: readonly ErrorLogEntry[]; onPick: (id: string) => void }) {
  return (
    <RecordTable label="Errors and warnings">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Level</th>
          <th scope="col">What happened</th>
          <th scope="col">Path</th>
          <th scope="col">Request id</th>
          <th scope="col">Server</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="error-entry">
            <td css={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</td>
            <td>
              <Badge tone={LEVEL_TONES[entry.level]}>{LEVEL_NAMES[entry.level]}</Badge>
            </td>
            <th scope="row" css={{ fontWeight: 'normal', overflowWrap: 'anywhere', minWidth: '16rem', maxWidth: '36rem' }}>
              <span css={{ display: 'block', fontWeight: 600 }}>{entry.message}</span>
              {entry.detail ? (
                <details>
                  <summary css={{ cursor: 'pointer', minHeight: '24px' }}>{entry.errorType ?? 'Details'}</summary>
                  <pre css={{ ...code, whiteSpace: 'pre-wrap', margin: `${theme.space.xs} 0 0` }}>{entry.detail}</pre>
                </details>
              ) : null}
            </th>
            <td css={readableAddress}>{entry.path ?? '—'}</td>
            <td>{entry.requestId ? <RequestId id={entry.requestId} onPick={onPick} /> : '—'}</td>
            <td css={{ ...code, whiteSpace: 'nowrap' }}>{entry.server}</td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

type ServerLogName = Exclude<LogName, 'csp'>;
type LogList = RequestLogList | ErrorLogList;

/** One page of a log, newest first: the first with no `before`. */
const logQuery = (log: ServerLogName, filter: LogFilter, before?: number) =>
  (log === 'requests' ? requestLogQuery(filter, before) : errorLogQuery(filter, before)) as UseQueryOptions<LogList, Error, LogList, readonly unknown[]>;

function LogRows({ log, entries, onPick }: { log: ServerLogName; entries: LogList['entries']; onPick: (id: string) => void }) {
  return log === 'requests' ? (
    <RequestRows entries={entries as RequestLogEntry[]} onPick={onPick} />
  ) : (
    <ErrorRows entries={entries as ErrorLogEntry[]} onPick={onPick} />
  );
}

const WHAT: Record<ServerLogName, string> = { requests: 'requests', errors: 'errors or warnings' };

/** A log read newest first, a page at a time: each older page is asked for by where the last one ended. */
function PagedLog({ log, filter, onPick }: { log: ServerLogName; filter: LogFilter; onPick: (id: string) => void }) {
  const first = useQuery({ ...logQuery(log, filter), placeholderData: keepPreviousData, refetchInterval: 10_000 }, queryClient);
  // Older pages shown, by where each starts; another log or filter starts from the newest page again.
  const pagingKey = JSON.stringify([log, filter]);
  const [paging, setPaging] = useState<{ key: string; cursors: number[] }>({ key: pagingKey, cursors: [] });
  const cursors = paging.key === pagingKey ? paging.cursors : [];
  if (first.isError)
    return (
      <p css={errorText}>
        The {WHAT[log]} could not be loaded: {first.error.message}
      </p>
    );
  if (!first.data) return <p>Loading…</p>;
  return (
    <>
      <p css={muted}>
        Every site server’s, newest first, kept {first.data.retentionDays} days. Query values, tokens and e-mail addresses are never stored; a client is an HMAC
        of its address.
      </p>
      {first.data.entries.length === 0 ? <p>No {WHAT[log]} match these filters.</p> : <LogRows log={log} entries={first.data.entries} onPick={onPick} />}
      {cursors.map((before) => (
        <OlderPage key={before} log={log} filter={filter} before={before} onPick={onPick} />
      ))}
      <LoadOlder
        log={log}
        filter={filter}
        firstNext={first.data.next}
        cursors={cursors}
        onMore={(before) => setPaging({ key: pagingKey, cursors: [...cursors, before] })}
      />
    </>
  );
}

function OlderPage({ log, filter, before, onPick }: { log: ServerLogName; filter: LogFilter; before: number; onPick: (id: string) => void }) {
  const page = useQuery(logQuery(log, filter, before), queryClient);
  return page.data ? <LogRows log={log} entries={page.data.entries} onPick={onPick} /> : <p>Loading older entries…</p>;
}

function LoadOlder({
  log,
  filter,
  firstNext,
  cursors,
  onMore,
}: {
  log: ServerLogName;
  filter: LogFilter;
  firstNext: number | null;
  cursors: number[];
  onMore: (before: number) => void;
}) {
  const last = cursors.at(-1);
  const lastPage = useQuery({ ...logQuery(log, filter, last), enabled: last !== undefined }, queryClient);
  const next = last === undefined ? firstNext : (lastPage.data?.next ?? null);
  return next === null ? null : (
    <div>
      <Button variant="secondary" onClick={() => onMore(next)}>
        Load {LOG_PAGE_SIZE} older
      </Button>
    </div>
  );
}

function CspReports() {
  const reports = useQuery({ ...cspReportsQuery, refetchInterval: 10_000 }, queryClient);
  if (reports.isError) return <p css={errorText}>The CSP reports could not be loaded: {reports.error.message}</p>;
  if (!reports.data) return <p>Loading…</p>;
  const { note, lastDay, reports: newest } = reports.data;
  return (
    <>
      <p css={muted}>{note}</p>
      <h2 css={{ fontSize: theme.fontSize.md, margin: 0 }}>The last 24 hours</h2>
      {lastDay.length === 0 ? (
        <p>No violation was reported in the last 24 hours.</p>
      ) : (
        <RecordTable label="Violations in the last 24 hours">
          <thead>
            <tr>
              <th scope="col">Directive</th>
              <th scope="col">Blocked</th>
              <th scope="col">Reports</th>
              <th scope="col">Addresses</th>
            </tr>
          </thead>
          <tbody>
            {lastDay.map((row) => (
              <tr key={`${row.directive} ${row.blocked}`}>
                <td css={code}>{row.directive}</td>
                <th scope="row" css={{ ...readableAddress, fontWeight: 'normal' }}>
                  {row.blocked || '—'}
                </th>
                <td>{row.count}</td>
                <td>{row.addresses}</td>
              </tr>
            ))}
          </tbody>
        </RecordTable>
      )}
      <h2 css={{ fontSize: theme.fontSize.md, margin: 0 }}>{newest.length === 1 ? 'The newest report' : `The newest ${newest.length} reports`}</h2>
      {newest.length === 0 ? <p>No report has been received.</p> : <CspReportRows reports={newest} />}
    </>
  );
}

function CspReportRows({ reports }: { reports: readonly CspReport[] }) {
  return (
    <RecordTable label="CSP reports">
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Page</th>
          <th scope="col">Directive</th>
          <th scope="col">Blocked</th>
          <th scope="col">Where</th>
          <th scope="col">Reported by</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id} data-testid="csp-report">
            <td css={{ whiteSpace: 'nowrap' }}>{formatDateTime(report.receivedAt)}</td>
            <th scope="row" css={{ ...readableAddress, fontWeight: 'normal' }}>
              {report.documentUrl}
            </th>
            <td css={code}>
              {report.directive}
              {report.disposition === 'report' ? ' (report only)' : ''}
            </td>
            <td css={readableAddress}>
              {report.blocked || '—'}
              {report.sample ? <code css={{ ...code, display: 'block' }}>{report.sample}</code> : null}
            </td>
            <td css={readableAddress}>
              {report.sourceFile
                ? `${report.sourceFile}${report.line === null ? '' : `:${report.line}`}${report.column === null ? '' : `:${report.column}`}`
                : '—'}
            </td>
            <td>{report.reporter ? <abbr title={`HMAC of the sending address: ${report.reporter}`}>{report.reporter.slice(0, 8)}</abbr> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

function ServerLogs() {
  const { log, filter, update, linkTo } = useLogAddress();
  const pick = (requestId: string) => update({ requestId });
  return (
    <section css={panel} aria-label={LOGS[log]}>
      <LogSwitch current={log} linkTo={linkTo} />
      {log === 'csp' ? (
        <CspReports />
      ) : (
        <>
          <Filters key={log} log={log} filter={filter} update={update} />
          {filter.requestId ? (
            <p css={{ margin: 0 }}>
              Showing request <code css={code}>{filter.requestId}</code> only.{' '}
              <Link to={linkTo(log === 'requests' ? 'errors' : 'requests')} replace>
                {log === 'requests' ? 'Its errors and warnings' : 'The request itself'}
              </Link>
              {' · '}
              <button type="button" onClick={() => update({ requestId: undefined })} css={{ ...linkButton, font: 'inherit' }}>
                Show every request
              </button>
            </p>
          ) : null}
          <PagedLog log={log} filter={filter} onPick={pick} />
        </>
      )}
    </section>
  );
}

/** `/admin/logs` (ADMIN): what every site server answered and what went wrong, and the CSP reports browsers sent. */
export default function LogsPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <ServerLogs />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
