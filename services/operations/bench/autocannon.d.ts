/** The slice of autocannon 9's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }
  interface Options {
    headers?: Record<string, string>;
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    /** Requests sent in turn on each connection, instead of GET `url`. */
    requests?: Array<{
      path?: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Changes each request before it is sent (a new body per request). */
      setupRequest?: (request: { path: string; method: string; headers: Record<string, string>; body?: string }) => object;
    }>;
  }
  interface Instance extends PromiseLike<Result> {
    stop(): void;
    /** A request that got no answer: the connection failed or closed under it. */
    on(event: 'reqError', listener: (error: Error) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
