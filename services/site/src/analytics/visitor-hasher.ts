import { createHmac } from 'node:crypto';
import type { Queryable } from '@site/db/database';
import { visitorSaltOf } from '@site/db/analytics';

/**
 * A visitor as analytics counts them: an HMAC of the client address and browser with the salt of
 * the day (UTC), which every server of a fleet shares and which is deleted once the day is over.
 * The same person reads the same within a day and cannot be followed into the next; neither the
 * address nor the browser is kept.
 */
export class VisitorHasher {
  #day = '';
  #salt: Promise<string> | undefined;

  constructor(private readonly db: Queryable) {}

  async visitorOf(ip: string, userAgent: string, now = new Date()): Promise<string> {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.#day || !this.#salt) {
      this.#day = day;
      this.#salt = visitorSaltOf(this.db, day);
      // A failed read is tried again with the next view rather than kept.
      this.#salt.catch(() => {
        if (this.#day === day) this.#salt = undefined;
      });
    }
    const salt = await this.#salt;
    return createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('hex').slice(0, 16);
  }
}
