/** The content editor's calls (`/api/admin/content/*`, `/api/admin/media`). */
import { queryOptions } from '@tanstack/react-query';
import type {
  ContentType,
  EntryList,
  EntryPayload,
  EntryRevision,
  EntryRevisionData,
  EntryStatus,
  PreviewLinkPayload,
  RevokedPreviewLink,
  UploadedImage,
} from '@site/contracts/content-editing';
import { apiGet } from '@site/ui/api-client';
import { send } from './admin-api.ts';

export interface EntryFilter {
  type?: ContentType | undefined;
  status?: EntryStatus | undefined;
  q?: string | undefined;
  sort: 'updated' | 'title' | 'status';
  page: number;
}

export const ENTRIES_PAGE_SIZE = 20;

export const entriesQuery = (filter: EntryFilter) =>
  queryOptions({
    queryKey: ['admin', 'content', 'list', filter],
    queryFn: ({ signal }) => apiGet<EntryList>('/api/admin/content', { params: { ...filter, pageSize: ENTRIES_PAGE_SIZE }, signal }),
    staleTime: 0,
  });

export const entryQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'content', 'entry', id],
    queryFn: ({ signal }) => apiGet<EntryPayload>(`/api/admin/content/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
    retry: false,
  });

/** One revision's fields as it was saved: revisions never change, so it is read once. */
export const revisionQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: ['admin', 'content', 'revision', id, revision],
    queryFn: ({ signal }) => apiGet<EntryRevisionData>(`/api/admin/content/${encodeURIComponent(id)}/revisions/${revision}`, { signal }),
    staleTime: Infinity,
  });

export const historyQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'content', 'history', id],
    queryFn: ({ signal }) => apiGet<{ revisions: EntryRevision[] }>(`/api/admin/content/${encodeURIComponent(id)}/history`, { signal }),
    staleTime: 0,
  });

const entryPath = (id: string, action = '') => `/api/admin/content/${encodeURIComponent(id)}${action}`;

export const createEntry = (type: ContentType, data: Record<string, unknown>) => send<EntryPayload>('POST', '/api/admin/content', { type, data });
export const saveEntry = (id: string, revision: number, data: Record<string, unknown>) => send<EntryPayload>('PUT', entryPath(id), { revision, data });
export const publishEntry = (id: string, revision: number, publishAt?: string) =>
  send<EntryPayload>('POST', entryPath(id, '/publish'), { revision, ...(publishAt ? { publishAt } : {}) });
export const unpublishEntry = (id: string, revision: number) => send<EntryPayload>('POST', entryPath(id, '/unpublish'), { revision });
export const deleteEntry = (id: string, revision: number) => send<{ deleted: string }>('DELETE', `${entryPath(id)}?revision=${revision}`);
export const restoreRevision = (id: string, revision: number, from: number) => send<EntryPayload>('POST', entryPath(id, '/restore'), { revision, from });
export const previewLink = (id: string) => send<PreviewLinkPayload>('POST', entryPath(id, '/preview-link'));
export const revokePreviewLink = (id: string, link: string) =>
  send<RevokedPreviewLink>('POST', entryPath(id, `/preview-links/${encodeURIComponent(link)}/revoke`));
export const renderMarkdown = (markdown: string) => send<{ html: string }>('POST', '/api/admin/content/render', { markdown });
export const uploadImage = (file: File) => send<UploadedImage>('POST', '/api/admin/media', undefined, undefined, { type: file.type, bytes: file });
