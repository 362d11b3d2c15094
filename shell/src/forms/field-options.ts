import { COMPANY_SIZES, LEAD_INDUSTRIES, PAYMENT_CHANNELS } from '@site/contracts/lead-forms';
import type { FieldChoice } from './field-spec.ts';

type Industry = (typeof LEAD_INDUSTRIES)[number];
type Channel = (typeof PAYMENT_CHANNELS)[number];
type CompanySize = (typeof COMPANY_SIZES)[number];

// Records keyed by the shared enums: a value added to the schema without a label fails to compile.
const INDUSTRY_LABELS: Record<Industry, string> = {
  banking: 'Banking and financial services',
  insurance: 'Insurance',
  retail: 'Retail and e-commerce',
  healthcare: 'Healthcare',
  travel: 'Travel and hospitality',
  utilities: 'Utilities and energy',
  'housing-rentals': 'Housing and rentals',
  'contact-centers': 'Contact centre or outsourcer',
  legal: 'Legal services',
  'non-profit': 'Charity or non-profit',
  education: 'Education',
  other: 'Another industry',
};

const CHANNEL_LABELS: Record<Channel, string> = {
  phone: 'Phone calls with an agent',
  ivr: 'Automated phone line (IVR)',
  web: 'Website checkout',
  chat: 'Web chat and messaging',
  'payment-links': 'Payment links by text or e-mail',
  'pay-by-bank': 'Pay by bank (open banking)',
  'video-meetings': 'Video meetings',
  'ai-voice': 'AI voice agents',
};

const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-49': '1 to 49 employees',
  '50-249': '50 to 249 employees',
  '250-999': '250 to 999 employees',
  '1000+': '1,000 employees or more',
};

const choices = <Value extends string>(values: readonly Value[], labels: Record<Value, string>): readonly FieldChoice[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const INDUSTRY_CHOICES = choices(LEAD_INDUSTRIES, INDUSTRY_LABELS);
export const CHANNEL_CHOICES = choices(PAYMENT_CHANNELS, CHANNEL_LABELS);
export const COMPANY_SIZE_CHOICES = choices(COMPANY_SIZES, COMPANY_SIZE_LABELS);
