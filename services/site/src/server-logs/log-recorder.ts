/**
 * What a site server keeps of its logs for ADMINs to read in the browser (`/admin/logs`): every
 * answered request and every warning or error line, buffered in memory and written to the shared
 * database once a second in one statement per log (`BatchedWriter`), so a request pays for an array push and every
 * server of a fleet writes to the same place. Stored as the written log has them: after the
 * privacy scrubber (query values, preview tokens and e-mail addresses gone), the client as an HMAC.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@site/db/database';
import { recordErrors, recordRequests, type ErrorLogInput, type RequestLogInput } from '@site/db/server-logs';
import { BatchedWriter } from '@site/service-kit/batched-writer';
import { emailLogId, scrubLogLine } from '@site/service-kit/log-privacy';
import { errorLogEntryOf } from './error-lines.ts';

/** An answered request as the access log saw it (the path already as the log writes it). */
export interface AnsweredRequest {
  at: number;
  requestId: string;
  method: string;
  path: string;
  query: readonly string[] | undefined;
  status: number;
  ms: number;
  ip: string;
}

export interface LogRecorderOptions {
  /** This server's name (INSTANCE_NAME). */
  server: string;
  hashIp: (ip: string) => string;
  /** The key e-mail addresses are named by in log lines, so a path reads as the written log has it. */
  logHashKey: string;
  flushIntervalMs?: number;
  /** The most entries of each log held while the database is slow or away; more are counted, then reported. */
  maxPending?: number;
}

export class LogRecorder {
  readonly #options: LogRecorderOptions;
  readonly #emailId: (address: string) => string;
  readonly #requests: BatchedWriter<AnsweredRequest>;
  readonly #errors: BatchedWriter<ErrorLogInput>;
  #db: Database | undefined;

  constructor(options: LogRecorderOptions) {
    this.#options = options;
    this.#emailId = emailLogId(options.logHashKey);
    const batching = { flushIntervalMs: options.flushIntervalMs, maxPending: options.maxPending };
    // What did not fit is a warning line, which `line` keeps: the error log says how many.
    this.#requests = new BatchedWriter({
      what: "requests for the browser's log",
      ...batching,
      write: (requests) => recordRequests(this.#database(), this.#stored(requests)),
    });
    this.#errors = new BatchedWriter({ what: "errors for the browser's log", ...batching, write: (errors) => recordErrors(this.#database(), errors) });
  }

  /** Called once per answered request: an array push, nothing more. */
  readonly request = (answered: AnsweredRequest): void => this.#requests.add(answered);

  /** Called with every line the logger wrote (scrubbed); keeps warnings and worse. */
  readonly line = (line: string): void => {
    const entry = errorLogEntryOf(line, this.#options.server);
    if (entry) this.#errors.add(entry);
  };

  /** Starts writing to `db` every flush interval; what was recorded before is written with the first batch. */
  start(db: Database, log: FastifyBaseLogger): void {
    this.#db = db;
    this.#requests.start(log);
    this.#errors.start(log);
  }

  /** Writes what is pending now: the requests, then the errors (with how many requests did not fit). */
  async flush(): Promise<void> {
    await this.#requests.flush();
    await this.#errors.flush();
  }

  /** The last batch, before the database closes. */
  async stop(): Promise<void> {
    await this.#requests.stop();
    await this.#errors.stop();
  }

  #database(): Database {
    if (!this.#db) throw new Error('the log recorder writes only once started');
    return this.#db;
  }

  /** The batch as stored: a client's address hashed once per batch, a path's e-mail address named as the written log names it. */
  #stored(requests: readonly AnsweredRequest[]): RequestLogInput[] {
    const clients = new Map<string, string>();
    const client = (ip: string) => {
      let hashed = clients.get(ip);
      if (hashed === undefined) clients.set(ip, (hashed = this.#options.hashIp(ip)));
      return hashed;
    };
    return requests.map((answered) => ({
      at: new Date(answered.at),
      server: this.#options.server,
      requestId: answered.requestId,
      method: answered.method,
      path: scrubLogLine(answered.path, this.#emailId),
      query: answered.query ? [...answered.query] : [],
      status: answered.status,
      ms: answered.ms,
      client: answered.ip ? client(answered.ip) : null,
    }));
  }
}
