import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HONEYPOT_FIELD } from '@site/contracts/lead-forms';
import { RouterProvider, createBrowserRouter, useLocation } from '@site/ui/router';
import { draftStorageKey } from './draft-storage.ts';
import { fieldId } from './field-ids.ts';
import { LEAD_FORM_DEFINITIONS } from './form-definitions.ts';
import { LeadForm, THANK_YOU_PATH } from './lead-form.tsx';
import type { LeadRequest, SubmitResult } from './submit-lead.ts';

const LEAD_ID = '0b8e7a52-6d0f-4c1e-a3b4-5c6d7e8f9a0b';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SENT: SubmitResult = { ok: true, id: LEAD_ID, status: 201 };

let send: ReturnType<typeof vi.fn<(request: LeadRequest) => Promise<SubmitResult>>>;

function ThankYou() {
  const location = useLocation();
  return <h1 data-state={JSON.stringify(location.state)}>Thank you</h1>;
}

function renderContactForm() {
  window.history.replaceState(null, '', '/contact');
  const router = createBrowserRouter([
    { path: '/contact', element: <LeadForm definition={LEAD_FORM_DEFINITIONS.contact} submitLabel="Send message" send={send} /> },
    { path: THANK_YOU_PATH, element: <ThankYou /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /Send message|Sending/ })));
const summary = () => screen.queryByRole('heading', { name: 'There is a problem' })?.parentElement ?? null;

function fillValidContact() {
  type(/Full name/, 'Priya Raman');
  type(/Work e-mail address/, 'priya@northbank-insurance.example');
  type(/Message/, 'We take renewals by phone and want recordings out of PCI DSS scope.');
}

