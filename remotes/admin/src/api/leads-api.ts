/** The leads inbox's calls (`/api/admin/leads/*`). */
import { queryOptions } from '@tanstack/react-query';
import { leadDetailSchema, leadListSchema, leadOwnersSchema, type LeadStatusValue } from '@site/contracts/admin-api';
import { apiGet } from '@site/ui/api-client';
import { send } from './admin-api.ts';

export interface LeadFilter {
  form?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  /** An owner's e-mail address, or `LEAD_UNOWNED`. */
  owner?: string | undefined;
}

export const LEADS_PAGE_SIZE = 25;

/** The filter as query parameters, for the list and for the CSV export alike. */
export const leadParams = (filter: LeadFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;

export const leadsQuery = (filter: LeadFilter, page: number, sort: string) =>
  queryOptions({
    queryKey: ['admin', 'leads', 'list', filter, page, sort],
    queryFn: ({ signal }) =>
      apiGet('/api/admin/leads', { params: { ...leadParams(filter), page, sort, pageSize: LEADS_PAGE_SIZE }, signal, schema: leadListSchema }),
    staleTime: 0,
  });

export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'leads', 'one', id],
    queryFn: ({ signal }) => apiGet(`/api/admin/leads/${encodeURIComponent(id)}`, { signal, schema: leadDetailSchema }),
    staleTime: 0,
  });

/** The people who may own a lead; they change rarely within a visit to the inbox. */
export const leadOwnersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'leads', 'owners'],
    queryFn: ({ signal }) => apiGet('/api/admin/leads/owners', { signal, schema: leadOwnersSchema }),
    staleTime: 60_000,
  });

export const exportUrl = (filter: LeadFilter) => `/api/admin/leads/export?${new URLSearchParams(leadParams(filter)).toString()}`;
export const changeLead = (id: string, change: { status: LeadStatusValue } | { owner: string | null }) =>
  send('PATCH', `/api/admin/leads/${encodeURIComponent(id)}`, change, leadDetailSchema);
export const addLeadNote = (id: string, note: string) => send('POST', `/api/admin/leads/${encodeURIComponent(id)}/notes`, { note }, leadDetailSchema);
export const eraseLeads = (email: string, reason: string) => send<{ erased: number }>('POST', '/api/admin/leads/erase', { email, reason });
