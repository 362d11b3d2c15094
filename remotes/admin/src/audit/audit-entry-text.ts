/**
 * An audit entry as a person reads it: what was done in words (the action's code stays beside it,
 * as the filter names it), what it was done to by name rather than by id, and its details as
 * "label: value" with before → after, instead of the stored JSON.
 */
import type { AuditEntryPayload } from '@site/contracts/admin-api';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentType } from '@site/contracts/content-editing';
import { LEAD_FORM_TITLES, LEAD_FORMS } from '@site/contracts/lead-forms';
import { LEAD_EVENT_PREFIX } from '@site/contracts/notifications';

/** The actions people meet most, in words; any other is its code made readable ("registry.canary-step" → "Registry: canary step"). */
const ACTION_NAMES: Readonly<Record<string, string>> = {
  'auth.sign-in': 'Signed in',
  'auth.sign-out': 'Signed out',
  'auth.sign-in-failed': 'Sign-in failed',
  'user.grant': 'Access given',
  'user.role-change': 'Role changed',
  'user.remove': 'Access removed',
  'session.revoke': 'Sessions ended',
  'token.create': 'API token created',
  'token.revoke': 'API token revoked',
  'token.use': 'API token used',
  'break-glass.use': 'Break-glass token used',
  'content.publish': 'Published',
  'inbox.status-changed': 'Lead status changed',
  'inbox.note-added': 'Note added to a lead',
  'inbox.owner-changed': 'Lead given to someone',
  'leads.erase': 'Leads erased (GDPR)',
  'leads.export': 'Leads exported',
  'settings.update': 'Site settings changed',
  'seo.update': 'Search-engine settings changed',
  'registry.publish': 'Version published',
  'registry.promote': 'Made live',
  'registry.rollback': 'Rolled back',
  'registry.canary': 'Canary started',
  'registry.approve': 'Version approved',
};

const words = (code: string) =>
  code.replaceAll(/[-_]/g, ' ').replaceAll(/([a-z])([A-Z])/g, (_, lower: string, upper: string) => `${lower} ${upper.toLowerCase()}`);

const isLeadForm = (value: string): value is keyof typeof LEAD_FORM_TITLES => (LEAD_FORMS as readonly string[]).includes(value);

export function actionName(action: string): string {
  const named = ACTION_NAMES[action];
  if (named) return named;
  const form = action.startsWith(LEAD_EVENT_PREFIX) ? action.slice(LEAD_EVENT_PREFIX.length) : '';
  if (isLeadForm(form)) return `New lead: ${LEAD_FORM_TITLES[form]}`;
  const [area = '', ...rest] = action.split('.');
  const what = words(rest.join(' '));
  const areaName = words(area).replace(/^./, (first) => first.toUpperCase());
  return what ? `${areaName}: ${what}` : areaName;
}

const isContentType = (value: unknown): value is ContentType => (CONTENT_TYPES as readonly unknown[]).includes(value);

/**
 * What the entry was done to, named: a content entry by its title and type, a lead as a link to it
 * in the inbox, a person by e-mail, a section by name.
 */
export function subjectOf(entry: AuditEntryPayload): { text: string; href?: string } {
  const { details } = entry;
  if (entry.entityType === 'content_entry' && typeof details.title === 'string' && details.title !== '') {
    const text = isContentType(details.type) ? `“${details.title}” (${CONTENT_TYPE_LABELS[details.type].one.toLowerCase()})` : `“${details.title}”`;
    return entry.entityId ? { text, href: `/admin/content/${encodeURIComponent(entry.entityId)}` } : { text };
  }
  if (entry.entityType === 'lead' && entry.entityId) return { text: 'the lead', href: `/admin/leads?lead=${encodeURIComponent(entry.entityId)}` };
  return { text: entry.entityId ?? '—' };
}

/** Details the subject already names. */
const NAMED_BY_SUBJECT: Readonly<Record<string, readonly string[]>> = { content_entry: ['title', 'type'] };

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueText).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A role with its sections reads as "RELEASER (legal, partners)".
    if (typeof record.role === 'string' && Object.keys(record).every((key) => key === 'role' || key === 'sections')) {
      const sections = Array.isArray(record.sections) && record.sections.length > 0 ? ` (${valueText(record.sections)})` : '';
      return `${record.role}${sections}`;
    }
    return Object.entries(record)
      .map(([key, inner]) => `${words(key)} ${valueText(inner)}`)
      .join(', ');
  }
  return String(value);
}

/** The entry's details, each "label: value"; a before and after (or from and to) pair reads as one "before → after". */
export function detailLines(entry: AuditEntryPayload): string[] {
  const details = { ...entry.details };
  for (const key of NAMED_BY_SUBJECT[entry.entityType] ?? []) delete details[key];
  const lines: string[] = [];
  for (const [older, newer] of [
    ['before', 'after'],
    ['from', 'to'],
  ] as const) {
    if (older in details && newer in details) {
      lines.push(`${valueText(details[older])} → ${valueText(details[newer])}`);
      delete details[older];
      delete details[newer];
    }
  }
  for (const [key, value] of Object.entries(details)) {
    if (value === null || value === undefined || value === '') continue;
    lines.push(`${words(key)}: ${valueText(value)}`);
  }
  return lines;
}
