import { LEAD_FORM_TITLES, type LeadForm } from '@site/contracts/lead-forms';
import { LEAD_EVENT_PREFIX, TEST_NOTIFICATION_EVENT, type NotificationPayload } from '@site/contracts/notifications';
import type { AuditEvent } from '@site/db/notification-outbox';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);
const number = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

type Describe = (facts: {
  section: string;
  actor: string;
  from?: string | undefined;
  to?: string | undefined;
  percent?: number | undefined;
  details: Record<string, unknown>;
}) => string;

/** One line per event, for a person reading a chat message or an e-mail subject. */
const DESCRIPTIONS: Record<string, Describe> = {
  'registry.publish': ({ section, to, actor }) => `${section} ${to} was published by ${actor}`,
  'registry.approval-needed': ({ section, details, actor }) =>
    `${section} ${text(details.version)} waits for approval by someone other than its publisher, ${actor}`,
  'registry.approve': ({ section, to, actor }) => `${section} ${to} was approved by ${actor}`,
  'registry.promote': ({ section, to, from, actor }) => `${section} ${to} was made live by ${actor}${from ? ` (was ${from})` : ''}`,
  'registry.canary': ({ section, to, percent, actor }) => `${section} ${to} started as a canary for ${percent ?? '?'} % of visitors, by ${actor}`,
  'registry.canary-step': ({ section, to, percent }) => `${section} ${to}: the canary moved to ${percent ?? '?'} % of visitors`,
  'registry.canary-promote': ({ section, to }) => `${section} ${to}: the canary was promoted to everyone`,
  'registry.canary-rollback': ({ section, from, to }) => `${section} ${from}: the canary was rolled back automatically; ${to} serves everyone`,
  'registry.canary-abort': ({ section, from, actor }) => `${section} ${from}: the canary was ended by ${actor}`,
  'registry.canary-hold': ({ section, details }) => `${section} ${text(details.canary)}: the canary is held at ${number(details.percent) ?? '?'} % of visitors`,
  'registry.rollback': ({ section, to, from, actor }) => `${section} was rolled back to ${to} by ${actor}${from ? ` (was ${from})` : ''}`,
  'registry.integrity-mismatch': ({ section, details }) => {
    const files = Array.isArray(details.files) ? details.files.filter((file): file is string => typeof file === 'string') : [];
    return `${section} ${text(details.version)}: ${files.length} file${files.length === 1 ? '' : 's'} differ from what was published (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})`;
  },
  'fleet.server-restarted': ({ section: server, details }) =>
    `site server ${server}${text(details.host) ? ` on ${text(details.host)}` : ''} exited on its own (${text(details.exit) ?? 'unknown'}) and was started again after ${(number(details.backoffMs) ?? 0) / 1000} s${(number(details.crashesInARow) ?? 1) > 1 ? ` (crash ${number(details.crashesInARow)} in a row)` : ''}`,
  [TEST_NOTIFICATION_EVENT]: ({ actor }) => `A test notification, sent by ${actor}`,
};

/** What happened, in one line: the event's description, with its reason when one was given. */
export function describeEvent(event: AuditEvent): string {
  const { details } = event;
  const describe = DESCRIPTIONS[event.action];
  const line = describe
    ? describe({
        section: event.entityId ?? event.entityType,
        actor: event.actor,
        from: text(details.from),
        to: text(details.to),
        percent: number(details.percent),
        details,
      })
    : `${event.action} ${event.entityType} ${event.entityId ?? ''} by ${event.actor}`.trim();
  const reason = text(details.reason);
  return reason ? `${line}: ${reason}` : line;
}

/** The role a grant gave ("EDITOR", "RELEASER for legal, partners"), from its audit details. */
function grantedRole(details: Record<string, unknown>): string {
  const after = typeof details.after === 'object' && details.after !== null ? (details.after as Record<string, unknown>) : {};
  const sections = Array.isArray(after.sections) ? after.sections.filter((section): section is string => typeof section === 'string') : [];
  const role = text(after.role) ?? 'a role';
  return sections.length > 0 ? `${role} for ${sections.join(', ')}` : role;
}

/** The invitation's one line, to the person given access. */
export function describeInvitation(event: AuditEvent, siteName: string): string {
  return `${event.actor} gave you access to the site administration of ${siteName} as ${grantedRole(event.details)}`;
}

const formTitle = (form: string): string => LEAD_FORM_TITLES[form as LeadForm] ?? form;

/**
 * A lead's arrival in one line, with who sent it when the lead is still there ("New lead through
 * the Book a demo form: Ana Silva, Example Utilities, from /pricing"); only the form when it was
 * erased before the notification left.
 */
export function describeLead(event: AuditEvent, lead: NotificationPayload['lead']): string {
  const form = formTitle(text(event.details.form) ?? event.action.slice(LEAD_EVENT_PREFIX.length));
  if (!lead) return `A lead arrived through the ${form} form (erased since)`;
  const who = ['name', 'company'].map((field) => text(lead.fields[field])).filter(Boolean);
  const from = lead.sourcePage ? `, from ${lead.sourcePage}` : '';
  return `New lead through the ${form} form${who.length > 0 ? `: ${who.join(', ')}` : ''}${from}`;
}
