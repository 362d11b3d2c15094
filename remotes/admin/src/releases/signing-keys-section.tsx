import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@site/contracts/access';
import type { SigningKey, SigningKeyInput } from '@site/contracts/build-signature';
import { RELEASE_UNITS } from '@site/contracts/sections';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { TextArea, TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { theme } from '@site/ui/theme';
import { revokeSigningKey, signingKeysQuery, trustSigningKey } from '../api/releases-api.ts';
import { errorText, fieldset, formRow, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { formatDateTime, formatSections } from '../components/format.ts';
import { RecordTable } from '../components/record-table.tsx';
import { toggled } from '../components/toggled.ts';
import { notifySaved } from '../users/notify.ts';

type KeySection = SigningKeyInput['sections'][number];

const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'registry'] });

function TrustKeyForm() {
  const [name, setName] = useState('');
  const [sections, setSections] = useState<KeySection[]>([]);
  const [publicKey, setPublicKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const trust = useMutation(
    {
      mutationFn: (input: SigningKeyInput) => trustSigningKey(input),
      onSuccess: async (key) => {
        notifySaved('Key trusted', `Builds of ${formatSections(key.sections)} signed with ${key.name} (${key.keyId}) are accepted from now on.`);
        setName('');
        setPublicKey('');
        setSections([]);
        setError(undefined);
        await refresh();
      },
      onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)),
    },
    queryClient,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Name the key: whose CI signs with it, e.g. legal-team CI.');
    if (sections.length === 0) return setError('Choose the sections whose builds it may sign.');
    if (!publicKey.includes('BEGIN PUBLIC KEY')) return setError('Paste the public key as npm run remotes -- keygen printed it (-----BEGIN PUBLIC KEY-----).');
    trust.mutate({ name: name.trim(), sections, publicKey: publicKey.trim() });
    return undefined;
  };
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: theme.space.md }} aria-labelledby="trust-key-title">
      <h3 id="trust-key-title" css={{ margin: 0 }}>
        Trust a key
      </h3>
      <div css={formRow}>
        <TextField label="Name" hint="Whose CI signs with it" maxLength={80} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <fieldset css={fieldset}>
        <legend>Sections it may sign</legend>
        {[...RELEASE_UNITS, '*' as const].map((section) => (
          <label key={section}>
            <input type="checkbox" checked={sections.includes(section)} onChange={(event) => setSections(toggled(sections, section, event.target.checked))} />
            {section === '*' ? 'every section' : section}
          </label>
        ))}
      </fieldset>
      <TextArea
        label="Public key"
        hint="The PEM block that npm run remotes -- keygen printed. The private key stays in the team’s CI (RELEASE_SIGNING_KEY)."
        rows={4}
        value={publicKey}
        onChange={(event) => setPublicKey(event.target.value)}
        css={{ fontFamily: theme.font.mono, fontSize: theme.fontSize.sm }}
      />
      {error ? (
        <p role="alert" css={errorText}>
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={trust.isPending}>
          Trust key
        </Button>
      </div>
    </form>
  );
}

/**
 * The public keys builds may be signed with (every release role reads them; an ADMIN adds and
 * revokes them), and whether this site refuses unsigned builds.
 */
export function SigningKeysSection({ session }: { session: SessionInfo }) {
  const keys = useQuery(signingKeysQuery, queryClient);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const admin = session.user.role === 'ADMIN';
  const askRevoke = (key: SigningKey) =>
    setConfirm({
      title: `Revoke ${key.name}?`,
      body: `Publishes signed with key ${key.keyId} are refused from now on, and it can never be trusted again. Versions it signed stay as they are.`,
      confirmLabel: 'Revoke key',
      danger: true,
      onConfirm: async () => {
        await revokeSigningKey(key.keyId);
        notifySaved('Key revoked', `${key.name} (${key.keyId}) signs nothing from now on.`);
        await refresh();
      },
    });
  return (
    <section css={panel} aria-labelledby="signing-keys-title">
      <h2 id="signing-keys-title" css={sectionTitle}>
        Signing keys
      </h2>
      {keys.data ? (
        <p css={muted} data-testid="signatures-mode">
          {keys.data.required
            ? 'This site accepts only builds signed by a key trusted for their section.'
            : 'This site accepts unsigned builds too, and lists them as unsigned (RELEASE_SIGNATURES=required refuses them).'}
        </p>
      ) : null}
      {keys.isError ? <p css={errorText}>The keys could not be loaded: {keys.error.message}</p> : null}
      {keys.data && keys.data.keys.length === 0 ? <p>No key is trusted yet: every build is unsigned.</p> : null}
      {keys.data && keys.data.keys.length > 0 ? (
        <RecordTable label="Signing keys">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">May sign</th>
              <th scope="col">Trusted</th>
              <th scope="col">State</th>
              {admin ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {keys.data.keys.map((key) => (
              <tr key={key.keyId} data-testid={`signing-key-${key.keyId}`}>
                <th scope="row" css={{ overflowWrap: 'anywhere', minWidth: '10rem' }}>
                  {key.name}
                  <code css={{ display: 'block', fontWeight: 400, fontSize: theme.fontSize.sm }}>{key.keyId}</code>
                </th>
                <td>{formatSections(key.sections)}</td>
                <td>
                  {formatDateTime(key.addedAt)}
                  <span css={{ display: 'block', color: theme.color.muted, overflowWrap: 'anywhere' }}>by {key.addedBy}</span>
                </td>
                <td>{key.revokedAt ? <Badge tone="danger">revoked {formatDateTime(key.revokedAt)}</Badge> : <Badge tone="accent">trusted</Badge>}</td>
                {admin ? (
                  <td>
                    {key.revokedAt ? null : (
                      <Button size="sm" variant="danger" onClick={() => askRevoke(key)} aria-label={`Revoke ${key.name}`}>
                        Revoke
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </RecordTable>
      ) : null}
      {admin ? <TrustKeyForm /> : <p css={muted}>An ADMIN adds and revokes keys.</p>}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
