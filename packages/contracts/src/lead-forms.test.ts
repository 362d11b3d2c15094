import { describe, expect, test } from 'vitest';
import { LEAD_FORM_NAMES } from './admin-api.ts';
import { HONEYPOT_FIELD, isHoneypotFilled, LEAD_FORM_TITLES, LEAD_FORMS, validateLeadFields, type LeadForm } from './lead-forms.ts';

const VALID_FIELDS: Record<LeadForm, Record<string, unknown>> = {
  contact: { name: 'Grace Hopper', email: 'grace@example.co.uk', message: 'We take 4,000 card payments a month by phone.' },
  'book-demo': {
    name: 'Grace Hopper',
    email: 'grace@example.co.uk',
    company: 'Example Housing',
    phone: '+44 20 7946 0000',
    industry: 'housing-rentals',
    channels: ['phone', 'ivr'],
  },
  'contact-sales': {
    name: 'Grace Hopper',
    email: 'grace@example.co.uk',
    company: 'Example Bank',
    industry: 'banking',
    message: 'Pricing for 300 agents please.',
  },
  trial: {
    name: 'Grace Hopper',
    email: 'grace@example.co.uk',
    company: 'Example Utility',
    phone: '0161 496 0000',
    companySize: '250-999',
    channels: ['phone'],
    useCase: 'Arrears payments in our contact centre.',
    acceptTerms: true,
  },
  'try-us-out': { name: 'Grace Hopper', email: 'grace@example.co.uk', phone: '07700 900123', channel: 'phone' },
  'rate-review': { name: 'Grace Hopper', email: 'grace@example.co.uk', company: 'Example Retail', monthlyCardVolume: 250000, averageTransactionValue: 42.5 },
};

describe('lead form schemas', () => {
  test.each(LEAD_FORMS)('%s accepts a valid submission and trims text', (form) => {
    const result = validateLeadFields(form, { ...VALID_FIELDS[form], name: '  Grace Hopper  ' });
    expect(result).toMatchObject({ ok: true, fields: { name: 'Grace Hopper' } });
  });

  test.each(LEAD_FORMS)('%s names each missing required field', (form) => {
    const result = validateLeadFields(form, {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['name', 'email']));
  });

  test.each([
    ['contact', 'email', 'not-an-email'],
    ['contact', 'message', 'short'],
    ['contact', 'name', 'Nul\u0000byte'],
    ['contact', 'name', 'x'.repeat(121)],
    ['book-demo', 'industry', 'astrology'],
    ['book-demo', 'phone', '12'],
    ['book-demo', 'preferredDate', 'next tuesday'],
    ['trial', 'acceptTerms', false],
    ['trial', 'channels', []],
    ['rate-review', 'monthlyCardVolume', -1],
    ['rate-review', 'averageTransactionValue', '42'],
    ['try-us-out', 'channel', 'fax'],
  ] as const)('%s rejects %s=%j', (form, field, value) => {
    const result = validateLeadFields(form, { ...VALID_FIELDS[form], [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.field)).toContain(field);
  });

  test('unknown fields are rejected', () => {
    const result = validateLeadFields('contact', { ...VALID_FIELDS.contact, creditCard: '4111111111111111' });
    expect(result).toEqual({ ok: false, errors: [{ field: 'creditCard', message: 'Unknown field' }] });
  });

  test('the honeypot is allowed by every schema and detected when filled', () => {
    for (const form of LEAD_FORMS) expect(validateLeadFields(form, { ...VALID_FIELDS[form], [HONEYPOT_FIELD]: 'http://spam.example' }).ok).toBe(true);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: 'x' })).toBe(true);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});

test('one list of forms: the inbox API’s deprecated copy is the same, and every form has the title people know it by', () => {
  expect(LEAD_FORM_NAMES).toEqual(LEAD_FORMS);
  expect(Object.keys(LEAD_FORM_TITLES).toSorted()).toEqual([...LEAD_FORMS].toSorted());
});
