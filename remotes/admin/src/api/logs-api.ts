/** The servers' request and error logs and the CSP reports, as `/admin/logs` reads them. */
import { queryOptions } from '@tanstack/react-query';
import { cspReportListSchema } from '@site/contracts/csp-reports';
import { errorLogListSchema, requestLogListSchema, type ErrorLogLevel } from '@site/contracts/server-logs';
import { apiGet } from '@site/ui/api-client';

/** The filters both logs share; a status for requests, a level for errors. */
export interface LogFilter {
  requestId?: string | undefined;
  path?: string | undefined;
  /** ISO instants. */
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  /** Requests for pages and the API, or for files. */
  kind?: 'pages' | 'files' | undefined;
  level?: ErrorLogLevel | undefined;
}

export const LOG_PAGE_SIZE = 50;

const shared = (filter: LogFilter, before: number | undefined) => ({
  requestId: filter.requestId,
  path: filter.path,
  from: filter.from,
  to: filter.to,
  before,
  limit: LOG_PAGE_SIZE,
});

export const requestLogQuery = (filter: LogFilter, before?: number) =>
  queryOptions({
    queryKey: ['admin', 'logs', 'requests', shared(filter, before), filter.status ?? '', filter.kind ?? ''],
    queryFn: ({ signal }) =>
      apiGet('/api/admin/logs/requests', {
        params: { ...shared(filter, before), status: filter.status, kind: filter.kind },
        signal,
        schema: requestLogListSchema,
      }),
    staleTime: 0,
  });

export const errorLogQuery = (filter: LogFilter, before?: number) =>
  queryOptions({
    queryKey: ['admin', 'logs', 'errors', shared(filter, before), filter.level ?? ''],
    queryFn: ({ signal }) =>
      apiGet('/api/admin/logs/errors', { params: { ...shared(filter, before), level: filter.level }, signal, schema: errorLogListSchema }),
    staleTime: 0,
  });

export const cspReportsQuery = queryOptions({
  queryKey: ['admin', 'logs', 'csp-reports'],
  queryFn: ({ signal }) => apiGet('/api/admin/csp-reports', { params: { limit: 100 }, signal, schema: cspReportListSchema }),
  staleTime: 0,
});
