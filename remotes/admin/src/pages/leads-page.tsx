import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LEAD_SORT_VALUES,
  LEAD_STATUS_VALUES,
  LEAD_UNOWNED,
  type InboxLeadPayload,
  type LeadDetailPayload,
  type LeadOwnersPayload,
  type LeadStatusValue,
} from '@site/contracts/admin-api';
import type { SessionInfo } from '@site/contracts/access';
import { LEAD_FORM_TITLES, LEAD_FORMS } from '@site/contracts/lead-forms';
import type { PageProps } from '@site/contracts/remote-module';
import { Badge } from '@site/ui/badge';
import { Button, buttonStyles } from '@site/ui/button';
import { SelectField, TextArea, TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { useAddressFilters, useTypedFilter } from '../components/address-filters.ts';
import { theme } from '@site/ui/theme';
import { addLeadNote, changeLead, eraseLeads, exportUrl, leadOwnersQuery, leadQuery, leadsQuery, LEADS_PAGE_SIZE, type LeadFilter } from '../api/leads-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, formRow, muted, panel, sectionTitle, withinTableFrame } from '../components/admin-styles.ts';
import { formatDateTime } from '../components/format.ts';
import { Pager } from '../components/pager.tsx';
import { RecordTable } from '../components/record-table.tsx';
import { notifyFailed, notifySaved } from '../users/notify.ts';

const STATUS_TONES: Record<LeadStatusValue, 'brand' | 'accent' | 'neutral'> = { new: 'brand', contacted: 'accent', qualified: 'accent', closed: 'neutral' };
const refreshLeads = () => queryClient.invalidateQueries({ queryKey: ['admin', 'leads'] });
const who = (lead: InboxLeadPayload) => `${String(lead.fields.name ?? '(no name)')} <${String(lead.fields.email ?? '')}>`;
type Owners = LeadOwnersPayload['owners'];
/** A person as the inbox names them: by name where one is known, else by address; nobody for null. */
const ownerName = (owners: Owners | undefined, email: string | null | undefined) =>
  !email ? 'nobody' : (owners?.find((owner) => owner.email === email)?.name ?? email);

function timelineEntry(event: LeadDetailPayload['events'][number], owners: Owners | undefined) {
  if (event.kind === 'status') return `${event.fromStatus} → ${event.toStatus}`;
  if (event.kind === 'owner') return `Owner: ${ownerName(owners, event.fromOwner)} → ${ownerName(owners, event.toOwner)}`;
  return <q css={{ whiteSpace: 'pre-wrap' }}>{event.note}</q>;
}

function LeadDetail({ id, session }: { id: string; session: SessionInfo }) {
  const lead = useQuery(leadQuery(id), queryClient);
  const owners = useQuery(leadOwnersQuery(), queryClient).data?.owners;
  const [note, setNote] = useState('');
  if (lead.isError) return <p css={errorText}>This lead could not be loaded: {lead.error.message}</p>;
  if (!lead.data) return <p>Loading the lead…</p>;
  const change = async (update: { status: LeadStatusValue } | { owner: string | null }, done: string, failed: string) => {
    try {
      queryClient.setQueryData(leadQuery(id).queryKey, await changeLead(id, update));
      await refreshLeads();
      notifySaved(done);
    } catch (failure) {
      notifyFailed(failed, failure);
    }
  };
  const changeStatus = (status: LeadStatusValue) => change({ status }, `Marked ${status}`, 'The status was not changed');
  const changeOwner = (owner: string | null) =>
    change({ owner }, owner ? `Given to ${ownerName(owners, owner)}` : 'Nobody owns it now', 'The owner was not changed');
  const me = session.user.email;
  const canOwn = owners?.some((owner) => owner.email === me) ?? false;
  const saveNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    try {
      queryClient.setQueryData(leadQuery(id).queryKey, await addLeadNote(id, note));
      setNote('');
      notifySaved('Note added');
    } catch (failure) {
      notifyFailed('The note was not saved', failure);
    }
  };
  const { data } = lead;
  return (
    <div css={{ display: 'grid', gap: theme.space.md }} data-testid="lead-detail">
      <dl css={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)', gap: `${theme.space.xs} ${theme.space.md}`, margin: 0 }}>
        {Object.entries(data.fields).map(([name, value]) => (
          <div key={name} css={{ display: 'contents' }}>
            <dt css={{ fontWeight: theme.fontWeight.semibold }}>{name}</dt>
            <dd css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{Array.isArray(value) ? value.join(', ') : String(value)}</dd>
          </div>
        ))}
      </dl>
      <div css={formRow}>
        <SelectField label="Status" value={data.status} onChange={(event) => void changeStatus(event.target.value as LeadStatusValue)}>
          {LEAD_STATUS_VALUES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </SelectField>
        <SelectField label="Owner" value={data.owner ?? ''} disabled={!owners} onChange={(event) => void changeOwner(event.target.value || null)}>
          <option value="">Nobody</option>
          {/* Someone who no longer has access still shows as the owner until it is given to another. */}
          {data.owner && !owners?.some((owner) => owner.email === data.owner) ? <option value={data.owner}>{data.owner} (no access now)</option> : null}
          {owners?.map((owner) => (
            <option key={owner.email} value={owner.email}>
              {owner.name ? `${owner.name} (${owner.email})` : owner.email}
            </option>
          ))}
        </SelectField>
        {canOwn && data.owner !== me ? (
          <div css={{ alignSelf: 'end' }}>
            <Button size="sm" variant="secondary" onClick={() => void changeOwner(me)}>
              Take it
            </Button>
          </div>
        ) : null}
      </div>
      <ol css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: theme.space.xs }} aria-label="Timeline">
        <li>
          Received {formatDateTime(data.createdAt)} from {data.sourcePage ?? 'an unknown page'}
        </li>
        {data.events.map((event, index) => (
          <li key={index} css={{ overflowWrap: 'anywhere' }}>
            {timelineEntry(event, owners)} — {event.actor}, {formatDateTime(event.createdAt)}
          </li>
        ))}
      </ol>
      <form onSubmit={(event) => void saveNote(event)} css={{ display: 'grid', gap: theme.space.sm }}>
        <TextArea label="Add a note" value={note} maxLength={2000} rows={3} onChange={(event) => setNote(event.target.value)} />
        <div>
          <Button type="submit" size="sm" disabled={!note.trim()}>
            Add note
          </Button>
        </div>
      </form>
    </div>
  );
}

