/**
 * An index that follows its source without a restart: every `refreshIntervalMs` it asks the
 * source for a cheap version (a content fingerprint, the live map) and re-reads the documents only
 * when that changed. Requests never wait for a re-check: they use the index as it is, and only the
 * very first request waits for the first build. A failed re-check keeps the last good index.
 */
import type { SearchIndex } from './search-index.ts';

export interface DocumentSource<Doc> {
  /** Changes whenever `documents()` would answer differently; cheap, since it is asked often. */
  version(): Promise<string>;
  documents(): Promise<Doc[]>;
}

export interface LiveIndexOptions {
  name: string;
  refreshIntervalMs: number;
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
}

/** What an index holds and when it last looked at its source, for the admin status page. */
export interface IndexStatus {
  name: string;
  documents: number;
  /** When the index last changed (null: never built). */
  builtAt: string | null;
  /** When the source was last checked, changed or not. */
  checkedAt: string | null;
  /** The last check's failure, while the index serves what it had. */
  lastError: string | null;
}

export class LiveIndex<Doc> {
  private version: string | undefined;
  private builtAt: number | null = null;
  private checkedAt: number | null = null;
  private lastError: string | null = null;
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The last failed first build: requests fail fast with it until the next re-check is due. */
  private failure: { error: unknown; at: number } | undefined;

  constructor(
    private readonly source: DocumentSource<Doc>,
    private readonly index: SearchIndex<Doc>,
    private readonly options: LiveIndexOptions,
  ) {}

  status(): IndexStatus {
    const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
    return {
      name: this.options.name,
      documents: this.version === undefined ? 0 : this.index.size,
      builtAt: iso(this.builtAt),
      checkedAt: iso(this.checkedAt),
      lastError: this.lastError,
    };
  }

  /** The index once it has been built at least once, without waiting. */
  built(): SearchIndex<Doc> | undefined {
    return this.version === undefined ? undefined : this.index;
  }

  /**
   * The index; the first call waits for the first build and fails if it fails. Until the next
   * re-check is due, later calls fail at once rather than each asking a source that is down.
   */
  async current(): Promise<SearchIndex<Doc>> {
    if (this.version !== undefined) return this.index;
    if (this.failure && Date.now() - this.failure.at < this.options.refreshIntervalMs) throw this.failure.error;
    await this.refresh();
    return this.index;
  }

  /** Re-checks the source now; concurrent calls share one check. */
  refresh(): Promise<void> {
    this.inFlight ??= this.check().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** Builds the index now and then re-checks it periodically (the timer never keeps the process alive). */
  start(): void {
    this.stopped = false;
    this.checkThenSchedule();
  }

  /** Stops re-checking and waits for a check under way, so the source can be closed after. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.inFlight?.catch(() => undefined);
  }

  private checkThenSchedule(): void {
    this.refresh()
      .catch((error: unknown) => {
        if (!this.stopped) this.options.log.warn({ err: error, index: this.options.name }, 'search index could not be built; retrying');
      })
      .finally(() => {
        if (this.stopped) return;
        this.timer = setTimeout(() => this.checkThenSchedule(), this.options.refreshIntervalMs);
        this.timer.unref();
      });
  }

  private async check(): Promise<void> {
    let version: string;
    let docs: Doc[];
    try {
      // Version first: a change that lands between the two reads is seen again on the next check.
      version = await this.source.version();
      this.checkedAt = Date.now();
      this.lastError = null;
      if (version === this.version) return;
      docs = await this.source.documents();
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      if (this.version === undefined) {
        this.failure = { error, at: Date.now() };
        throw error;
      }
      if (!this.stopped) this.options.log.warn({ err: error, index: this.options.name }, 'search index could not be re-checked; serving the last good one');
      return;
    }
    const report = this.index.replaceAll(docs);
    this.version = version;
    this.builtAt = Date.now();
    this.failure = undefined;
    this.options.log.info({ index: this.options.name, documents: this.index.size, ...report }, 'search index updated');
    if (report.duplicates.length > 0) {
      this.options.log.warn({ index: this.options.name, duplicates: report.duplicates }, 'documents with a key already indexed were left out');
    }
  }
}
