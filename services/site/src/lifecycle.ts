import os from 'node:os';
import type { FastifyInstance } from 'fastify';

/** The response header that names the server that answered, for debugging a fleet. */
export const SERVED_BY_HEADER = 'x-served-by';

/** This server's name in a fleet: INSTANCE_NAME, or its host and process. */
export function instanceName(configured: string | undefined): string {
  return configured ?? `${os.hostname()}-${process.pid}`;
}

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
   */
  async shutDown(app: FastifyInstance, drainMs: number): Promise<void> {
    this.#draining = true;
    app.log.info({ drainMs }, 'shutting down: /readyz fails from now; requests in flight finish');
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}
