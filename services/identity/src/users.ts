/**
 * The people who may use the site's administration: known by e-mail before they first sign in
 * (granted a role by an ADMIN, by ADMIN_EMAILS or by the local provider's seed), bound to their
 * provider's subject at that first sign-in.
 */
import { SECTIONS } from '@site/contracts/sections';
import type { Role } from '@site/contracts/access';
import type { Queryable } from '@site/db/database';

export interface AdminUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  sections: string[];
  createdBy: string;
  createdAt: string;
  lastSignInAt: string | null;
  /** Sessions that have not ended. */
  activeSessions: number;
}

interface UserRow {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  sections: string[];
  issuer: string | null;
  subject: string | null;
  created_by: string;
  created_at: Date;
  last_sign_in_at: Date | null;
  removed_at: Date | null;
  active_sessions?: number;
}

const toUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  sections: row.role === 'RELEASER' ? row.sections : [],
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  activeSessions: row.active_sessions ?? 0,
});

/** Sections are kept only for RELEASER, and only real ones. */
export function normaliseSections(role: Role, sections: readonly string[]): string[] {
  if (role !== 'RELEASER') return [];
  return [...new Set(sections)].filter((section) => (SECTIONS as readonly string[]).includes(section)).toSorted();
}

export interface Identity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export type SignInMatch = { ok: true; user: AdminUser } | { ok: false; reason: string };

/**
 * The person an identity signs in as: the one already bound to its subject, or the one granted
 * to its verified e-mail address (then bound). Nobody else gets in.
 */
export async function matchSignIn(tx: Queryable, identity: Identity): Promise<SignInMatch> {
  const bound = await tx.query<UserRow>('SELECT * FROM admin_users WHERE issuer = $1 AND subject = $2', [identity.issuer, identity.subject]);
  let row = bound.rows[0];
  if (!row) {
    if (!identity.email) return { ok: false, reason: 'the identity provider did not share an e-mail address' };
    if (!identity.emailVerified) return { ok: false, reason: `${identity.email} is not verified by the identity provider` };
    const email = identity.email.toLowerCase();
    const invited = await tx.query<UserRow>('SELECT * FROM admin_users WHERE email = $1 FOR UPDATE', [email]);
    row = invited.rows[0];
    if (!row) return { ok: false, reason: `${email} has no access to this site's administration; an administrator can grant it` };
    if (row.subject !== null && (row.issuer !== identity.issuer || row.subject !== identity.subject)) {
      return { ok: false, reason: `${email} is already bound to another sign-in identity` };
    }
  }
  if (row.removed_at !== null) return { ok: false, reason: `${row.email}'s access was removed; an administrator can grant it again` };
  const updated = await tx.query<UserRow>(
    `UPDATE admin_users SET issuer = $2, subject = $3, name = COALESCE($4, name), last_sign_in_at = now()
     WHERE id = $1 RETURNING *`,
    [row.id, identity.issuer, identity.subject, identity.name?.slice(0, 200) ?? null],
  );
  const user = updated.rows[0];
  return user ? { ok: true, user: toUser(user) } : { ok: false, reason: 'the account was removed during sign-in' };
}

export async function listUsers(db: Queryable): Promise<AdminUser[]> {
  const result = await db.query<UserRow>(
    `SELECT u.*, (SELECT count(*)::int FROM admin_sessions s WHERE s.user_id = u.id AND s.expires_at > now()) AS active_sessions
     FROM admin_users u WHERE u.removed_at IS NULL ORDER BY u.last_sign_in_at DESC NULLS LAST, u.email`,
  );
  return result.rows.map(toUser);
}

/** A person with access (not one whose access was removed); null when there is none with this id. */
export async function getUser(db: Queryable, id: string): Promise<AdminUser | null> {
  const result = await db.query<UserRow>('SELECT * FROM admin_users WHERE id = $1 AND removed_at IS NULL', [id]);
  return result.rows[0] ? toUser(result.rows[0]) : null;
}

export interface RoleGrant {
  email: string;
  name?: string | null | undefined;
  role: Role;
  sections: readonly string[];
}

