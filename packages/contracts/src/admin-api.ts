/**
 * The payloads of the people, token and audit APIs (`/api/admin/*`), defined once: the server
 * derives its route schemas (and so /api/docs) from them, and the admin section types its calls
 * with them.
 */
import { z } from 'zod/mini';
import { roleSchema, sectionScopeSchema, TOKEN_OPERATIONS } from './access.ts';
import { LEAD_FORMS } from './lead-forms.ts';

const isoDate = z.string();

export const adminUserSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  role: roleSchema,
  sections: z.array(z.string()),
  createdBy: z.string(),
  createdAt: isoDate,
  lastSignInAt: z.nullable(isoDate),
  activeSessions: z.number(),
  /** The newest invitation e-mailed to someone who has not signed in yet: sent, waiting to be tried again, or given up on (with why). */
  invitation: z.optional(z.nullable(z.strictObject({ state: z.enum(['pending', 'delivered', 'failed']), at: isoDate, error: z.nullable(z.string()) }))),
});
export type AdminUserPayload = z.output<typeof adminUserSchema>;

export const userListSchema = z.strictObject({
  users: z.array(adminUserSchema),
  /** Whether this site sends e-mail (SMTP_URL), and so invitations. */
  invitations: z.optional(z.boolean()),
});

/** Grant a role to an e-mail address (a new person, or a changed role). */
export const grantRoleSchema = z.strictObject({
  email: z.string().check(z.email(), z.maxLength(320)),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  role: roleSchema,
  sections: z._default(sectionScopeSchema, []),
  /** E-mail a new person where to sign in (when this site sends e-mail); true unless said otherwise. */
  invite: z.optional(z.boolean()),
});
export type GrantRoleInput = z.input<typeof grantRoleSchema>;

export const changeRoleSchema = z.strictObject({
  role: roleSchema,
  sections: z._default(sectionScopeSchema, []),
});
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

export const apiTokenSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  sections: z.array(z.string()),
  operations: z.array(z.enum(TOKEN_OPERATIONS)),
  createdBy: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  lastUsedAt: z.nullable(isoDate),
  revokedAt: z.nullable(isoDate),
  revokedBy: z.nullable(z.string()),
});
export type ApiTokenPayload = z.output<typeof apiTokenSchema>;

export const tokenListSchema = z.strictObject({ tokens: z.array(apiTokenSchema) });

export const MAX_TOKEN_DAYS = 365;

const PUBLISH_AND_APPROVE = 'a token that publishes cannot also approve: a release needs a second person (give approve to a person’s own token)';

/** What is wrong with a token's operations together (the server checks it too: a JSON schema cannot say it). */
export const tokenOperationsProblem = (operations: readonly string[]): string | undefined =>
  operations.includes('registry:publish') && operations.includes('registry:approve') ? PUBLISH_AND_APPROVE : undefined;

export const createTokenSchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[\w .:-]+$/, 'letters, digits, spaces and _ . : - only')),
  /** Section names, or `*` for every section. */
  sections: z.array(z.enum(['solutions', 'resources', 'partners', 'legal', 'admin', '*'])).check(z.minLength(1)),
  /** Never both `registry:publish` and `registry:approve`: one credential is never both people of a release. */
  operations: z.array(z.enum(TOKEN_OPERATIONS)).check(
    z.minLength(1),
    z.refine((operations) => tokenOperationsProblem(operations) === undefined, { error: PUBLISH_AND_APPROVE }),
  ),
  expiresInDays: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_TOKEN_DAYS)),
});
export type CreateTokenInput = z.input<typeof createTokenSchema>;

export const createdTokenSchema = z.strictObject({
  token: apiTokenSchema,
  /** The full token: shown once, never stored. */
  secret: z.string(),
});

export const auditEntrySchema = z.strictObject({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  ipHash: z.nullable(z.string()),
  createdAt: isoDate,
});
export type AuditEntryPayload = z.output<typeof auditEntrySchema>;

export const auditQuerySchema = z.strictObject({
  actor: z.optional(z.string().check(z.maxLength(320))),
  action: z.optional(z.string().check(z.maxLength(80))),
  before: z.optional(z.number().check(z.int(), z.minimum(1))),
  limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});

export const auditListSchema = z.strictObject({
  entries: z.array(auditEntrySchema),
  actors: z.array(z.string()),
  actions: z.array(z.string()),
});

// ---------------------------------------------------------------------------------------------
// The leads inbox (`/api/admin/leads/*`)

