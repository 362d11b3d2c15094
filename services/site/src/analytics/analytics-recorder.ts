/**
 * What a site server counts page views and leads with: the day's visitor hash, and the events
 * waiting to be written, buffered and stored once a second in one statement, so a page view costs
 * the request an array push rather than a database round trip.
 */
import { recordAnalyticsEvents, type AnalyticsEventInput } from '@site/db/analytics';
import type { Database } from '@site/db/database';
import { BatchedWriter } from '@site/service-kit/batched-writer';
import { VisitorHasher } from './visitor-hasher.ts';

export interface AnalyticsRecorder {
  visitors: VisitorHasher;
  /**
   * Counts a view or a lead as happening now: its time is taken here, not when its batch is
   * written, so a page seen after a lead (the thank-you page) stays after it.
   */
  record: (event: AnalyticsEventInput) => void;
  /** The writer behind `record`: started, flushed and stopped with the server. */
  events: BatchedWriter<AnalyticsEventInput>;
}

export function analyticsRecorderFor(db: Database): AnalyticsRecorder {
  const events = new BatchedWriter<AnalyticsEventInput>({ what: 'page views and leads for the analytics', write: (batch) => recordAnalyticsEvents(db, batch) });
  return { visitors: new VisitorHasher(db), record: (event) => events.add({ ...event, at: event.at ?? new Date() }), events };
}
