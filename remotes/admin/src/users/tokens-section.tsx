import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TOKEN_OPERATIONS, type TokenOperation } from '@site/contracts/access';
import { MAX_TOKEN_DAYS, type CreateTokenInput } from '@site/contracts/admin-api';
import { SECTIONS } from '@site/contracts/sections';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { createToken, revokeToken, tokensQuery } from '../api/admin-api.ts';
import { errorText, fieldset, formRow, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { OneTimeSecret } from '../components/one-time-secret.tsx';
import { RecordTable } from '../components/record-table.tsx';
import { toggled } from '../components/toggled.ts';
import { formatDateTime, formatSections } from '../components/format.ts';
import { notifySaved } from './notify.ts';

type TokenSection = CreateTokenInput['sections'][number];

const refreshTokens = () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey });

function tokenState(token: { revokedAt: string | null; expiresAt: string }): { label: string; tone: 'accent' | 'danger' | 'neutral' } {
  if (token.revokedAt) return { label: 'revoked', tone: 'danger' };
  if (new Date(token.expiresAt).getTime() <= Date.now()) return { label: 'expired', tone: 'neutral' };
  return { label: 'active', tone: 'accent' };
}

function CreateTokenForm({ onCreated }: { onCreated: (name: string, secret: string) => void }) {
  const [name, setName] = useState('');
  const [sections, setSections] = useState<TokenSection[]>([]);
  // Only reading is ticked: each further right is chosen on purpose.
  const [operations, setOperations] = useState<TokenOperation[]>(['registry:read']);
  const [days, setDays] = useState('90');
  const [error, setError] = useState<string | undefined>();
  const create = useMutation(
    {
      mutationFn: (input: CreateTokenInput) => createToken(input),
      onSuccess: async ({ token, secret }) => {
        onCreated(token.name, secret);
        setName('');
        setError(undefined);
        await refreshTokens();
      },
      onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)),
    },
    queryClient,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresInDays = Number(days);
    if (!/^[\w .:-]{1,80}$/.test(name.trim())) return setError('Name the token (who uses it), with letters, digits, spaces and _ . : - only.');
    if (sections.length === 0) return setError('Choose the sections it may act on.');
    if (operations.length === 0) return setError('Choose at least one operation.');
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > MAX_TOKEN_DAYS)
      return setError(`It expires after 1 to ${MAX_TOKEN_DAYS} days.`);
    create.mutate({ name: name.trim(), sections, operations, expiresInDays });
    return undefined;
  };
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: '0.75rem' }} aria-labelledby="create-token-title">
      <h3 id="create-token-title" css={{ margin: 0 }}>
        Create a token
      </h3>
      <div css={formRow}>
        <TextField label="Name" hint="Who uses it, e.g. legal-team CI" value={name} onChange={(event) => setName(event.target.value)} />
        <TextField label="Expires after (days)" type="number" min={1} max={MAX_TOKEN_DAYS} value={days} onChange={(event) => setDays(event.target.value)} />
      </div>
      <fieldset css={fieldset}>
        <legend>Sections</legend>
        {[...SECTIONS, '*' as const].map((section) => (
          <label key={section}>
            <input type="checkbox" checked={sections.includes(section)} onChange={(event) => setSections(toggled(sections, section, event.target.checked))} />
            {section === '*' ? 'every section' : section}
          </label>
        ))}
      </fieldset>
      <fieldset css={fieldset}>
        <legend>Operations</legend>
        {TOKEN_OPERATIONS.map((operation) => (
          <label key={operation}>
            <input
              type="checkbox"
              checked={operations.includes(operation)}
              onChange={(event) => setOperations(toggled(operations, operation, event.target.checked))}
            />
            {operation.replace('registry:', '')}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" css={errorText}>
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={create.isPending}>
          Create token
        </Button>
      </div>
    </form>
  );
}

/** Scoped API tokens: what each may do, when it was last used; revoke one (refused from its next use). */
export function TokensSection() {
  const tokens = useQuery(tokensQuery, queryClient);
  const [created, setCreated] = useState<{ name: string; secret: string } | undefined>();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const revoke = useMutation(
    {
      mutationFn: (id: string) => revokeToken(id),
      onSuccess: async ({ token }) => {
        notifySaved('Token revoked', `“${token.name}” is refused from now on.`);
        await refreshTokens();
      },
    },
    queryClient,
  );
  return (
    <section css={panel} aria-labelledby="tokens-title">
      <h2 id="tokens-title" css={sectionTitle}>
        API tokens
      </h2>
      <p css={muted}>For a section team’s CI: limited to sections and operations, with an expiry. Only a hash is kept; the token is shown once.</p>
      {created ? (
        <OneTimeSecret
          title={`Token “${created.name}” created. Copy it now: it will not be shown again.`}
          secret={created.secret}
          testId="new-token-secret"
          copyLabel="Copy token"
          onDismiss={() => setCreated(undefined)}
        >
          Give it to the section team’s CI as <code>REGISTRY_TOKEN</code> (<code>npm run remotes</code> reads it).
        </OneTimeSecret>
      ) : null}
      {tokens.isError ? <p css={errorText}>Tokens could not be loaded: {tokens.error.message}</p> : null}
      {tokens.data && tokens.data.tokens.length === 0 ? <p>No tokens yet.</p> : null}
      {tokens.data && tokens.data.tokens.length > 0 ? (
        <RecordTable label="API tokens">
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">May</th>
              <th scope="col">Expires</th>
              <th scope="col">Last used</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.tokens.map((token) => {
              const state = tokenState(token);
              return (
                <tr key={token.id} data-testid={`token-${token.name}`}>
                  <th scope="row">
                    {token.name}
                    <span css={{ display: 'block', fontWeight: 400, fontSize: '0.8rem' }}>
                      kl_{token.id}_… by {token.createdBy}
                    </span>
                  </th>
                  <td>
                    {token.operations.map((operation) => operation.replace('registry:', '')).join(', ')} on {formatSections(token.sections)}
                  </td>
                  <td>{formatDateTime(token.expiresAt)}</td>
                  <td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'never'}</td>
                  <td>
                    <Badge tone={state.tone}>{state.label}</Badge>
                  </td>
                  <td>
                    {state.label === 'active' ? (
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={revoke.isPending}
                        onClick={() =>
                          setConfirm({
                            title: `Revoke “${token.name}”?`,
                            body: 'Anything using it is refused from its next request. A revoked token cannot be used again.',
                            confirmLabel: 'Revoke token',
                            danger: true,
                            onConfirm: async () => {
                              await revoke.mutateAsync(token.id);
                            },
                          })
                        }
                        aria-label={`Revoke ${token.name}`}
                      >
                        Revoke
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </RecordTable>
      ) : null}
      <CreateTokenForm onCreated={(name, secret) => setCreated({ name, secret })} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
