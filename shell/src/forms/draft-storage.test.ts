import { beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '@site/contracts/lead-forms';
import { clearDraft, draftStorageKey, loadDraft, saveDraft } from './draft-storage.ts';
import { LEAD_FORM_DEFINITIONS } from './form-definitions.ts';
import { initialValues } from './form-values.ts';
import { SAMPLE_ANSWERS } from './sample-answers.ts';

const trial = LEAD_FORM_DEFINITIONS.trial;
const KEY = '3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e';

describe('lead drafts', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('round-trips every answer and the idempotency key, without the honeypot', () => {
    saveDraft(trial, { values: { ...SAMPLE_ANSWERS.trial, [HONEYPOT_FIELD]: 'spam' }, idempotencyKey: KEY });
    expect(loadDraft(trial)).toEqual({ values: { ...initialValues(trial), ...SAMPLE_ANSWERS.trial }, idempotencyKey: KEY });
  });

  it('ignores stored values of the wrong type or outside the options, field by field', () => {
    window.sessionStorage.setItem(
      draftStorageKey('trial'),
      JSON.stringify({
        values: { name: 'Gareth Lloyd', companySize: 'enormous', channels: ['phone', 'carrier-pigeon'], acceptTerms: 'yes', phone: 7 },
        idempotencyKey: 'not-a-uuid',
      }),
    );
    const draft = loadDraft(trial);
    expect(draft?.values).toMatchObject({ name: 'Gareth Lloyd', companySize: '', channels: ['phone'], acceptTerms: false, phone: '' });
    expect(draft?.idempotencyKey).toBeUndefined();
  });

  it('has nothing to restore from broken JSON, and clears', () => {
    window.sessionStorage.setItem(draftStorageKey('trial'), '{"values":');
    expect(loadDraft(trial)).toBeUndefined();
    saveDraft(trial, { values: SAMPLE_ANSWERS.trial, idempotencyKey: undefined });
    clearDraft('trial');
    expect(loadDraft(trial)).toBeUndefined();
  });

  it('keeps working when storage refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveDraft(trial, { values: SAMPLE_ANSWERS.trial, idempotencyKey: KEY }, full)).not.toThrow();
  });
});
