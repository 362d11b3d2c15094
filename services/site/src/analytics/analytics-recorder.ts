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
  events: BatchedWriter<AnalyticsEventInput>;
}

export function analyticsRecorderFor(db: Database): AnalyticsRecorder {
  return {
    visitors: new VisitorHasher(db),
    events: new BatchedWriter({ what: 'page views and leads for the analytics', write: (batch) => recordAnalyticsEvents(db, batch) }),
  };
}