/**
 * @deprecated `LEAD_FORMS` (`@site/contracts/lead-forms`) is the one list of forms; this copy stays
 * for sections built against it until the next major (lead-forms.test.ts checks it is the same).
 */
export const LEAD_FORM_NAMES = ['contact', 'book-demo', 'contact-sales', 'trial', 'try-us-out', 'rate-review'] as const;

export const LEAD_STATUS_VALUES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatusValue = (typeof LEAD_STATUS_VALUES)[number];
export const LEAD_SORT_VALUES = ['newest', 'oldest', 'status', 'form'] as const;
/** The inbox filter's owner for leads nobody owns. */
export const LEAD_UNOWNED = 'nobody';

/** A calendar date, YYYY-MM-DD: a day that exists (not 2026-02-30, nor in the year 0, which the database lacks). */
const day = z.string().check(z.regex(new RegExp(`^(?!0000)${z.regexes.date.source.slice(1)}`), 'a date, YYYY-MM-DD'));

/** The inbox's filter, shared by the list and the CSV export (so the export holds exactly the rows shown). */
export const leadFilterSchema = z.strictObject({
  form: z.optional(z.enum(LEAD_FORMS)),
  status: z.optional(z.enum(LEAD_STATUS_VALUES)),
  from: z.optional(day),
  to: z.optional(day),
  q: z.optional(z.string().check(z.maxLength(200))),
  spam: z._default(z.boolean(), false),
  /** One person's leads (their e-mail address), or `LEAD_UNOWNED` for those nobody owns. */
  owner: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(320))),
});
export type LeadFilterInput = z.input<typeof leadFilterSchema>;

export const leadListQuerySchema = z.strictObject({
  ...leadFilterSchema.shape,
  sort: z._default(z.enum(LEAD_SORT_VALUES), 'newest'),
  page: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
});

export const inboxLeadSchema = z.strictObject({
  id: z.string(),
  form: z.enum(LEAD_FORMS),
  fields: z.record(z.string(), z.unknown()),
  status: z.enum(LEAD_STATUS_VALUES),
  statusChangedBy: z.nullable(z.string()),
  statusChangedAt: z.nullable(isoDate),
  sourcePage: z.nullable(z.string()),
  spam: z.boolean(),
  createdAt: isoDate,
  /** The person who works the lead (their e-mail address), or nobody. */
  owner: z.optional(z.nullable(z.string())),
});
export type InboxLeadPayload = z.output<typeof inboxLeadSchema>;

export const leadListSchema = z.strictObject({
  leads: z.array(inboxLeadSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  newCount: z.number(),
});
export type LeadListPayload = z.output<typeof leadListSchema>;

export const leadEventSchema = z.strictObject({
  kind: z.enum(['status', 'note', 'owner']),
  fromStatus: z.nullable(z.string()),
  toStatus: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** For an owner change: from whom to whom (null: nobody). */
  fromOwner: z.optional(z.nullable(z.string())),
  toOwner: z.optional(z.nullable(z.string())),
  actor: z.string(),
  createdAt: isoDate,
});
export const leadDetailSchema = z.strictObject({ ...inboxLeadSchema.shape, events: z.array(leadEventSchema) });
export type LeadDetailPayload = z.output<typeof leadDetailSchema>;

/** @deprecated `leadChangeInputSchema`, which also changes the owner; kept for sections built against it until the next major. */
export const leadStatusInputSchema = z.strictObject({ status: z.enum(LEAD_STATUS_VALUES) });
/** A change to a lead: its status, its owner (an e-mail address of `leadOwnersSchema`'s, or null for nobody), or both. */
export const leadChangeInputSchema = z
  .strictObject({
    status: z.optional(z.enum(LEAD_STATUS_VALUES)),
    owner: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(3), z.maxLength(320)))),
  })
  .check(z.refine((change) => change.status !== undefined || change.owner !== undefined, 'Name a status or an owner'));
/** The people who may own a lead. */
export const leadOwnersSchema = z.strictObject({ owners: z.array(z.strictObject({ email: z.string(), name: z.nullable(z.string()) })) });
export type LeadOwnersPayload = z.output<typeof leadOwnersSchema>;
export const leadNoteInputSchema = z.strictObject({ note: z.string().check(z.trim(), z.minLength(1, 'Write the note'), z.maxLength(2000)) });
export const eraseLeadsInputSchema = z.strictObject({
  email: z.string().check(z.trim(), z.maxLength(320), z.email('an e-mail address')),
  /** The person asking is named in the audit log by this, not by their address. */
  reason: z.string().check(z.trim(), z.minLength(3, 'Say why (e.g. the request reference)'), z.maxLength(300)),
});

