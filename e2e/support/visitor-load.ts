import http from 'node:http';

export interface LoadOutcome {
  sent: number;
  /** Answers other than 2xx, by status. */
  non2xx: Record<number, number>;
  /** Requests that got no answer: the connection failed or closed under them, or 10 s passed. */
  failed: string[];
  /**
   * Requests sent again because the kept-alive connection they went out on was closed before any
   * answer (nginx reloading closes its idle connections): what browsers do, and HTTP allows for
   * them (RFC 9112, 9.3.1). A resent request that fails is in `failed`.
   */
  resent: number;
}

/**
 * GET load the way browsers send it, for faults that close connections (an nginx reload closes
 * its idle client connections; it answers requests in flight with `Connection: close`): keep-alive
 * connections that honour `Connection: close`, which autocannon does not (it writes its next
 * request on the closing connection and counts the reset), and a request whose reused connection
 * closed before any answer is sent once more on a new one. Every other failure counts.
 */
export async function visitorsLoad(
  baseUrl: string,
  { connections, seconds, paths }: { connections: number; seconds: number; paths: readonly string[] },
): Promise<LoadOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcome: LoadOutcome = { sent: 0, non2xx: {}, failed: [], resent: 0 };
  const until = Date.now() + seconds * 1000;
  const get = (path: string, resending = false): Promise<void> =>
    new Promise<void>((resolve) => {
      if (resending) outcome.resent++;
      else outcome.sent++;
      const request = http.get(new URL(path, baseUrl), { agent, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) outcome.non2xx[status] = (outcome.non2xx[status] ?? 0) + 1;
          resolve();
        });
        response.on('error', (error) => {
          outcome.failed.push(`${path}: ${error.message}`);
          resolve();
        });
      });
      let timedOut = false;
      request.on('timeout', () => {
        timedOut = true;
        request.destroy(new Error('no answer in 10 s'));
      });
      request.on('error', (error) => {
        if (request.reusedSocket && !timedOut && !resending) return resolve(get(path, true));
        outcome.failed.push(`${path}: ${error.message}`);
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      for (let turn = loop; Date.now() < until; turn++) await get(paths[turn % paths.length] ?? '/');
    }),
  );
  agent.destroy();
  return outcome;
}
