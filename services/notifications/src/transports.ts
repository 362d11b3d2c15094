/**
 * How a delivery leaves the site: a webhook is a signed JSON POST; an e-mail goes through the
 * site's SMTP server. Either throws a `DeliveryFailure` saying what the receiver answered.
 */
import { createTransport, type Transporter } from 'nodemailer';
import { INVITATION_EVENT, WEBHOOK_HEADERS, type NotificationPayload } from '@site/contracts/notifications';
import { signWebhook } from './webhook-signature.ts';

export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const USER_AGENT = 'KeylineSite-Notifications/1';

export async function sendWebhook(url: string, secret: string, payload: NotificationPayload, timeoutMs: number): Promise<number> {
  const body = JSON.stringify(payload);
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: 'POST',
      // A redirect is an answer, not a new destination: the endpoint's URL is the one an ADMIN set.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        [WEBHOOK_HEADERS.event]: payload.event,
        [WEBHOOK_HEADERS.delivery]: String(payload.delivery),
        [WEBHOOK_HEADERS.signature]: signWebhook(secret, body),
      },
      body,
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why =
      error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? String(error));
    throw new DeliveryFailure(`could not reach the webhook: ${why}`);
  }
  await answer.body?.cancel();
  if (answer.status < 200 || answer.status > 299) throw new DeliveryFailure(`the webhook answered ${answer.status}`, answer.status);
  return answer.status;
}

export interface MailSettings {
  /** `smtp://user:password@host:port` (or `smtps://`). */
  url: string;
  /** The sender address notifications come from. */
  from: string;
}

/** `workEmail` → `Work email`: a stored field's name as a person reads it. */
const fieldLabel = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const fieldValue = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value));

/** An e-mail's text: the summary, a lead's fields one per line (what the team answering it needs), then when, who and the link. */
export function mailText(payload: NotificationPayload): string {
  const lead = payload.lead
    ? `\n${Object.entries(payload.lead.fields)
        .map(([name, value]) => `${fieldLabel(name)}: ${fieldValue(value)}`)
        .join('\n')}\n${payload.lead.sourcePage ? `Sent from: ${payload.lead.sourcePage}\n` : ''}`
    : '';
  // An invitation's link is where its reader signs in; every other one where the team follows the event up.
  const linkLabel = payload.event === INVITATION_EVENT ? 'Sign in' : 'Follow up';
  return `${payload.summary}\n${lead}\nWhen: ${payload.occurredAt}\nWho: ${payload.actor}\nEvent: ${payload.event}\n\n${linkLabel}: ${payload.link}\n`;
}

export class MailTransport {
  readonly #transport: Transporter;

  constructor(
    private readonly settings: MailSettings,
    timeoutMs: number,
  ) {
    this.#transport = createTransport({ url: settings.url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  }

  async send(to: string, payload: NotificationPayload, siteName: string): Promise<void> {
    try {
      await this.#transport.sendMail({
        from: this.settings.from,
        to,
        subject: `[${siteName}] ${payload.summary}`.slice(0, 200),
        text: mailText(payload),
        headers: { [WEBHOOK_HEADERS.event]: payload.event, [WEBHOOK_HEADERS.delivery]: String(payload.delivery) },
      });
    } catch (error) {
      const { responseCode, message } = error as { responseCode?: number; message?: string };
      throw new DeliveryFailure(`the SMTP server refused it: ${message ?? String(error)}`, responseCode ?? null);
    }
  }

  close(): void {
    this.#transport.close();
  }
}
