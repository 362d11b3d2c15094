import { siteSettings } from '../settings/site-settings.ts';
import type { SubmitFailure } from './submit-lead.ts';

/** The failures the form reports in its alert; invalid fields are shown on the fields instead. */
export type AlertFailure = Exclude<SubmitFailure, { kind: 'invalid' }>;

export interface FailureNotice {
  title: string;
  message: string;
  /** Sending the same answers again can work (the key makes it safe). */
  canRetry: boolean;
}

const SAFE_RETRY = 'Your answers are still here, and however many times you try we will receive your enquiry only once.';

/** "45 seconds", "1 minute", "10 minutes": rounded up, so the visitor never tries too early. */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function failureNotice(failure: AlertFailure): FailureNotice {
  const { phones, email } = siteSettings();
  const fallback = `If it keeps happening, call us on ${phones[0]?.display ?? ''} or e-mail ${email}.`;
  switch (failure.kind) {
    case 'unavailable': {
      const cause = {
        network: 'We could not reach our server, so your enquiry has not been sent yet. Check your connection.',
        timeout: 'Our server took too long to answer, so we cannot be sure your enquiry arrived.',
        server: 'Something went wrong on our side and your enquiry has not been sent yet.',
      }[failure.reason];
      return { title: 'Your enquiry has not been sent', message: `${cause} ${SAFE_RETRY} ${fallback}`, canRetry: true };
    }
    case 'rate-limited': {
      const wait = failure.retryAfterSeconds === undefined ? 'a few minutes' : formatWait(failure.retryAfterSeconds);
      return {
        title: 'Too many forms sent from your connection',
        message: `To protect against spam we accept a limited number of forms from one connection. Please wait ${wait}, then try again. Your answers are still here. ${fallback}`,
        canRetry: true,
      };
    }
    case 'rejected':
      return {
        title: 'We could not accept the form as sent',
        message: `Check your answers and send the form again. ${fallback}`,
        canRetry: false,
      };
  }
}