describe('LeadForm', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    send = vi.fn(async () => SENT);
  });
  afterEach(() => cleanup());

  describe('validation', () => {
    it('on a failed submit sends nothing, lists every problem in a focused summary, and marks each field', async () => {
      renderContactForm();
      await submit();
      expect(send).not.toHaveBeenCalled();
      const box = summary();
      expect(box).not.toBeNull();
      expect(document.activeElement).toBe(box);
      const links = within(box as HTMLElement).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Enter your full name', `#${fieldId('contact', 'name')}`],
        ['Enter your e-mail address', `#${fieldId('contact', 'email')}`],
        ['Enter your message', `#${fieldId('contact', 'message')}`],
      ]);
      const name = field(/Full name/);
      expect(name.getAttribute('aria-invalid')).toBe('true');
      const describedBy = name.getAttribute('aria-describedby')?.split(' ') ?? [];
      const error = describedBy.map((id) => document.getElementById(id)).find((element) => element?.textContent?.startsWith('Error:'));
      expect(error?.textContent).toBe('Error: Enter your full name');
      expect(field(/Organisation/).getAttribute('aria-invalid')).toBeNull();
    });

    it('takes the visitor from a summary link to the field', async () => {
      renderContactForm();
      await submit();
      fireEvent.click(screen.getByRole('link', { name: 'Enter your message' }));
      expect(document.activeElement).toBe(field(/Message/));
    });

    it('checks a field on leaving it only after the first submit', async () => {
      renderContactForm();
      type(/Work e-mail address/, 'priya@');
      fireEvent.blur(field(/Work e-mail address/));
      expect(field(/Work e-mail address/).getAttribute('aria-invalid')).toBeNull();

      await submit();
      expect(screen.getAllByText(/Enter an e-mail address in the correct format/)).toHaveLength(2);
      type(/Work e-mail address/, 'priya@northbank-insurance.example');
      fireEvent.blur(field(/Work e-mail address/));
      expect(field(/Work e-mail address/).getAttribute('aria-invalid')).toBeNull();
      expect(field(/Full name/).getAttribute('aria-invalid')).toBe('true');
    });

    it('puts the server’s field errors (400) on the fields', async () => {
      send.mockResolvedValueOnce({ ok: false, kind: 'invalid', fieldErrors: [{ field: 'email', message: 'Enter a valid e-mail address' }] });
      renderContactForm();
      fillValidContact();
      await submit();
      expect(field(/Work e-mail address/).getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(summary());
      expect(field(/Full name/).value).toBe('Priya Raman');
    });
  });

  describe('sending', () => {
    it('sends the form’s fields with a UUID key and goes to the thank-you page, saying which form was sent', async () => {
      const router = renderContactForm();
      fillValidContact();
      await submit();
      expect(send).toHaveBeenCalledTimes(1);
      const request = send.mock.calls[0]?.[0];
      // Unanswered optional questions (organisation, phone, the unticked opt-in) are not sent at all.
      expect(request?.form).toBe('contact');
      expect(request?.fields).toEqual({
        name: 'Priya Raman',
        email: 'priya@northbank-insurance.example',
        message: 'We take renewals by phone and want recordings out of PCI DSS scope.',
      });
      expect(request?.idempotencyKey).toMatch(UUID);
      expect(router.state.location.pathname).toBe(THANK_YOU_PATH);
      expect(screen.getByRole('heading', { name: 'Thank you' }).dataset.state).toBe(JSON.stringify({ leadForm: 'contact' }));
    });

    it('keeps every answer when the server cannot be reached, and retries with the same key', async () => {
      send
        .mockResolvedValueOnce({ ok: false, kind: 'unavailable', reason: 'network' })
        .mockResolvedValueOnce({ ok: false, kind: 'unavailable', reason: 'server' });
      const router = renderContactForm();
      fillValidContact();
      type(/Phone number/, '020 7946 0321');
      await submit();

      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Your enquiry has not been sent');
      expect(field(/Full name/).value).toBe('Priya Raman');
      expect(field(/Phone number/).value).toBe('020 7946 0321');
      expect(router.state.location.pathname).toBe('/contact');

      await act(async () => void fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
      expect(field(/Message/).value).toContain('renewals by phone');
      await act(async () => void fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' })));

      expect(send).toHaveBeenCalledTimes(3);
      const keys = send.mock.calls.map(([request]) => request.idempotencyKey);
      expect(new Set(keys).size).toBe(1);
      expect(router.state.location.pathname).toBe(THANK_YOU_PATH);
    });

    it('keeps the key when the visitor corrects an answer after a failure', async () => {
      send.mockResolvedValueOnce({ ok: false, kind: 'unavailable', reason: 'timeout' });
      renderContactForm();
      fillValidContact();
      await submit();
      type(/Organisation/, 'Northbank Insurance');
      await submit();
      expect(send.mock.calls[1]?.[0].fields).toMatchObject({ company: 'Northbank Insurance' });
      expect(send.mock.calls[1]?.[0].idempotencyKey).toBe(send.mock.calls[0]?.[0].idempotencyKey);
    });

    it('shows how long to wait when rate limited', async () => {
      send.mockResolvedValueOnce({ ok: false, kind: 'rate-limited', retryAfterSeconds: 300 });
      renderContactForm();
      fillValidContact();
      await submit();
      expect(screen.getByRole('alert').textContent).toContain('Please wait 5 minutes');
      expect(field(/Full name/).value).toBe('Priya Raman');
    });

    it('sends once however often the button is pressed while sending', async () => {
      const pending: { answer?: (result: SubmitResult) => void } = {};
      send.mockImplementationOnce(() => new Promise((resolve) => (pending.answer = resolve)));
      renderContactForm();
      fillValidContact();
      await submit();
      expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-disabled')).toBe('true');
      await submit();
      await act(async () => pending.answer?.(SENT));
      expect(send).toHaveBeenCalledTimes(1);
    });
  });

  describe('the honeypot', () => {
    it('is hidden from assistive technology and the keyboard, and never autofilled', () => {
      renderContactForm();
      const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
      expect(trap).not.toBeNull();
      expect(trap?.tabIndex).toBe(-1);
      expect(trap?.getAttribute('autocomplete')).toBe('off');
      expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull();
      expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).not.toContain(HONEYPOT_FIELD);
    });

    it('is sent when a bot fills it, so the server can file the lead as spam', async () => {
      renderContactForm();
      fillValidContact();
      fireEvent.change(document.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement, { target: { value: 'https://pills.example' } });
      await submit();
      expect(send.mock.calls[0]?.[0].fields).toMatchObject({ [HONEYPOT_FIELD]: 'https://pills.example' });
    });
  });

  describe('the draft', () => {
    it('survives a reload with its idempotency key, and is cleared once the lead is stored', async () => {
      send.mockResolvedValueOnce({ ok: false, kind: 'unavailable', reason: 'network' });
      renderContactForm();
      fillValidContact();
      await submit();
      const firstKey = send.mock.calls[0]?.[0].idempotencyKey;
      cleanup();

      renderContactForm();
      expect(field(/Full name/).value).toBe('Priya Raman');
      expect(field(/Message/).value).toContain('renewals by phone');
      await submit();
      expect(send.mock.calls[1]?.[0].idempotencyKey).toBe(firstKey);
      expect(window.sessionStorage.getItem(draftStorageKey('contact'))).toBeNull();
    });

    it('never keeps the honeypot', () => {
      renderContactForm();
      type(/Full name/, 'Priya Raman');
      fireEvent.change(document.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement, { target: { value: 'spam' } });
      expect(window.sessionStorage.getItem(draftStorageKey('contact'))).not.toContain('spam');
    });
  });
});
