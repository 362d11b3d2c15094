/**
 * Who may do what in the site's administration: roles, the permissions each grants, and the
 * check both sides make. The server enforces it on every admin and registry route; the admin
 * section reads the same table only to show what a person may use.
 */
import { z } from 'zod/mini';
import { SECTIONS, type SectionName } from './sections.ts';

export const ROLES = ['ADMIN', 'EDITOR', 'RELEASER', 'VIEWER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  ADMIN: 'Everything, including people, tokens and the audit log.',
  EDITOR: 'Content and leads; no releases, no people.',
  RELEASER: 'Publish, approve, promote, roll back and preview the sections named for them (the admin section is released by ADMINs).',
  VIEWER: 'Read-only dashboards and release status.',
};

/**
 * What can be done. Release operations are scoped to sections; the others are not. Scoped API
 * tokens carry release operations (and `registry:read`) only.
 */
export const PERMISSIONS = [
  'registry:read',
  'registry:publish',
  'registry:approve',
  'registry:promote',
  'registry:rollback',
  'registry:preview',
  'registry:gc',
  'registry:release-admin',
  'audit:read',
  'users:manage',
  'content:write',
  'leads:read',
  'leads:write',
  'dashboard:read',
  'settings:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Each permission as the Roles page explains it: every permission has a line (a new one cannot be added without). */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<Permission, string>> = {
  'registry:read': 'See every section’s live, canary and stored versions and the release history.',
  'registry:publish': 'Upload a new version of a section (not yet live).',
  'registry:approve': 'Approve another person’s version so it may go live, when release approval is required.',
  'registry:promote': 'Make a version live, or start and widen a canary.',
  'registry:rollback': 'Put the previous live version back.',
  'registry:preview': 'Make a preview link to a version that is not live.',
  'registry:gc': 'Delete stored versions nothing uses any more.',
  'registry:release-admin': 'Release the admin section and the shell, whose code runs beside signed-in sessions.',
  'audit:read':
    'Read the audit log (sign-ins, role changes, token use, releases), the servers’ request and error logs, CSP reports and notification deliveries.',
  'users:manage': 'Give and remove access, change roles, end sessions and issue API tokens.',
  'content:write':
    'Write, schedule, publish and restore posts, case studies, videos and features; upload media; set each page’s search-engine title and description.',
  'leads:read': 'Read form submissions and export them.',
  'leads:write': 'Change a lead’s status, add notes and erase a person’s leads.',
  'dashboard:read': 'See the dashboard, the site’s analytics and the server status page.',
  'settings:write': 'Change the site’s contact details, tag manager and notifications.',
};

/** Permissions that apply to a section: the grant must name it (or every section). */
export const SECTION_SCOPED: ReadonlySet<Permission> = new Set([
  'registry:publish',
  'registry:approve',
  'registry:promote',
  'registry:rollback',
  'registry:preview',
  'registry:gc',
]);

const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  ADMIN: PERMISSIONS,
  EDITOR: ['content:write', 'leads:read', 'leads:write'],
  RELEASER: ['registry:read', 'registry:publish', 'registry:approve', 'registry:promote', 'registry:rollback', 'registry:preview'],
  VIEWER: ['registry:read', 'dashboard:read'],
};

/**
 * What a scoped API token may be limited to: the release operations a section team's CI needs, and
 * `registry:approve` for a person's own token (the CLI's `remotes approve`). A token never holds
 * `registry:release-admin`: the admin section is released by signed-in ADMINs.
 */
export const TOKEN_OPERATIONS = [
  'registry:read',
  'registry:publish',
  'registry:approve',
  'registry:promote',
  'registry:rollback',
  'registry:preview',
  'registry:gc',
] as const satisfies readonly Permission[];
export type TokenOperation = (typeof TOKEN_OPERATIONS)[number];

/**
 * What the registry releases whose code runs beside the signed-in session (the admin origin): the
 * admin section, and the shell, which is the page on every origin. Publishing, approving and
 * promoting them needs `registry:release-admin` besides the operation, which only ADMINs (and the
 * break-glass token) hold, whatever sections a RELEASER or a token names.
 */
