import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@site/db/database';
import { onReleaseChanges } from '@site/registry/release-events';

/** How long a server waits before it tries again to listen for release changes. */
export const LISTEN_RETRY_MS = 5000;

/**
 * Keeps this server listening for changes to what is live, whichever server or command makes
 * them (`@site/registry/release-events`), and calls `onChange` for each. Listening starts once the
 * server listens, so start-up never waits for the database; while the database cannot be reached
 * it is tried again every LISTEN_RETRY_MS, and once it listens `onChange` is called, since
 * anything may have changed meanwhile.
 */
export class ReleaseListener {
  #stop: (() => Promise<void>) | null = null;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;
  #attempt: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly onChange: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.#stopped || this.#attempt || this.#stop) return;
    this.#attempt = onReleaseChanges(this.db, () => this.onChange()).then(
      async (stop) => {
        this.#attempt = null;
        if (this.#stopped) return stop();
        this.#stop = stop;
        this.onChange();
      },
      (error: unknown) => {
        this.#attempt = null;
        if (this.#stopped) return;
        this.log.error({ err: error }, `registry: cannot listen for changes to what is live; trying again in ${LISTEN_RETRY_MS / 1000} s`);
        this.#retry = setTimeout(() => this.start(), LISTEN_RETRY_MS);
        this.#retry.unref();
      },
    );
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    await this.#attempt;
    await this.#stop?.();
    this.#stop = null;
  }
}
