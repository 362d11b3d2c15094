import type { LeadForm } from '@site/contracts/lead-forms';
import { CHANNEL_CHOICES, COMPANY_SIZE_CHOICES, INDUSTRY_CHOICES } from './field-options.ts';
import type { FieldSpec, LeadFormDefinition } from './field-spec.ts';

/*
 * What each lead form asks, in order. Names, limits and required-ness follow the shared schemas of
 * `@site/contracts/lead-forms`; form-definitions.test.ts fails when the two drift apart.
 */

const fullName = {
  name: 'name',
  kind: 'text',
  label: 'Full name',
  autoComplete: 'name',
  maxLength: 120,
  required: true,
  messages: { missing: 'Enter your full name' },
} as const satisfies FieldSpec<'name'>;

const workEmail = {
  name: 'email',
  kind: 'email',
  label: 'Work e-mail address',
  autoComplete: 'email',
  maxLength: 254,
  required: true,
  messages: { missing: 'Enter your e-mail address', invalid: 'Enter an e-mail address in the correct format, like name@example.co.uk' },
} as const satisfies FieldSpec<'email'>;

const phone = (required: boolean, hint: string): FieldSpec<'phone'> => ({
  name: 'phone',
  kind: 'tel',
  label: 'Phone number',
  hint,
  autoComplete: 'tel',
  maxLength: 25,
  width: 'short',
  required,
  messages: { missing: 'Enter your phone number', invalid: 'Enter a phone number, like 020 7946 0000 or +44 20 7946 0000' },
});

const organisation = (required: boolean): FieldSpec<'company'> => ({
  name: 'company',
  kind: 'text',
  label: 'Organisation',
  autoComplete: 'organization',
  maxLength: 160,
  required,
  messages: { missing: 'Enter the name of your organisation' },
});

const jobTitle = {
  name: 'jobTitle',
  kind: 'text',
  label: 'Job title',
  autoComplete: 'organization-title',
  maxLength: 120,
  required: false,
  messages: { missing: 'Enter your job title' },
} as const satisfies FieldSpec<'jobTitle'>;

const industry = {
  name: 'industry',
  kind: 'select',
  label: 'Industry',
  placeholder: 'Choose your industry',
  options: INDUSTRY_CHOICES,
  required: true,
  messages: { missing: 'Choose your industry' },
} as const satisfies FieldSpec<'industry'>;

const companySize = (required: boolean): FieldSpec<'companySize'> => ({
  name: 'companySize',
  kind: 'radios',
  label: 'Size of your organisation',
  options: COMPANY_SIZE_CHOICES,
  required,
  messages: { missing: 'Choose the size of your organisation' },
});

const UK_PHONE_HINT = 'Include the country code if you are outside the UK.';

