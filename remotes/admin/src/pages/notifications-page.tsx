import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  NOTIFICATION_EVENT_GROUPS,
  WEBHOOK_HEADERS,
  type NotificationDelivery,
  type NotificationEndpoint,
  type NotificationEvent,
} from '@site/contracts/notifications';
import type { PageProps } from '@site/contracts/remote-module';
import { Badge, type BadgeTone } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { SelectField, TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { theme } from '@site/ui/theme';
import { addEndpoint, deliveriesQuery, endpointsQuery, removeEndpoint, retryDelivery, sendTest, type DeliveryStateFilter } from '../api/notifications-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, fieldset, formRow, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { formatDateTime } from '../components/format.ts';
import { OneTimeSecret } from '../components/one-time-secret.tsx';
import { RecordTable } from '../components/record-table.tsx';
import { toggled } from '../components/toggled.ts';
import { notifyFailed, notifySaved } from '../users/notify.ts';

/** What a platform team wants to hear of first: what needs a person, and what went wrong. */
const SUGGESTED: NotificationEvent[] = [
  'registry.approval-needed',
  'registry.promote',
  'registry.rollback',
  'registry.canary-rollback',
  'registry.canary-hold',
  'registry.integrity-mismatch',
];

const STATE_TONES: Record<NotificationDelivery['state'], BadgeTone> = { delivered: 'accent', pending: 'neutral', failed: 'danger' };

const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] });

function AddEndpointForm({
  email,
  events,
  onAdded,
}: {
  email: boolean;
  events: { name: string; meaning: string }[];
  onAdded: (secret: string | null) => void;
}) {
  const [channel, setChannel] = useState<'webhook' | 'email'>('webhook');
  const [target, setTarget] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>(SUGGESTED);
  const [error, setError] = useState<string | undefined>();
  const add = useMutation(
    {
      mutationFn: () => addEndpoint({ channel, target: target.trim(), events: chosen as NotificationEvent[], description: description.trim() }),
      onSuccess: async ({ secret }) => {
        setTarget('');
        setDescription('');
        setError(undefined);
        onAdded(secret);
        notifySaved(channel === 'webhook' ? 'Webhook added' : 'E-mail address added', 'Send it a test to check it arrives.');
        await refresh();
      },
      onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)),
    },
    queryClient,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target.trim()) return setError(channel === 'webhook' ? 'Give the webhook’s address (https://…).' : 'Give the e-mail address.');
    if (chosen.length === 0) return setError('Choose at least one event.');
    add.mutate();
    return undefined;
  };
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: theme.space.md }} aria-labelledby="add-endpoint-title">
      <h3 id="add-endpoint-title" css={{ margin: 0 }}>
        Add a destination
      </h3>
      <fieldset css={fieldset}>
        <legend>Send by</legend>
        <label>
          <input type="radio" name="channel" checked={channel === 'webhook'} onChange={() => setChannel('webhook')} />
          Webhook (a chat tool, an incident system, your own service)
        </label>
        <label>
          <input type="radio" name="channel" checked={channel === 'email'} disabled={!email} onChange={() => setChannel('email')} />
          E-mail{email ? '' : ' (no SMTP server is configured: set SMTP_URL)'}
        </label>
      </fieldset>
      <div css={formRow}>
        <TextField
          label={channel === 'webhook' ? 'Webhook address' : 'E-mail address'}
          type={channel === 'webhook' ? 'url' : 'email'}
          hint={channel === 'webhook' ? 'https only (plain http to this machine only). Slack and Mattermost show the text field as it is.' : undefined}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
        <TextField
          label="Description"
          hint="Which team or channel it is, e.g. #platform-releases"
          maxLength={200}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      {Object.entries(NOTIFICATION_EVENT_GROUPS).map(([group, legend]) => (
        <fieldset key={group} css={[fieldset, { display: 'grid', gap: theme.space.xs }]}>
          <legend>{legend}</legend>
          {events
            .filter((event) => event.name.startsWith(`${group}.`))
            .map((event) => (
              <label key={event.name} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'flex-start' }}>
                <input
                  type="checkbox"
                  css={{ marginTop: '0.3rem' }}
                  checked={chosen.includes(event.name)}
                  onChange={(change) => setChosen(toggled(chosen, event.name, change.target.checked))}
                />
                <span>
                  {event.meaning}
                  <code css={{ display: 'block', fontSize: theme.fontSize.xs, color: theme.color.muted }}>{event.name}</code>
                </span>
              </label>
            ))}
        </fieldset>
      ))}
      {error ? (
        <p role="alert" css={errorText}>
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add destination'}
        </Button>
      </div>
    </form>
  );
}