export const ADMIN_RELEASED_SECTIONS: ReadonlySet<string> = new Set(['admin', 'shell']);
/** The operations `ADMIN_RELEASED_SECTIONS` keep for ADMINs. */
export const ADMIN_RELEASE_OPERATIONS: ReadonlySet<Permission> = new Set(['registry:publish', 'registry:approve', 'registry:promote']);

/** Every section: a grant that is not limited to named ones. */
export const ALL_SECTIONS = '*';

/** What the server knows about whoever is asking: their permissions and, for section-scoped ones, the sections. */
export interface Grant {
  permissions: readonly Permission[];
  /** Sections the section-scoped permissions apply to; `['*']` for every section. */
  sections: readonly string[];
}

export function roleGrant(role: Role, sections: readonly string[]): Grant {
  return { permissions: ROLE_PERMISSIONS[role], sections: role === 'RELEASER' ? sections : [ALL_SECTIONS] };
}

/**
 * Whether a grant allows a permission. For a section-scoped permission, `section` names the
 * section acted on; `undefined` means "on every section" (gc of the whole registry, say), which
 * only an unscoped grant allows. Without `section` and with `anySection`, it asks whether the
 * grant allows it on at least one section (a check made before the request says which).
 */
export function allows(grant: Grant, permission: Permission, target: { section?: string | undefined; anySection?: boolean } = {}): boolean {
  if (!grant.permissions.includes(permission)) return false;
  if (!SECTION_SCOPED.has(permission)) return true;
  if (target.section !== undefined && ADMIN_RELEASED_SECTIONS.has(target.section) && ADMIN_RELEASE_OPERATIONS.has(permission)) {
    if (!grant.permissions.includes('registry:release-admin')) return false;
  }
  if (grant.sections.includes(ALL_SECTIONS)) return true;
  if (target.section !== undefined) return grant.sections.includes(target.section);
  return target.anySection === true && grant.sections.length > 0;
}

/** Whether a role may open a page whose manifest entry lists `permissions` (roles); none = everyone. */
export const mayOpenPage = (role: Role | undefined, pagePermissions: readonly string[]): boolean =>
  pagePermissions.length === 0 || (role !== undefined && pagePermissions.includes(role));

export const roleSchema = z.enum(ROLES);
export const sectionScopeSchema = z.array(z.enum(SECTIONS));

/** `GET /api/auth/session`: who is signed in, for the admin section. */
export const sessionInfoSchema = z.strictObject({
  user: z.strictObject({
    id: z.string(),
    email: z.string(),
    name: z.nullable(z.string()),
    role: roleSchema,
    sections: z.array(z.string()),
  }),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** ISO 8601: the session ends then whatever happens (absolute expiry). */
  expiresAt: z.string(),
  /** Seconds of inactivity after which the session ends. */
  idleTimeoutSeconds: z.number(),
  /** The identity provider's display name, for "Signed in with …". */
  provider: z.string(),
});
export type SessionInfo = z.output<typeof sessionInfoSchema>;

/** `GET /api/auth/session`'s answer: null when nobody is signed in (an answer, not an error). */
export const sessionAnswerSchema = z.nullable(sessionInfoSchema);

export type { SectionName };

/** The roles that hold a permission (for documentation: who may call an operation). */
export const rolesWith = (permission: Permission): Role[] => ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));

/** Every permission, for the break-glass token. */
export const EVERYTHING: Grant = { permissions: PERMISSIONS, sections: [ALL_SECTIONS] };

/** Why a sign-in did not happen: the code the site's callback sends to `/admin/login?error=`, and what the page says. */
export const SIGN_IN_ERRORS = {
  cancelled: 'Sign-in was cancelled at the identity provider.',
  'provider-error': 'The identity provider could not sign you in. Try again; if it keeps failing, tell the platform team.',
  expired: 'That sign-in had expired or was already used. Start again.',
  'state-mismatch': 'That sign-in did not match the one this browser started, so it was refused. Start again.',
  'verification-failed': 'The answer from the identity provider could not be verified, so nobody was signed in. Start again.',
  'no-access': 'Your account has no access to this site’s administration. Ask an administrator to grant you a role.',
  'provider-unreachable': 'The identity provider cannot be reached right now. Try again in a moment.',
} as const;
export type SignInError = keyof typeof SIGN_IN_ERRORS;