// ---------------------------------------------------------------------------------------------
// The dashboard (`/api/admin/dashboard`)

export const dashboardQuerySchema = z.strictObject({ from: day, to: day });
export const dashboardSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  newLeads: z.number(),
  leadsPerDay: z.array(z.strictObject({ day: z.string(), form: z.string(), count: z.number() })),
  topSearches: z.array(z.strictObject({ query: z.string(), count: z.number() })),
  searchesWithoutResults: z.array(z.strictObject({ query: z.string(), count: z.number() })),
  loads: z.array(z.strictObject({ section: z.string(), version: z.string(), loads: z.number(), errors: z.number() })),
});
export type DashboardPayload = z.output<typeof dashboardSchema>;
/** The longest range the dashboard reads at once. */
export const DASHBOARD_MAX_DAYS = 366;

// ---------------------------------------------------------------------------------------------
// Server status (`/api/admin/status`)

const check = { ok: z.boolean(), latencyMs: z.nullable(z.number()), error: z.nullable(z.string()) };
export const serverStatusSchema = z.strictObject({
  checkedAt: isoDate,
  database: z.strictObject({ kind: z.string(), location: z.string(), migrations: z.number(), ...check }),
  search: z.array(
    z.strictObject({
      name: z.string(),
      documents: z.number(),
      builtAt: z.nullable(isoDate),
      checkedAt: z.nullable(isoDate),
      lastError: z.nullable(z.string()),
    }),
  ),
  prerender: z.strictObject({
    state: z.string(),
    pages: z.number(),
    failures: z.array(z.strictObject({ path: z.string(), error: z.string() })),
    lastRunAt: z.nullable(isoDate),
    lastRunMs: z.nullable(z.number()),
  }),
  identityProvider: z.strictObject({ issuer: z.string(), local: z.boolean(), ...check }),
  /** The server that answered, and the servers its fleet's supervisor started again in the last 24 h. */
  servers: z.strictObject({
    answeredBy: z.string(),
    upSince: isoDate,
    restarts: z.array(
      z.strictObject({ server: z.string(), host: z.string(), exit: z.string(), backoffMs: z.number(), crashesInARow: z.number(), at: isoDate }),
    ),
  }),
  sections: z.array(
    z.strictObject({
      section: z.string(),
      live: z.nullable(z.string()),
      canary: z.nullable(z.string()),
      loads: z.number(),
      errors: z.number(),
      lastErrors: z.array(z.strictObject({ message: z.string(), count: z.number(), lastSeen: isoDate })),
    }),
  ),
});
export type ServerStatusPayload = z.output<typeof serverStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Search-engine overrides of the route-table pages (`/api/admin/seo`)

export const SEO_LIMITS = { title: 70, description: 160 } as const;

export const pageSeoInputSchema = z.strictObject({
  path: z.string().check(z.maxLength(200), z.regex(/^\/[a-z0-9/-]*$/, 'a page path')),
  /** Null: the page's own title. */
  title: z.nullable(z.string().check(z.trim(), z.minLength(1, 'Empty: leave it out (null)'), z.maxLength(SEO_LIMITS.title))),
  description: z.nullable(z.string().check(z.trim(), z.minLength(1, 'Empty: leave it out (null)'), z.maxLength(SEO_LIMITS.description))),
  noindex: z.boolean(),
});
export type PageSeoInput = z.output<typeof pageSeoInputSchema>;

export const pageSeoListSchema = z.strictObject({
  pages: z.array(
    z.strictObject({
      path: z.string(),
      title: z.string(),
      description: z.string(),
      override: z.nullable(
        z.strictObject({ title: z.nullable(z.string()), description: z.nullable(z.string()), noindex: z.boolean(), updatedBy: z.string(), updatedAt: isoDate }),
      ),
    }),
  ),
});
export type PageSeoListPayload = z.output<typeof pageSeoListSchema>;

/** Where search engines usually cut a result's title and description (they measure pixels; these are the usual character counts). */
export const SEARCH_RESULT_CUT = { title: 60, description: 158 } as const;

/** Every page the sitemap lists, as search engines get it: its title (the site's name included) and description (`/api/admin/seo/pages`). */
export const seoOverviewSchema = z.strictObject({
  pages: z.array(z.strictObject({ path: z.string(), title: z.string(), description: z.string(), indexable: z.boolean() })),
});
export type SeoOverviewPayload = z.output<typeof seoOverviewSchema>;
