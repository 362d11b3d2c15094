import autocannon from 'autocannon';

export const LATENCY_CONNECTIONS = 50;
export const LATENCY_DURATION_S = 10;
/** Not measured: both ends' JIT compilers and the server's caches (a page's dense copy) warm up first. */
export const WARM_UP_DURATION_S = 3;
export const ACCEPT_ENCODING = 'gzip, deflate, br';

export interface LatencyResult {
  path: string;
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/** autocannon against one path, in process, after a warm-up, bounded by its duration plus a hard stop. */
export async function measureLatency(baseUrl: string, path: string): Promise<LatencyResult> {
  await run(baseUrl, path, WARM_UP_DURATION_S);
  return run(baseUrl, path, LATENCY_DURATION_S);
}

async function run(baseUrl: string, path: string, durationS: number): Promise<LatencyResult> {
  const instance = autocannon({
    url: `${baseUrl}${path}`,
    connections: LATENCY_CONNECTIONS,
    duration: durationS,
    timeout: 5,
    // As browsers ask: pages and /remotes.json are served compressed (each compressed once per change).
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  // A stalled server must not hang the bench: stop a few seconds after the planned end.
  const guard = setTimeout(() => instance.stop(), (durationS + 10) * 1000);
  try {
    const result = await instance;
    return {
      path,
      connections: LATENCY_CONNECTIONS,
      durationS: result.duration,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      totalRequests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count])),
    };
  } finally {
    clearTimeout(guard);
  }
}
