import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '@site/contracts/lead-forms';
import { LEAD_FORM_DEFINITIONS } from './form-definitions.ts';
import { parseAmount, toSchemaInput } from './form-values.ts';
import { SAMPLE_ANSWERS } from './sample-answers.ts';
import { NO_ERRORS, revalidateField, serverFieldErrors, validateForm } from './validate-form.ts';

const contact = LEAD_FORM_DEFINITIONS.contact;
const rateReview = LEAD_FORM_DEFINITIONS['rate-review'];
const trial = LEAD_FORM_DEFINITIONS.trial;

const errorsOf = (validation: ReturnType<typeof validateForm>) => (validation.ok ? NO_ERRORS : validation.errors);

describe('toSchemaInput', () => {
  it('leaves out unanswered optional fields, so an empty optional phone is not an invalid one', () => {
    const input = toSchemaInput(contact, { ...SAMPLE_ANSWERS.contact, phone: '  ', company: '' });
    expect(input).not.toHaveProperty('phone');
    expect(input).not.toHaveProperty('company');
    expect(validateForm(contact, { ...SAMPLE_ANSWERS.contact, phone: '' }).ok).toBe(true);
  });

  it('sends amounts as numbers in pounds, read the way people type them', () => {
    expect(toSchemaInput(rateReview, SAMPLE_ANSWERS['rate-review'])).toMatchObject({ monthlyCardVolume: 420_000, averageTransactionValue: 38.5 });
    expect(parseAmount('£1,250.75')).toBe(1_250.75);
    expect(parseAmount(' 12 500 ')).toBe(12_500);
    expect(parseAmount('about 40k')).toBe('about 40k');
  });

  it('sends the honeypot only when something filled it', () => {
    expect(toSchemaInput(contact, { ...SAMPLE_ANSWERS.contact, [HONEYPOT_FIELD]: '' })).not.toHaveProperty(HONEYPOT_FIELD);
    expect(toSchemaInput(contact, { ...SAMPLE_ANSWERS.contact, [HONEYPOT_FIELD]: 'https://spam.example' })).toMatchObject({
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
  });
});

describe('validateForm messages', () => {
  it('says what to do for each empty required field, by field, in GOV.UK wording', () => {
    const errors = errorsOf(validateForm(contact, {}));
    expect(errors.fields).toEqual({ name: 'Enter your full name', email: 'Enter your e-mail address', message: 'Enter your message' });
    expect(errors.form).toEqual([]);
  });

  it('treats answers of only spaces as empty', () => {
    expect(errorsOf(validateForm(contact, { ...SAMPLE_ANSWERS.contact, name: '   ' })).fields).toEqual({ name: 'Enter your full name' });
  });

  it('explains a wrongly formatted answer with an example, once per field', () => {
    const errors = errorsOf(validateForm(contact, { ...SAMPLE_ANSWERS.contact, email: 'priya.example', phone: '12' }));
    expect(errors.fields).toEqual({
      email: 'Enter an e-mail address in the correct format, like name@example.co.uk',
      phone: 'Enter a phone number, like 020 7946 0000 or +44 20 7946 0000',
    });
  });

  it('names the field and the limit for text that is too short', () => {
    expect(errorsOf(validateForm(contact, { ...SAMPLE_ANSWERS.contact, message: 'Call me' })).fields).toEqual({
      message: 'Message must be at least 10 characters',
    });
  });

  it('rejects amounts that are not numbers or are negative', () => {
    const notNumber = errorsOf(validateForm(rateReview, { ...SAMPLE_ANSWERS['rate-review'], monthlyCardVolume: 'about 40k' }));
    expect(notNumber.fields).toEqual({ monthlyCardVolume: 'Enter your monthly card turnover in pounds, like 250,000' });
    const negative = errorsOf(validateForm(rateReview, { ...SAMPLE_ANSWERS['rate-review'], averageTransactionValue: '-5' }));
    expect(negative.fields).toEqual({ averageTransactionValue: 'Enter your average transaction value in pounds, like 85.50' });
  });

  it('requires the trial terms to be accepted and at least one channel', () => {
    const errors = errorsOf(validateForm(trial, { ...SAMPLE_ANSWERS.trial, acceptTerms: false, channels: [] }));
    expect(errors.fields).toEqual({ channels: 'Choose at least one channel to trial', acceptTerms: 'Accept the trial terms to apply' });
  });
});

describe('serverFieldErrors', () => {
  it('puts the server’s field errors on the fields, worded like the browser’s own', () => {
    const errors = serverFieldErrors(contact, SAMPLE_ANSWERS.contact, [
      { field: 'email', message: 'Enter a valid e-mail address' },
      { field: 'name', message: 'Invalid input' },
    ]);
    expect(errors).toEqual({
      fields: { email: 'Enter an e-mail address in the correct format, like name@example.co.uk', name: 'Check your answer to “Full name”' },
      form: [],
    });
  });

  it('reports errors it cannot place on a field (or none at all) for the form as a whole', () => {
    expect(serverFieldErrors(contact, SAMPLE_ANSWERS.contact, [{ field: 'cardNumber', message: 'Unknown field' }]).form).toHaveLength(1);
    expect(serverFieldErrors(contact, SAMPLE_ANSWERS.contact, []).form).toHaveLength(1);
  });
});

describe('revalidateField', () => {
  const current = { fields: { name: 'Enter your full name', email: 'Enter your e-mail address' }, form: [] };

  it('clears the error of a field once it is fixed, leaving the others as they were', () => {
    const next = revalidateField(contact, { ...SAMPLE_ANSWERS.contact, email: '' }, 'name', current);
    expect(next.fields).toEqual({ email: 'Enter your e-mail address' });
  });

  it('updates the message of a field that is still wrong', () => {
    const next = revalidateField(contact, { ...SAMPLE_ANSWERS.contact, email: 'priya@' }, 'email', current);
    expect(next.fields.email).toBe('Enter an e-mail address in the correct format, like name@example.co.uk');
    expect(next.fields.name).toBe('Enter your full name');
  });
});
