/**
 * Records a request produces for the database (log entries, page views), kept in memory and
 * written once a second in one statement, so a request pays for an array push rather than a round
 * trip, and a burst becomes one insert.
 *
 * Nothing is dropped silently: a batch the database refuses is kept and tried again with the next
 * one (said once in the written log, and again when it is stored); while the database is away at
 * most `maxPending` wait, and how many did not fit is a warning in the written log (which the
 * site's log in the browser keeps too) once the database takes records again.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BatchedWriterOptions<T> {
  /** The records, as the written log names them: "page views and leads for the analytics". */
  what: string;
  /** Stores one batch; a rejection keeps it for the next flush. */
  write: (batch: T[]) => Promise<void>;
  flushIntervalMs?: number;
  /** The most records held while the database is slow or away; more are counted. */
  maxPending?: number;
}

const FLUSH_INTERVAL_MS = 1000;
const MAX_PENDING = 20_000;

export class BatchedWriter<T> {
  readonly #write: (batch: T[]) => Promise<void>;
  readonly #what: string;
  readonly #flushIntervalMs: number;
  readonly #maxPending: number;
  #pending: T[] = [];
  #notKept = 0;
  #log: FastifyBaseLogger | undefined;
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;
  #failing = false;

  constructor(options: BatchedWriterOptions<T>) {
    this.#write = options.write;
    this.#what = options.what;
    this.#flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
    this.#maxPending = options.maxPending ?? MAX_PENDING;
  }

  /** An array push, nothing more; counted instead when `maxPending` already wait. */
  readonly add = (record: T): void => {
    if (this.#pending.length >= this.#maxPending) this.#notKept += 1;
    else this.#pending.push(record);
  };

  /** Starts writing every flush interval; what was added before is written with the first batch. */
  start(log: FastifyBaseLogger): void {
    this.#log = log;
    this.#timer = setInterval(() => void this.flush(), this.#flushIntervalMs);
    this.#timer.unref();
  }

  /** Writes what is pending now (one write at a time: a flush during a write waits for it). */
  flush(): Promise<void> {
    this.#flushing ??= this.#writePending().finally(() => {
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

  async #writePending(): Promise<void> {
    if (this.#pending.length === 0 && this.#notKept === 0) return;
    const batch = this.#pending;
    const notKept = this.#notKept;
    this.#pending = [];
    this.#notKept = 0;
    try {
      await this.#write(batch);
      if (this.#failing) this.#log?.info(`${this.#what} are stored again`);
      this.#failing = false;
      if (notKept > 0) {
        this.#log?.warn({ notKept }, `${notKept} ${this.#what} were not kept: more arrived than the database took in (${this.#maxPending} wait at most)`);
      }
    } catch (error) {
      if (!this.#failing) this.#log?.warn({ err: error }, `${this.#what} could not be stored; they are kept in memory and tried again every second`);
      this.#failing = true;
      // The refused batch goes back in front of what arrived since; what no longer fits is counted.
      const kept = [...batch, ...this.#pending];
      this.#notKept += notKept + Math.max(0, kept.length - this.#maxPending);
      this.#pending = kept.slice(-this.#maxPending);
    }
  }
}
