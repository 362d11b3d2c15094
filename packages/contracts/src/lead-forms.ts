/**
 * The lead forms (issue 6): one zod schema per form, used by the browser for inline errors and by
 * the content service to validate `POST /api/leads`. zod/mini keeps the browser's share small.
 *
 * Every form has the honeypot field {@link HONEYPOT_FIELD}: rendered off-screen and hidden from
 * assistive technology, so people leave it empty. The server accepts a submission that fills it
 * (202, so bots learn nothing) and stores it flagged as spam, never as a real enquiry.
 */
import { z } from 'zod/mini';

export const LEAD_FORMS = ['contact', 'book-demo', 'contact-sales', 'trial', 'try-us-out', 'rate-review'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** Each form as people name it (notifications, the inbox). */
export const LEAD_FORM_TITLES: Record<LeadForm, string> = {
  contact: 'Contact us',
  'book-demo': 'Book a demo',
  'contact-sales': 'Contact sales',
  trial: 'Free trial',
  'try-us-out': 'Try us out',
  'rate-review': 'Rate review',
};

export const HONEYPOT_FIELD = 'website';

/** Industries a visitor can pick (the /industries pages). */
export const LEAD_INDUSTRIES = [
  'banking',
  'insurance',
  'retail',
  'healthcare',
  'travel',
  'utilities',
  'housing-rentals',
  'contact-centers',
  'legal',
  'non-profit',
  'education',
  'other',
] as const;
export const PAYMENT_CHANNELS = ['phone', 'ivr', 'web', 'chat', 'payment-links', 'pay-by-bank', 'video-meetings', 'ai-voice'] as const;
export const COMPANY_SIZES = ['1-49', '50-249', '250-999', '1000+'] as const;

// Single-line text: no control characters at all. Multi-line text: tab and line breaks only.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/u;
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/u;

const line = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(max, `At most ${max} characters`),
      z.regex(SINGLE_LINE, 'Contains characters that are not allowed'),
    );
const optionalLine = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`), z.regex(SINGLE_LINE, 'Contains characters that are not allowed')));
const text = (min: number, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(min, `At least ${min} characters`),
      z.maxLength(max, `At most ${max} characters`),
      z.regex(MULTI_LINE, 'Contains characters that are not allowed'),
    );

const name = line(120);
const email = z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters'), z.email('Enter a valid e-mail address'));
/** UK or international numbers: digits, spaces, +, brackets and hyphens, 7 to 20 digits. */
const phone = z.string().check(
  z.trim(),
  z.regex(/^\+?[0-9 ()-]{7,25}$/, 'Enter a valid phone number'),
  z.refine((value) => (value.match(/[0-9]/g)?.length ?? 0) >= 7, 'Enter a valid phone number'),
);
const honeypot = z.optional(z.string().check(z.maxLength(500)));
const money = (max: number) => z.number().check(z.minimum(0, 'Must be 0 or more'), z.maximum(max, 'Too large'));

export const contactFormSchema = z.strictObject({
  name,
  email,
  company: optionalLine(160),
  phone: z.optional(phone),
  message: text(10, 5000),
  marketingOptIn: z.optional(z.boolean()),
  [HONEYPOT_FIELD]: honeypot,
});

export const bookDemoFormSchema = z.strictObject({
  name,
  email,
  company: line(160),
  jobTitle: optionalLine(120),
  phone,
  industry: z.enum(LEAD_INDUSTRIES),
  channels: z.optional(z.array(z.enum(PAYMENT_CHANNELS)).check(z.maxLength(PAYMENT_CHANNELS.length))),
  preferredDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD'))),
  message: z.optional(text(0, 2000)),
  [HONEYPOT_FIELD]: honeypot,
});

export const contactSalesFormSchema = z.strictObject({
  name,
  email,
  company: line(160),
  jobTitle: optionalLine(120),
  phone: z.optional(phone),
  industry: z.enum(LEAD_INDUSTRIES),
  companySize: z.optional(z.enum(COMPANY_SIZES)),
  message: text(10, 5000),
  [HONEYPOT_FIELD]: honeypot,
});

export const trialFormSchema = z.strictObject({
  name,
  email,
  company: line(160),
  phone,
  companySize: z.enum(COMPANY_SIZES),
  channels: z.array(z.enum(PAYMENT_CHANNELS)).check(z.minLength(1, 'Choose at least one channel'), z.maxLength(PAYMENT_CHANNELS.length)),
  useCase: text(10, 2000),
  acceptTerms: z.literal(true, 'You must accept the trial terms'),
  [HONEYPOT_FIELD]: honeypot,
});

export const tryUsOutFormSchema = z.strictObject({
  name,
  email,
  phone,
  company: optionalLine(160),
  channel: z.enum(PAYMENT_CHANNELS),
  [HONEYPOT_FIELD]: honeypot,
});

export const rateReviewFormSchema = z.strictObject({
  name,
  email,
  company: line(160),
  phone: z.optional(phone),
  /** Card turnover per month, in pounds. */
  monthlyCardVolume: money(1_000_000_000),
  /** Average transaction value, in pounds. */
  averageTransactionValue: money(1_000_000),
  currentProvider: optionalLine(120),
  [HONEYPOT_FIELD]: honeypot,
});

export const LEAD_FORM_SCHEMAS = {
  contact: contactFormSchema,
  'book-demo': bookDemoFormSchema,
  'contact-sales': contactSalesFormSchema,
  trial: trialFormSchema,
  'try-us-out': tryUsOutFormSchema,
  'rate-review': rateReviewFormSchema,
} as const satisfies Record<LeadForm, z.ZodMiniType>;

export type LeadFormFields<Form extends LeadForm> = z.infer<(typeof LEAD_FORM_SCHEMAS)[Form]>;

/** What the browser sends to `POST /api/leads`. */
export interface LeadSubmission<Form extends LeadForm = LeadForm> {
  form: Form;
  fields: LeadFormFields<Form>;
  /** A UUID chosen once per submission and reused on every retry. */
  idempotencyKey: string;
}

export interface LeadFieldError {
  /** The field's name ('' for the form as a whole). */
  field: string;
  message: string;
}

export type LeadValidation<Form extends LeadForm> = { ok: true; fields: LeadFormFields<Form> } | { ok: false; errors: LeadFieldError[] };

/** Validates a form's fields; errors name the field, for inline messages. */
export function validateLeadFields<Form extends LeadForm>(form: Form, fields: unknown): LeadValidation<Form> {
  const result = LEAD_FORM_SCHEMAS[form].safeParse(fields);
  if (result.success) return { ok: true, fields: result.data as LeadFormFields<Form> };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      field: issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue.path[0] ?? ''),
      message: issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message,
    })),
  };
}

/** True when the honeypot was filled in (by a bot). */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}
