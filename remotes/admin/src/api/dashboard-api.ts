/** The dashboard's numbers (`/api/admin/dashboard`). */
import { queryOptions } from '@tanstack/react-query';
import { dashboardSchema } from '@site/contracts/admin-api';
import { apiGet } from '@site/ui/api-client';

export const dashboardQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', from, to],
    queryFn: ({ signal }) => apiGet('/api/admin/dashboard', { params: { from, to }, signal, schema: dashboardSchema }),
    staleTime: 30_000,
  });
