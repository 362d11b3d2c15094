import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Role } from '@site/contracts/access';
import type { AdminUserPayload } from '@site/contracts/admin-api';
import { isSectionName, type SectionName } from '@site/contracts/sections';
import { Badge } from '@site/ui/badge';
import { Button } from '@site/ui/button';
import { CheckboxField, TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { changeRole, grantRole, removeAccess, revokeSessions, usersQuery } from '../api/admin-api.ts';
import { errorText, formRow, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { RecordTable } from '../components/record-table.tsx';
import { formatDateTime, formatSections } from '../components/format.ts';
import { notifyFailed, notifySaved } from './notify.ts';
import { RoleFields } from './role-fields.tsx';

const refreshUsers = () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey });

function RoleEditor({ user, onDone }: { user: AdminUserPayload; onDone: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const [sections, setSections] = useState<SectionName[]>(user.sections.filter(isSectionName));
  const save = useMutation(
    {
      mutationFn: () => changeRole(user.id, { role, sections }),
      onSuccess: async ({ user: saved }) => {
        notifySaved('Role changed', `${saved.email} is now ${saved.role}${saved.role === 'RELEASER' ? ` for ${formatSections(saved.sections)}` : ''}.`);
        await refreshUsers();
        onDone();
      },
      onError: (error) => notifyFailed('The role was not changed', error),
    },
    queryClient,
  );
  return (
    <form
      css={{ display: 'grid', gap: '0.5rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <RoleFields idPrefix={`user-${user.id}`} role={role} sections={sections} onRole={setRole} onSections={setSections} />
      <div css={{ display: 'flex', gap: '0.5rem' }}>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save role
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Where an invitation stands, beside "never" signed in. */
function invitationText(invitation: AdminUserPayload['invitation']): string | null {
  if (!invitation) return null;
  if (invitation.state === 'delivered') return `invited ${formatDateTime(invitation.at)}`;
  if (invitation.state === 'pending') return invitation.error ? `invitation not sent yet (${invitation.error}); trying again` : 'invitation being sent';
  return `invitation not delivered: ${invitation.error ?? 'unknown reason'}`;
}

function GrantForm({ invitations }: { invitations: boolean }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('VIEWER');
  const [sections, setSections] = useState<SectionName[]>([]);
  const [invite, setInvite] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const signInPage = `${window.location.origin}/admin/login`;
  const grant = useMutation(
    {
      mutationFn: () => grantRole({ email: email.trim(), role, sections, invite }),
      onSuccess: async ({ user, invited }) => {
        notifySaved(
          'Access granted',
          `${user.email} can sign in as ${user.role}${invited ? '; an invitation is on its way to them.' : `: tell them to sign in at ${signInPage}.`}`,
        );
        setEmail('');
        setError(undefined);
        await refreshUsers();
      },
      onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)),
    },
    queryClient,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Enter the e-mail address the person signs in with, like name@company.com.');
      return;
    }
    if (role === 'RELEASER' && sections.length === 0) {
      setError('Choose at least one section a RELEASER may release.');
      return;
    }
    grant.mutate();
  };
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: '0.75rem' }} aria-labelledby="grant-title">
      <h3 id="grant-title" css={{ margin: 0 }}>
        Give someone access
      </h3>
      <div css={formRow}>
        <TextField label="E-mail address" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} error={error} />
        <RoleFields idPrefix="grant" role={role} sections={sections} onRole={setRole} onSections={setSections} />
      </div>
      {invitations ? (
        <CheckboxField
          label="E-mail them an invitation"
          hint="Says who gave them access, as what, and where to sign in."
          checked={invite}
          onChange={(event) => setInvite(event.target.checked)}
        />
      ) : (
        <p css={muted}>This site sends no e-mail (SMTP_URL is not set): tell them yourself to sign in at {signInPage}.</p>
      )}
      <div>
        <Button type="submit" disabled={grant.isPending}>
          Grant access
        </Button>
      </div>
    </form>
  );
}

const sessionsCount = (count: number) => `${count} session${count === 1 ? '' : 's'}`;

