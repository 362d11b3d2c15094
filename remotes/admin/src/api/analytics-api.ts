/** The site's own analytics (`/api/admin/analytics`): a period against the one before or another. */
import { queryOptions } from '@tanstack/react-query';
import { analyticsPayloadSchema } from '@site/contracts/analytics-schema';
import { errorEnvelopeMessage } from '@site/contracts/error-envelope';
import { ApiError, apiGet } from '@site/ui/api-client';
import { retryUnlessClientError } from '@site/ui/query-client';
import type { AnalyticsPeriod } from '../analytics/period.ts';

/** What the server said went wrong (its error envelope's message), else what the fetcher said. */
function withServerMessage(failure: unknown): unknown {
  if (!(failure instanceof ApiError)) return failure;
  const message = errorEnvelopeMessage(failure.body);
  return message ? new ApiError(failure.status, failure.body, message) : failure;
}

export const analyticsQuery = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'analytics', period.from, period.to, period.compareFrom ?? '', period.compareTo ?? ''],
    queryFn: ({ signal }) =>
      apiGet('/api/admin/analytics', {
        params: { from: period.from, to: period.to, compareFrom: period.compareFrom, compareTo: period.compareTo },
        signal,
        schema: analyticsPayloadSchema,
      }).catch((failure: unknown) => {
        throw withServerMessage(failure);
      }),
    staleTime: 30_000,
    // A refused period is refused again: only a server or network failure is worth asking again.
    retry: retryUnlessClientError,
  });
