import { useQuery } from '@tanstack/react-query';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS, ROLE_DESCRIPTIONS, ROLES, rolesWith, SECTION_SCOPED, type Role } from '@site/contracts/access';
import { Badge } from '@site/ui/badge';
import type { PageProps } from '@site/contracts/remote-module';
import { queryClient } from '@site/ui/query-client';
import { Link } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { usersQuery } from '../api/admin-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { cardGrid, errorText, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { formatSections } from '../components/format.ts';
import { RecordTable } from '../components/record-table.tsx';

/** Who holds each role now, from the people with access. */
function Holders({ role }: { role: Role }) {
  const users = useQuery(usersQuery, queryClient);
  if (users.isPending) return <p css={muted}>Loading who holds it…</p>;
  if (users.isError) return <p css={errorText}>Who holds it could not be loaded: {users.error.message}</p>;
  const holders = users.data.users.filter((user) => user.role === role);
  if (holders.length === 0) return <p css={muted}>Nobody holds it.</p>;
  return (
    <ul css={{ margin: 0, paddingLeft: '1.25rem', overflowWrap: 'anywhere' }} aria-label={`People who are ${role}`}>
      {holders.map((user) => (
        <li key={user.id}>
          {user.email}
          {role === 'RELEASER' ? <span css={muted}> ({formatSections(user.sections)})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * `/admin/roles` (ADMIN): what each role may do, generated from the table the server enforces
 * (`rolesWith` reads it), and who holds each role; access is given and removed on the Users page.
 */
export default function RolesPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <section css={panel} aria-labelledby="permissions-title">
            <h2 id="permissions-title" css={sectionTitle}>
              What each role may do
            </h2>
            <p css={muted}>
              The server checks these on every request; this table is read from the same list. A RELEASER’s release rights apply only to the sections named for
              them.
            </p>
            <RecordTable label="Permissions and the roles that hold them">
              <thead>
                <tr>
                  <th scope="col">Permission</th>
                  <th scope="col">Roles that hold it</th>
                </tr>
              </thead>
              <tbody>
                {PERMISSIONS.map((permission) => (
                  <tr key={permission} data-testid={`permission-${permission}`}>
                    <th scope="row" css={{ fontWeight: 400 }}>
                      <code css={{ fontWeight: 600 }}>{permission}</code>
                      <span css={{ display: 'block' }}>{PERMISSION_DESCRIPTIONS[permission]}</span>
                    </th>
                    <td>
                      <ul
                        aria-label={`Roles that hold ${permission}`}
                        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}
                      >
                        {rolesWith(permission).map((role) => (
                          <li key={role}>
                            <Badge>{role}</Badge>
                            {SECTION_SCOPED.has(permission) && role === 'RELEASER' ? <span css={muted}> their sections only</span> : null}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </RecordTable>
          </section>
          <ul css={cardGrid}>
            {ROLES.map((role) => (
              <li key={role} css={panel} data-testid={`role-${role}`}>
                <h2 css={sectionTitle}>{role}</h2>
                <p css={{ margin: 0 }}>{ROLE_DESCRIPTIONS[role]}</p>
                <Holders role={role} />
              </li>
            ))}
          </ul>
          <div css={panel}>
            <p css={{ margin: 0 }}>
              Give someone a role, change it or remove their access on the <Link to="/admin/users">Users</Link> page.
            </p>
          </div>
        </AdminFrame>
      )}
    </AdminGate>
  );
}