/** People with access: role, section scope, last sign-in, live sessions; change a role, end sessions, grant and remove access. */
export function PeopleSection({ currentUserId }: { currentUserId: string }) {
  const users = useQuery(usersQuery, queryClient);
  const [editing, setEditing] = useState<string | undefined>();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  // The dialog shows a refusal (the last ADMIN, say) where it was asked; success is told by a notice.
  const endSessions = useMutation(
    {
      mutationFn: (user: AdminUserPayload) => revokeSessions(user.id),
      onSuccess: async ({ ended }, user) => {
        notifySaved('Sessions ended', `${sessionsCount(ended)} of ${user.email} ended; they must sign in again.`);
        await refreshUsers();
      },
    },
    queryClient,
  );
  const remove = useMutation(
    {
      mutationFn: (user: AdminUserPayload) => removeAccess(user.id),
      onSuccess: async ({ removed, sessionsEnded }) => {
        notifySaved('Access removed', `${removed} can no longer sign in${sessionsEnded > 0 ? `; ${sessionsCount(sessionsEnded)} ended` : ''}.`);
        await refreshUsers();
      },
    },
    queryClient,
  );
  return (
    <section css={panel} aria-labelledby="people-title">
      <h2 id="people-title" css={sectionTitle}>
        People
      </h2>
      <p css={muted}>Roles take effect at each person’s next request. Ending sessions signs a person out everywhere at once.</p>
      {users.isPending ? <p>Loading people…</p> : null}
      {users.isError ? <p css={errorText}>People could not be loaded: {users.error.message}</p> : null}
      {users.data ? (
        <RecordTable label="People with access">
          <thead>
            <tr>
              <th scope="col">Person</th>
              <th scope="col">Role</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Sessions</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.data.users.map((user) => {
              const invitation = invitationText(user.invitation);
              return (
                <tr key={user.id} data-testid={`user-${user.email}`}>
                  <th scope="row">
                    <span css={{ display: 'block' }}>{user.email}</span>
                    {user.name ? <span css={{ fontWeight: 400 }}>{user.name}</span> : null}
                    {user.id === currentUserId ? <Badge tone="accent">you</Badge> : null}
                  </th>
                  <td>
                    {editing === user.id ? (
                      <RoleEditor user={user} onDone={() => setEditing(undefined)} />
                    ) : (
                      <>
                        <Badge>{user.role}</Badge>
                        {user.role === 'RELEASER' ? <span css={{ display: 'block' }}>{formatSections(user.sections)}</span> : null}
                      </>
                    )}
                  </td>
                  <td>
                    {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'never'}
                    {invitation ? (
                      <span css={[muted, { display: 'block', overflowWrap: 'anywhere' }]} data-testid="invitation-state">
                        {invitation}
                      </span>
                    ) : null}
                  </td>
                  <td>{user.activeSessions}</td>
                  <td>
                    <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
                      {editing === user.id ? null : (
                        <Button size="sm" variant="secondary" onClick={() => setEditing(user.id)} aria-label={`Change the role of ${user.email}`}>
                          Change role
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={user.activeSessions === 0 || endSessions.isPending}
                        onClick={() =>
                          setConfirm({
                            title: `End every session of ${user.email}?`,
                            body: 'They are signed out everywhere at once and must sign in again. Their role stays as it is.',
                            confirmLabel: 'End sessions',
                            danger: true,
                            onConfirm: async () => {
                              await endSessions.mutateAsync(user);
                            },
                          })
                        }
                        aria-label={`End the sessions of ${user.email}`}
                      >
                        End sessions
                      </Button>
                      {user.id === currentUserId ? null : (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={remove.isPending}
                          onClick={() =>
                            setConfirm({
                              title: `Remove the access of ${user.email}?`,
                              body: `They can no longer sign in, and ${
                                user.activeSessions === 0
                                  ? 'they have no session open'
                                  : user.activeSessions === 1
                                    ? 'their open session ends now'
                                    : `their ${user.activeSessions} open sessions end now`
                              }. Their name stays in the audit log and history. You can give them access again below.`,
                              confirmLabel: 'Remove access',
                              danger: true,
                              onConfirm: async () => {
                                await remove.mutateAsync(user);
                              },
                            })
                          }
                          aria-label={`Remove the access of ${user.email}`}
                        >
                          Remove access
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </RecordTable>
      ) : null}
      <GrantForm invitations={users.data?.invitations ?? false} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
