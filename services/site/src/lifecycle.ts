import os from 'node:os';
import type { FastifyInstance } from 'fastify';

/** The response header that names the server that answered, for debugging a fleet. */
export const SERVED_BY_HEADER = 'x-served-by';

/** This server's name in a fleet: INSTANCE_NAME, or its host and process. */
export function instanceName(configured: string | undefined): string {
  return configured ?? `${os.hostname()}-${process.pid}`;
}

/**
 * The longest a stopping server waits for its requests in flight (an upload on a slow link, a
 * stream a client keeps open) before it exits anyway: an orchestrator's grace period is the drain
 * plus this, and a server that never finished closing would hold its supervisor's stop for ever.
 */
export const CLOSE_DEADLINE_MS = 30_000;

/**
 * Whether this server is on its way out. A draining server fails `/readyz`, so a load balancer
 * sends it no new work, and keeps answering meanwhile.
 */
export class Lifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  /**
   * Stops this server without losing a request: fails /readyz at once, keeps serving for `drainMs`
   * (long enough for the balancer to see it), then closes: new connections are refused, requests
   * in flight (a lead being submitted among them) finish, idle keep-alive connections are closed.
   * False when closing took longer than `closeDeadlineMs` and was given up (logged).
   */
  async shutDown(app: FastifyInstance, drainMs: number, closeDeadlineMs = CLOSE_DEADLINE_MS): Promise<boolean> {
    this.#draining = true;
    app.log.info({ drainMs }, 'shutting down: /readyz fails from now; requests in flight finish');
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), closeDeadlineMs);
    });
    const closed = await Promise.race([app.close().then(() => true as const), gaveUp]);
    clearTimeout(timer);
    if (!closed) app.log.error({ closeDeadlineMs }, 'shutting down: still closing after the deadline (a request or a job did not finish); exiting anyway');
    return closed;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}