function Endpoints({ onConfirm }: { onConfirm: (request: ConfirmRequest) => void }) {
  const endpoints = useQuery(endpointsQuery, queryClient);
  const [secret, setSecret] = useState<string | null>(null);
  const test = useMutation(
    {
      mutationFn: (endpoint: NotificationEndpoint) => sendTest(endpoint.id),
      onSuccess: async (_answer, endpoint) => {
        notifySaved('Test sent', `To ${endpoint.target}: its outcome shows in the delivery log below.`);
        await refresh();
      },
      onError: (failure) => notifyFailed('The test was not sent', failure),
    },
    queryClient,
  );
  if (endpoints.isError) return <p css={errorText}>The destinations could not be loaded: {endpoints.error.message}</p>;
  if (!endpoints.data) return <p>Loading destinations…</p>;
  return (
    <section css={panel} aria-labelledby="endpoints-title">
      <h2 id="endpoints-title" css={sectionTitle}>
        Where events go
      </h2>
      <p css={muted}>
        Every server sends them within a second of the change; a destination that does not answer is tried again for hours before the delivery is marked failed.
      </p>
      {secret ? (
        <OneTimeSecret
          title="Webhook added. Copy its signing secret now: it will not be shown again."
          secret={secret}
          testId="webhook-secret"
          copyLabel="Copy secret"
          onDismiss={() => setSecret(null)}
        >
          Each request carries <code>{WEBHOOK_HEADERS.signature}</code>: <code>t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>, the HMAC-SHA256 of{' '}
          <code>t.body</code> under this secret. Refuse a request whose signature does not match or is more than five minutes old, and ignore a{' '}
          <code>{WEBHOOK_HEADERS.delivery}</code> seen before (a retry).
        </OneTimeSecret>
      ) : null}
      {endpoints.data.endpoints.length === 0 ? <p>No destinations yet: nobody is told of a release, a rollback or a new lead.</p> : null}
      {endpoints.data.endpoints.length > 0 ? (
        <RecordTable label="Notification destinations">
          <thead>
            <tr>
              <th scope="col">Destination</th>
              <th scope="col">Events</th>
              <th scope="col">Last delivery</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {endpoints.data.endpoints.map((endpoint) => (
              <tr key={endpoint.id} data-testid="notification-endpoint">
                <th scope="row" css={{ overflowWrap: 'anywhere', minWidth: '12rem' }}>
                  {endpoint.description || (endpoint.channel === 'webhook' ? 'Webhook' : 'E-mail')}
                  <span css={{ display: 'block', fontWeight: 400, fontSize: theme.fontSize.sm }}>{endpoint.target}</span>
                </th>
                <td css={{ minWidth: '14rem' }}>
                  <ul css={{ margin: 0, paddingLeft: theme.space.md }}>
                    {endpoints.data.events
                      .filter((event) => endpoint.events.includes(event.name))
                      .map((event) => (
                        <li key={event.name}>{event.meaning}</li>
                      ))}
                  </ul>
                </td>
                <td>
                  {endpoint.lastDelivery ? (
                    <>
                      <Badge tone={STATE_TONES[endpoint.lastDelivery.state]}>{endpoint.lastDelivery.state}</Badge> {formatDateTime(endpoint.lastDelivery.at)}
                    </>
                  ) : (
                    'none yet'
                  )}
                </td>
                <td>
                  <div css={{ display: 'flex', gap: theme.space.xs, flexWrap: 'wrap' }}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={test.isPending}
                      onClick={() => test.mutate(endpoint)}
                      aria-label={`Send a test to ${endpoint.target}`}
                    >
                      Send a test
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Remove ${endpoint.target}`}
                      onClick={() =>
                        onConfirm({
                          title: 'Remove this destination?',
                          body: `${endpoint.target} gets no more events; deliveries still waiting for it are marked failed. Its past deliveries stay in the log.`,
                          confirmLabel: 'Remove',
                          danger: true,
                          onConfirm: async () => {
                            await removeEndpoint(endpoint.id);
                            notifySaved('Destination removed', endpoint.target);
                            await refresh();
                          },
                        })
                      }
                    >
                      Remove
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </RecordTable>
      ) : null}
      <AddEndpointForm email={endpoints.data.email} events={endpoints.data.events} onAdded={setSecret} />
    </section>
  );
}

function DeliveryLog() {
  const [state, setState] = useState<DeliveryStateFilter>('');
  const deliveries = useQuery(deliveriesQuery(state), queryClient);
  const retry = useMutation(
    {
      mutationFn: (delivery: NotificationDelivery) => retryDelivery(delivery.id),
      onSuccess: async () => {
        notifySaved('Trying it again', 'Its outcome shows here within seconds.');
        await refresh();
      },
      onError: (failure) => notifyFailed('It was not tried again', failure),
    },
    queryClient,
  );
  return (
    <section css={panel} aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" css={sectionTitle}>
        Delivery log
      </h2>
      <div css={formRow}>
        <SelectField label="Show" value={state} onChange={(event) => setState(event.target.value as DeliveryStateFilter)}>
          <option value="">every delivery</option>
          <option value="failed">failed</option>
          <option value="pending">waiting to be sent or retried</option>
          <option value="delivered">delivered</option>
        </SelectField>
      </div>
      {deliveries.isError ? <p css={errorText}>The delivery log could not be loaded: {deliveries.error.message}</p> : null}
      {deliveries.data && deliveries.data.deliveries.length === 0 ? <p>No deliveries{state ? ` ${state}` : ''} yet.</p> : null}
      {deliveries.data && deliveries.data.deliveries.length > 0 ? (
        <RecordTable label="Notification deliveries">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">To</th>
              <th scope="col">State</th>
              <th scope="col">Answer</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.deliveries.map((delivery) => (
              <tr key={delivery.id} data-testid="notification-delivery">
                <td css={{ whiteSpace: 'nowrap' }}>{formatDateTime(delivery.createdAt)}</td>
                <th scope="row" css={{ fontWeight: 400, overflowWrap: 'anywhere', minWidth: '16rem' }}>
                  {delivery.summary}
                </th>
                <td css={{ overflowWrap: 'anywhere', minWidth: '10rem' }}>{delivery.target}</td>
                <td>
                  <Badge tone={STATE_TONES[delivery.state]}>{delivery.state}</Badge>
                  <span css={{ display: 'block', fontSize: theme.fontSize.sm }}>
                    {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
                    {delivery.nextAttemptAt && delivery.attempts > 0 ? `; next ${formatDateTime(delivery.nextAttemptAt)}` : ''}
                  </span>
                </td>
                <td css={{ overflowWrap: 'anywhere', minWidth: '10rem' }}>
                  {delivery.lastError ?? (delivery.lastStatus ? `${delivery.lastStatus}` : delivery.state === 'delivered' ? 'accepted' : '—')}
                </td>
                <td>
                  {delivery.state === 'failed' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(delivery)}
                      aria-label={`Try delivery ${delivery.id} again`}
                    >
                      Try again
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </RecordTable>
      ) : null}
    </section>
  );
}

/** `/admin/notifications` (ADMIN): the webhooks and e-mail addresses release events, server restarts and new leads go to, and what became of each delivery. */
export default function NotificationsPage({ entry }: PageProps) {
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <Endpoints onConfirm={setConfirm} />
          <DeliveryLog />
          <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