function Erasure() {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const erase = async () => {
    try {
      const { erased } = await eraseLeads(email.trim(), reason.trim());
      notifySaved(`Erased ${erased} ${erased === 1 ? 'lead' : 'leads'}`, 'The audit log records the erasure without the address.');
      setEmail('');
      setReason('');
      setConfirming(false);
      setError(undefined);
      await refreshLeads();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      notifyFailed('Nothing was erased', failure);
    }
  };
  return (
    <section css={panel} aria-labelledby="erase-title">
      <h2 id="erase-title" css={sectionTitle}>
        Erase a person’s leads (GDPR)
      </h2>
      <p css={muted}>Deletes every lead with this e-mail address, with its notes. It cannot be undone.</p>
      <form
        css={formRow}
        onSubmit={(event) => {
          event.preventDefault();
          if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError('Enter the e-mail address whose leads to erase.');
          if (reason.trim().length < 3) return setError('Say why (the request reference, say).');
          setError(undefined);
          setConfirming(true);
        }}
      >
        <TextField label="E-mail address" type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        <TextField label="Reason (request reference)" value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
        <div>
          <Button type="submit" variant="danger">
            Erase…
          </Button>
        </div>
      </form>
      {error ? (
        <p role="alert" css={errorText}>
          {error}
        </p>
      ) : null}
      {confirming ? (
        <div role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
          <span>Erase every lead of {email.trim()}?</span>
          <Button variant="danger" onClick={() => void erase()}>
            Yes, erase them
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function Inbox({ session }: { session: SessionInfo }) {
  const { params, update: updateAddress } = useAddressFilters();
  const owners = useQuery(leadOwnersQuery(), queryClient).data?.owners;
  const filter: LeadFilter = {
    form: params.get('form') ?? undefined,
    status: params.get('status') ?? undefined,
    owner: params.get('owner') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    q: params.get('q') ?? undefined,
  };
  const sort = params.get('sort') ?? 'newest';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // A notification's link names the lead to open (`?lead=<id>`).
  const [open, setOpen] = useState<string | null>(params.get('lead'));
  // Another filter starts from the first page.
  const update = (change: Record<string, string | number | undefined>) => updateAddress({ page: undefined, ...change });
  // Search as you type: the list follows a pause in typing, not only Enter.
  const { text, setText, applyNow: search } = useTypedFilter(filter.q, (typed) => update({ q: typed }));
  const leads = useQuery({ ...leadsQuery(filter, page, sort), placeholderData: keepPreviousData }, queryClient);
  return (
    <section css={panel} aria-label="Find leads">
      <form
        role="search"
        css={formRow}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <TextField label="Search names, e-mail, messages" type="search" value={text} onChange={(event) => setText(event.target.value)} onBlur={search} />
        <SelectField label="Form" value={filter.form ?? ''} onChange={(event) => update({ form: event.target.value })}>
          <option value="">Every form</option>
          {LEAD_FORMS.map((form) => (
            <option key={form} value={form}>
              {LEAD_FORM_TITLES[form]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={filter.status ?? ''} onChange={(event) => update({ status: event.target.value })}>
          <option value="">Any status</option>
          {LEAD_STATUS_VALUES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </SelectField>
        <SelectField label="Owner" value={filter.owner ?? ''} onChange={(event) => update({ owner: event.target.value })}>
          <option value="">Anyone’s or nobody’s</option>
          <option value={session.user.email}>Mine</option>
          <option value={LEAD_UNOWNED}>Nobody’s</option>
          {owners
            ?.filter((owner) => owner.email !== session.user.email)
            .map((owner) => (
              <option key={owner.email} value={owner.email}>
                {owner.name ?? owner.email}
              </option>
            ))}
        </SelectField>
        <TextField label="From" type="date" value={filter.from ?? ''} onChange={(event) => update({ from: event.target.value })} />
        <TextField label="To" type="date" value={filter.to ?? ''} onChange={(event) => update({ to: event.target.value })} />
        <SelectField label="Sort" value={sort} onChange={(event) => update({ sort: event.target.value === 'newest' ? undefined : event.target.value })}>
          {LEAD_SORT_VALUES.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </SelectField>
      </form>
      {leads.isError ? <p css={errorText}>The leads could not be loaded: {leads.error.message}</p> : null}
      {!leads.data ? (
        <p>Loading leads…</p>
      ) : (
        <>
          <p css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center', margin: 0 }} aria-live="polite">
            <span>
              {leads.data.total} {leads.data.total === 1 ? 'lead' : 'leads'} · <strong data-testid="new-leads">{leads.data.newCount}</strong> new in all
            </span>
            <a href={exportUrl(filter)} css={buttonStyles('secondary', 'sm')} download>
              Export these as CSV
            </a>
          </p>
          {open && !leads.data.leads.some((lead) => lead.id === open) ? <LeadDetail id={open} session={session} /> : null}
          {leads.data.leads.length === 0 ? (
            <p data-testid="leads-empty">
              {Object.values(filter).some(Boolean) ? 'No lead matches these filters.' : 'No lead has come in yet. Form submissions appear here as they arrive.'}
            </p>
          ) : (
            <RecordTable label="Leads">
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">From</th>
                  <th scope="col">Form</th>
                  <th scope="col">Page</th>
                  <th scope="col">Status</th>
                  <th scope="col">Owner</th>
                </tr>
              </thead>
              <tbody>
                {leads.data.leads.flatMap((lead) => [
                  <tr key={lead.id} data-testid="lead-row">
                    <td css={{ whiteSpace: 'nowrap' }}>{formatDateTime(lead.createdAt)}</td>
                    <th scope="row" css={{ fontWeight: theme.fontWeight.medium }}>
                      <button
                        type="button"
                        aria-expanded={open === lead.id}
                        onClick={() => setOpen(open === lead.id ? null : lead.id)}
                        css={{
                          all: 'unset',
                          cursor: 'pointer',
                          color: theme.color.brandStrong,
                          textDecoration: 'underline',
                          overflowWrap: 'anywhere',
                          '&:focus-visible': { outline: `3px solid ${theme.color.focus}` },
                        }}
                      >
                        {who(lead)}
                      </button>
                    </th>
                    <td>{lead.form}</td>
                    <td css={{ overflowWrap: 'anywhere' }}>{lead.sourcePage ?? '—'}</td>
                    <td>
                      <Badge tone={STATUS_TONES[lead.status]}>{lead.status}</Badge>
                      {lead.statusChangedBy ? <span css={{ display: 'block', color: theme.color.muted }}>by {lead.statusChangedBy}</span> : null}
                    </td>
                    <td css={{ overflowWrap: 'anywhere' }}>{lead.owner ? ownerName(owners, lead.owner) : <span css={{ color: theme.color.muted }}>—</span>}</td>
                  </tr>,
                  open === lead.id ? (
                    <tr key={`${lead.id}-detail`}>
                      <td colSpan={6}>
                        <div css={withinTableFrame}>
                          <LeadDetail id={lead.id} session={session} />
                        </div>
                      </td>
                    </tr>
                  ) : null,
                ])}
              </tbody>
            </RecordTable>
          )}
          <Pager page={page} pageSize={LEADS_PAGE_SIZE} total={leads.data.total} onPage={(next) => update({ page: next })} label="Lead pages" />
        </>
      )}
    </section>
  );
}

/** `/admin/leads` (EDITOR, ADMIN): every form submission, worked like an inbox. */
export default function LeadsPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <Inbox session={session} />
          <Erasure />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
