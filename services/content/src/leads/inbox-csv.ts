/**
 * Leads as CSV for a spreadsheet: fixed columns first (the team's notes among them, one per line),
 * then one column per form field in the order fields first appear; a field with several answers
 * (the payment channels) reads as text, "phone; web". A cell that a spreadsheet would read as a
 * formula (=, +, -, @, tab, carriage return) is prefixed with an apostrophe, so a visitor's text
 * can never run there.
 */
import { HONEYPOT_FIELD } from '@site/contracts/lead-forms';
import type { ExportedLead } from '@site/db/lead-inbox';

const FIXED = ['id', 'received', 'form', 'status', 'status changed by', 'owner', 'source page', 'notes'] as const;

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? value.map(String).join('; ')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function leadsCsv(leads: readonly ExportedLead[]): string {
  const fieldNames: string[] = [];
  for (const lead of leads) for (const name of Object.keys(lead.fields)) if (!fieldNames.includes(name) && name !== HONEYPOT_FIELD) fieldNames.push(name);
  const rows = [[...FIXED, ...fieldNames].map(csvCell).join(',')];
  for (const lead of leads) {
    rows.push(
      [
        lead.id,
        lead.createdAt,
        lead.form,
        lead.status,
        lead.statusChangedBy,
        lead.owner,
        lead.sourcePage,
        lead.notes.join('\n'),
        ...fieldNames.map((name) => lead.fields[name]),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
