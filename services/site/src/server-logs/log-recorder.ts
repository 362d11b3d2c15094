/**
 * What a site server keeps of its logs for ADMINs to read in the browser (`/admin/logs`): every
 * answered request and every warning or error line, buffered in memory and written to the shared
 * database once a second in one statement per log, so a request pays for an array push and every
 * server of a fleet writes to the same place. Stored as the written log has them: after the
 * privacy scrubber (query values, preview tokens and e-mail addresses gone), the client as an HMAC.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@site/db/database';
import { recordErrors, recordRequests, type ErrorLogInput, type RequestLogInput } from '@site/db/server-logs';
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

const FLUSH_INTERVAL_MS = 1000;
const MAX_PENDING = 20_000;

export class LogRecorder {
  readonly #options: Required<LogRecorderOptions>;
  readonly #emailId: (address: string) => string;
  #requests: AnsweredRequest[] = [];
  #errors: ErrorLogInput[] = [];
  #droppedRequests = 0;
  #droppedErrors = 0;
  #db: Database | undefined;
  #log: FastifyBaseLogger | undefined;
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;
  #failing = false;

  constructor(options: LogRecorderOptions) {
    this.#options = { flushIntervalMs: FLUSH_INTERVAL_MS, maxPending: MAX_PENDING, ...options };
    this.#emailId = emailLogId(options.logHashKey);
  }

  /** Called once per answered request: an array push, nothing more. */
  readonly request = (answered: AnsweredRequest): void => {
    if (this.#requests.length >= this.#options.maxPending) this.#droppedRequests += 1;
    else this.#requests.push(answered);
  };

  /** Called with every line the logger wrote (scrubbed); keeps warnings and worse. */
  readonly line = (line: string): void => {
    const entry = errorLogEntryOf(line, this.#options.server);
    if (!entry) return;
    if (this.#errors.length >= this.#options.maxPending) this.#droppedErrors += 1;
    else this.#errors.push(entry);
  };

  /** Starts writing to `db` every flush interval; what was recorded before is written with the first batch. */
  start(db: Database, log: FastifyBaseLogger): void {
    this.#db = db;
    this.#log = log;
    this.#timer = setInterval(() => void this.flush(), this.#options.flushIntervalMs);
    this.#timer.unref();
  }

  /** Writes what is pending now. */
  flush(): Promise<void> {
    this.#flushing ??= this.#write().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  /** The last batch, before the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#flushing;
    await this.flush();
  }

  async #write(): Promise<void> {
    const db = this.#db;
    if (!db) return;
    const requests = this.#requests;
    const errors = this.#errors;
    this.#requests = [];
    this.#errors = [];
    const droppedRequests = this.#droppedRequests;
    const droppedErrors = this.#droppedErrors;
    this.#droppedRequests = 0;
    this.#droppedErrors = 0;
    const batchErrors = droppedRequests + droppedErrors > 0 ? [...errors, this.#droppedEntry(droppedRequests, droppedErrors)] : errors;
    let requestsStored = false;
    try {
      await recordRequests(db, this.#stored(requests));
      requestsStored = true;
      await recordErrors(db, batchErrors);
      if (this.#failing) this.#log?.info("the browser's log is stored again");
      this.#failing = false;
    } catch (error) {
      // Kept for the next batch, within what may wait; said once in the written log (which this log then holds too).
      if (!this.#failing) this.#log?.warn({ err: error }, "the browser's log could not be stored; it is kept in memory and tried again every second");
      this.#failing = true;
      this.#requeue(requestsStored ? [] : requests, errors, requestsStored ? 0 : droppedRequests, droppedErrors);
    }
  }

  /** A batch the database did not take goes back in front of what arrived since; what no longer fits is counted. */
  #requeue(requests: AnsweredRequest[], errors: ErrorLogInput[], droppedRequests: number, droppedErrors: number): void {
    const keptRequests = [...requests, ...this.#requests];
    const keptErrors = [...errors, ...this.#errors];
    const max = this.#options.maxPending;
    this.#droppedRequests += droppedRequests + Math.max(0, keptRequests.length - max);
    this.#droppedErrors += droppedErrors + Math.max(0, keptErrors.length - max);
    this.#requests = keptRequests.slice(-max);
    this.#errors = keptErrors.slice(-max);
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

  #droppedEntry(requests: number, errors: number): ErrorLogInput {
    return {
      at: new Date(),
      server: this.#options.server,
      level: 'warn',
      requestId: null,
      message: `${requests} requests and ${errors} errors were not kept for this log: more arrived than the database took in (${this.#options.maxPending} wait at most)`,
      errorType: null,
      detail: null,
      path: null,
    };
  }
}
