/**
 * The one way anyone hears that the live map may have changed: a change this process's registry
 * committed (announced at once, so the very next request sees it), and a change any other process
 * made (another server of the fleet, a CLI, deploy-local), which the database announces
 * (`release-events.ts`). Whoever caches something built from the live map subscribes here.
 *
 * Listening for other processes starts when the host calls `listen` (the site does once it
 * listens, so start-up never waits for the database); while the database cannot be reached it is
 * tried again every LISTEN_RETRY_MS, and once it listens subscribers are told, since anything may
 * have changed meanwhile.
 */
import type { Database } from '@site/db/database';
import { onReleaseChanges } from './release-events.ts';

/** How long a server waits before it tries again to listen for release changes. */
export const LISTEN_RETRY_MS = 5000;

/** Where listening failures are reported: the host's logger. */
export interface ChangesLog {
  error(details: object, message: string): void;
}

export class LiveMapChanges {
  readonly #db: Database;
  readonly #subscribers = new Set<() => void>();
  #log: ChangesLog | null = null;
  #stopListening: (() => Promise<void>) | null = null;
  #attempt: Promise<void> | null = null;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Calls `subscriber` on each change. Returns how to unsubscribe. */
  subscribe(subscriber: () => void): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  /** A change to the live map was committed (by this process, or heard of from another). */
  announce(): void {
    for (const subscriber of this.#subscribers) {
      try {
        subscriber();
      } catch (error) {
        this.#log?.error({ err: error }, 'registry: a subscriber to changes of what is live failed');
      }
    }
  }

  /** Also hears the changes other processes make, until `close`. */
  listen(log: ChangesLog): void {
    this.#log = log;
    if (this.#closed || this.#attempt || this.#stopListening) return;
    this.#attempt = onReleaseChanges(this.#db, () => this.announce()).then(
      async (stop) => {
        this.#attempt = null;
        if (this.#closed) return stop();
        this.#stopListening = stop;
        this.announce();
      },
      (error: unknown) => {
        this.#attempt = null;
        if (this.#closed) return;
        log.error({ err: error }, `registry: cannot listen for changes to what is live; trying again in ${LISTEN_RETRY_MS / 1000} s`);
        this.#retry = setTimeout(() => this.listen(log), LISTEN_RETRY_MS);
        this.#retry.unref();
      },
    );
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    await this.#attempt;
    await this.#stopListening?.();
    this.#stopListening = null;
  }
}
