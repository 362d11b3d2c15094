import { z } from 'zod/mini';
import { LEAD_FORM_TITLES, LEAD_FORMS, type LeadForm } from './lead-forms.ts';

/**
 * Notifications: what an ADMIN subscribes a webhook or an e-mail address to (release events, site
 * servers' restarts, new leads by form), and what a webhook receives. An event is an entry of the
 * audit log (its action names the event), so every notification has an audit entry behind it,
 * written in the same transaction as the change.
 */

/** The action of a lead's arrival through `form`: one event per form, so each form's leads go where the team that answers them is. */
export const leadEvent = (form: LeadForm) => `lead.${form}` as const;
/** The start of every lead event's name. */
export const LEAD_EVENT_PREFIX = 'lead.';
export type LeadEvent = ReturnType<typeof leadEvent>;

const LEAD_EVENTS = Object.fromEntries(LEAD_FORMS.map((form) => [leadEvent(form), `a lead arrived through the ${LEAD_FORM_TITLES[form]} form`])) as Record<
  LeadEvent,
  string
>;

/** The events one can subscribe to, by the audit action that records them, with what each means. */
export const NOTIFICATION_EVENTS = {
  'registry.publish': 'a version was published',
  'registry.approval-needed': 'a published version waits for a second person’s approval',
  'registry.approve': 'a version was approved',
  'registry.promote': 'a version was made live',
  'registry.canary': 'a canary started',
  'registry.canary-step': 'a canary moved to its next step',
  'registry.canary-promote': 'a canary was promoted to everyone',
  'registry.canary-rollback': 'a canary was rolled back automatically (its judge saw failures)',
  'registry.canary-abort': 'a canary was ended by a person',
  'registry.canary-hold': 'a canary reached its longest duration and is held',
  'registry.rollback': 'a section was rolled back',
  'registry.integrity-mismatch': 'a live or canary version’s files differ from what was published',
  'fleet.server-restarted': 'a site server exited on its own (a crash, kill -9, out of memory) and its supervisor started it again',
  ...LEAD_EVENTS,
} as const;

/** The groups the events are offered in, by the part of their name before the dot. */
export const NOTIFICATION_EVENT_GROUPS = { registry: 'Releases', fleet: 'Site servers', lead: 'New leads' } as const;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
/** A site server's supervisor started it again after it exited on its own. */
export const SERVER_RESTARTED_EVENT = 'fleet.server-restarted' satisfies NotificationEvent;
export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];
/** The event a test delivery carries: it is not subscribed to, it goes to the one endpoint asked. */
export const TEST_NOTIFICATION_EVENT = 'notification.test';
/** The e-mail to someone just given access, telling them where to sign in (to them alone, not to subscribers). */
export const INVITATION_EVENT = 'user.invitation';

/** Where notifications go: an HTTPS webhook (HTTP to this machine only), or an e-mail address through the site's SMTP server. */
export const NOTIFICATION_CHANNELS = ['webhook', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The headers a webhook request carries: the event, the delivery's id (the same on each retry, so
 * a receiver can ignore a repeat), and `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * under the endpoint's secret.
 */
export const WEBHOOK_HEADERS = {
  event: 'x-keyline-event',
  delivery: 'x-keyline-delivery',
  signature: 'x-keyline-signature',
} as const;

/** How many times a delivery is tried before it is marked failed; the waits grow from seconds to an hour. */
export const NOTIFICATION_MAX_ATTEMPTS = 8;

const eventName = z.enum(NOTIFICATION_EVENT_NAMES as [NotificationEvent, ...NotificationEvent[]]);
const events = z.array(eventName).check(z.minLength(1, 'choose at least one event'), z.maxLength(NOTIFICATION_EVENT_NAMES.length));
const description = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/** An ADMIN adds a webhook (its secret is made by the site and shown once) or an e-mail address. */
export const notificationEndpointInputSchema = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('webhook'), target: z.string().check(z.trim(), z.maxLength(2048), z.url()), events, description }),
  z.strictObject({ channel: z.literal('email'), target: z.string().check(z.trim(), z.maxLength(254), z.email()), events, description }),
]);
export type NotificationEndpointInput = z.output<typeof notificationEndpointInputSchema>;

const lastDelivery = z.nullable(
  z.object({
    state: z.enum(['pending', 'delivered', 'failed']),
    at: z.string(),
  }),
);

export const notificationEndpointSchema = z.object({
  id: z.number(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  target: z.string(),
  events: z.array(z.string()),
  description: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastDelivery,
});
export type NotificationEndpoint = z.output<typeof notificationEndpointSchema>;

export const notificationEndpointListSchema = z.object({
  endpoints: z.array(notificationEndpointSchema),
  /** Whether e-mail can be sent (SMTP_URL is set): without it, e-mail endpoints cannot be added. */
  email: z.boolean(),
  events: z.array(z.object({ name: z.string(), meaning: z.string() })),
});

/** What adding a webhook answers: the endpoint and, this once, the secret its requests are signed with. */
export const createdNotificationEndpointSchema = z.object({ endpoint: notificationEndpointSchema, secret: z.nullable(z.string()) });

export const NOTIFICATION_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const notificationDeliverySchema = z.object({
  id: z.number(),
  endpointId: z.number(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  target: z.string(),
  event: z.string(),
  summary: z.string(),
  state: z.enum(NOTIFICATION_DELIVERY_STATES),
  attempts: z.number(),
  lastStatus: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  deliveredAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
});
export type NotificationDelivery = z.output<typeof notificationDeliverySchema>;

export const notificationDeliveryQuerySchema = z.strictObject({
  endpoint: z.optional(z.number().check(z.int(), z.positive())),
  state: z.optional(z.enum(NOTIFICATION_DELIVERY_STATES)),
  limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});

export const notificationDeliveryListSchema = z.object({ deliveries: z.array(notificationDeliverySchema) });

/** The body a webhook receives (JSON). */
export const notificationPayloadSchema = z.object({
  /** The delivery's id, as in the delivery header. */
  delivery: z.number(),
  event: z.string(),
  /** One line for a person: "legal 1.0.1-abc was made live by ana@example.com (was 1.0.0-def)". */
  summary: z.string(),
  /** The summary and the link: what chat tools' incoming webhooks (Slack, Mattermost) show as it is. */
  text: z.string(),
  occurredAt: z.string(),
  actor: z.string(),
  entity: z.object({ type: z.string(), id: z.nullable(z.string()) }),
  details: z.record(z.string(), z.unknown()),
  /** Where a person follows up: the admin's Releases page, its Status page for a fleet event, the lead in the inbox for a lead. */
  link: z.string(),
  /**
   * A lead event's lead, as it is when the notification is sent: what the visitor entered, which
   * page they sent it from. Null when it was erased before the notification left.
   */
  lead: z.optional(
    z.nullable(
      z.object({
        form: z.string(),
        fields: z.record(z.string(), z.unknown()),
        sourcePage: z.nullable(z.string()),
        receivedAt: z.string(),
      }),
    ),
  ),
});
export type NotificationPayload = z.output<typeof notificationPayloadSchema>;