export const LEAD_FORM_DEFINITIONS: { readonly [Form in LeadForm]: LeadFormDefinition<Form> } = {
  contact: {
    form: 'contact',
    fields: [
      fullName,
      workEmail,
      organisation(false),
      phone(false, `Only if you would like us to call you. ${UK_PHONE_HINT}`),
      {
        name: 'message',
        kind: 'textarea',
        label: 'Message',
        hint: 'Tell us what you would like to discuss, such as the channels you take payments on or a compliance deadline.',
        maxLength: 5000,
        required: true,
        messages: { missing: 'Enter your message' },
      },
      {
        name: 'marketingOptIn',
        kind: 'checkbox',
        label: 'Send me occasional updates on secure payments and PCI DSS. You can unsubscribe at any time.',
        required: false,
        messages: { missing: 'Choose whether to receive updates' },
      },
    ],
  },
  'book-demo': {
    form: 'book-demo',
    fields: [
      fullName,
      workEmail,
      organisation(true),
      jobTitle,
      phone(true, `We call this number if we need to rearrange. ${UK_PHONE_HINT}`),
      industry,
      {
        name: 'channels',
        kind: 'checkboxes',
        label: 'Which channels should the demo cover?',
        hint: 'Choose all that apply. We set the demonstration up for them.',
        options: CHANNEL_CHOICES,
        required: false,
        messages: { missing: 'Choose the channels the demo should cover' },
      },
      {
        name: 'preferredDate',
        kind: 'date',
        label: 'Preferred date',
        hint: 'We will offer times on or close to this day.',
        width: 'short',
        required: false,
        messages: { missing: 'Enter a preferred date', invalid: 'Enter a real date, like 14/03/2026' },
      },
      {
        name: 'message',
        kind: 'textarea',
        label: 'Anything we should know before the demo?',
        hint: 'For example your telephony platform, payment gateway or the questions your compliance team will ask.',
        maxLength: 2000,
        required: false,
        messages: { missing: 'Enter your notes for the demo' },
      },
    ],
  },
  'contact-sales': {
    form: 'contact-sales',
    fields: [
      fullName,
      workEmail,
      organisation(true),
      jobTitle,
      phone(false, `A sales specialist will call you on this number. ${UK_PHONE_HINT}`),
      industry,
      companySize(false),
      {
        name: 'message',
        kind: 'textarea',
        label: 'What do you need?',
        hint: 'Your channels, approximate monthly card transactions, number of agents and any go-live date help us prepare a proposal.',
        maxLength: 5000,
        required: true,
        messages: { missing: 'Tell us what you need' },
      },
    ],
  },
  trial: {
    form: 'trial',
    fields: [
      fullName,
      workEmail,
      organisation(true),
      phone(true, `Your solutions engineer will call this number to plan the set-up. ${UK_PHONE_HINT}`),
      companySize(true),
      {
        name: 'channels',
        kind: 'checkboxes',
        label: 'Which channels do you want to trial?',
        hint: 'Choose at least one.',
        options: CHANNEL_CHOICES,
        required: true,
        messages: { missing: 'Choose at least one channel to trial' },
      },
      {
        name: 'useCase',
        kind: 'textarea',
        label: 'What do you want to test?',
        hint: 'For example renewals taken by phone, payment links sent after a call, or refunds. Tell us how you will judge the trial.',
        maxLength: 2000,
        required: true,
        messages: { missing: 'Tell us what you want to test' },
      },
      {
        name: 'acceptTerms',
        kind: 'checkbox',
        label: 'I accept the trial terms: the 30-day sandbox uses test cards only, and no live card data may be entered.',
        required: true,
        messages: { missing: 'Accept the trial terms to apply' },
      },
    ],
  },
  'try-us-out': {
    form: 'try-us-out',
    fields: [
      fullName,
      workEmail,
      phone(true, `We send the test line and test card to this number by text message. ${UK_PHONE_HINT}`),
      organisation(false),
      {
        name: 'channel',
        kind: 'radios',
        label: 'Which channel do you want to try?',
        options: CHANNEL_CHOICES,
        required: true,
        messages: { missing: 'Choose the channel you want to try' },
      },
    ],
  },
  'rate-review': {
    form: 'rate-review',
    fields: [
      fullName,
      workEmail,
      organisation(true),
      phone(false, `Only if you would like an analyst to talk you through the results. ${UK_PHONE_HINT}`),
      {
        name: 'monthlyCardVolume',
        kind: 'amount',
        label: 'Monthly card turnover (£)',
        hint: 'Roughly how much you take by card in a typical month. An estimate is fine.',
        width: 'short',
        required: true,
        messages: { missing: 'Enter your monthly card turnover', invalid: 'Enter your monthly card turnover in pounds, like 250,000' },
      },
      {
        name: 'averageTransactionValue',
        kind: 'amount',
        label: 'Average transaction value (£)',
        hint: 'Your card turnover divided by the number of card payments, in pounds.',
        width: 'short',
        required: true,
        messages: { missing: 'Enter your average transaction value', invalid: 'Enter your average transaction value in pounds, like 85.50' },
      },
      {
        name: 'currentProvider',
        kind: 'text',
        label: 'Current card processor or acquirer',
        hint: 'The bank or payment provider named on your merchant statements.',
        maxLength: 120,
        required: false,
        messages: { missing: 'Enter your current card processor' },
      },
    ],
  },
};