/**
 * Grants a role to an e-mail address: a new person, a changed role, or access given back to someone
 * whose access was removed (then `before` is null: they had none). Returns the person and what they had before.
 */
export async function grantRole(
  tx: Queryable,
  grant: RoleGrant,
  createdBy: string,
): Promise<{ user: AdminUser; before: { role: Role; sections: string[] } | null }> {
  const email = grant.email.trim().toLowerCase();
  const sections = normaliseSections(grant.role, grant.sections);
  const previous = await tx.query<UserRow>('SELECT * FROM admin_users WHERE email = $1 FOR UPDATE', [email]);
  const before =
    previous.rows[0] && previous.rows[0].removed_at === null
      ? { role: previous.rows[0].role, sections: normaliseSections(previous.rows[0].role, previous.rows[0].sections) }
      : null;
  const result = await tx.query<UserRow>(
    `INSERT INTO admin_users (email, name, role, sections, created_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role, sections = EXCLUDED.sections, name = COALESCE(admin_users.name, EXCLUDED.name),
       removed_at = NULL, removed_by = NULL
     RETURNING *`,
    [email, grant.name ?? null, grant.role, sections, createdBy],
  );
  const row = result.rows[0];
  if (!row) throw new Error('the role was not stored');
  return { user: toUser(row), before };
}

/** Changes the role of a known person; null when there is no such person. */
export async function changeRole(
  tx: Queryable,
  id: string,
  role: Role,
  sections: readonly string[],
): Promise<{ user: AdminUser; before: { role: Role; sections: string[] } } | null> {
  const previous = await tx.query<UserRow>('SELECT * FROM admin_users WHERE id = $1 AND removed_at IS NULL FOR UPDATE', [id]);
  const row = previous.rows[0];
  if (!row) return null;
  const updated = await tx.query<UserRow>('UPDATE admin_users SET role = $2, sections = $3 WHERE id = $1 RETURNING *', [
    id,
    role,
    normaliseSections(role, sections),
  ]);
  const user = updated.rows[0];
  if (!user) return null;
  return { user: toUser(user), before: { role: row.role, sections: normaliseSections(row.role, row.sections) } };
}

/** Grants to people who have none yet; an existing person keeps the role an ADMIN gave them, and a removed one stays removed. */
export async function seedGrants(db: Queryable, grants: readonly RoleGrant[], createdBy: string): Promise<number> {
  let added = 0;
  for (const grant of grants) {
    const result = await db.query(
      'INSERT INTO admin_users (email, name, role, sections, created_by) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING',
      [grant.email.toLowerCase(), grant.name ?? null, grant.role, normaliseSections(grant.role, grant.sections), createdBy],
    );
    added += result.rowCount;
  }
  return added;
}

/**
 * How many ADMINs there are: the last one may not be demoted or removed. Their rows stay locked
 * until the transaction ends, so two ADMINs removing each other at once cannot leave none.
 */
export async function countAdmins(tx: Queryable): Promise<number> {
  const result = await tx.query<{ id: string }>("SELECT id FROM admin_users WHERE role = 'ADMIN' AND removed_at IS NULL ORDER BY id FOR UPDATE");
  return result.rows.length;
}

/**
 * Removes a person's access: they can no longer sign in, and every session of theirs ends at once.
 * The row stays, marked, so the audit log and history still name them and a bootstrap grant does
 * not bring them back; an ADMIN's grant does. Null when there is no such person with access.
 */
export async function removeAccess(tx: Queryable, id: string, removedBy: string): Promise<{ user: AdminUser; sessionsEnded: number } | null> {
  const removed = await tx.query<UserRow>('UPDATE admin_users SET removed_at = now(), removed_by = $2 WHERE id = $1 AND removed_at IS NULL RETURNING *', [
    id,
    removedBy,
  ]);
  const row = removed.rows[0];
  if (!row) return null;
  const ended = await tx.query('DELETE FROM admin_sessions WHERE user_id = $1', [id]);
  return { user: toUser(row), sessionsEnded: ended.rowCount };
}
