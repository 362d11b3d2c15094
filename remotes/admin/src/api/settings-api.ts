/** Site settings and page SEO overrides (`/api/admin/settings`, `/api/admin/seo`). */
import { queryOptions } from '@tanstack/react-query';
import type { PageSeoInput, PageSeoListPayload, SeoOverviewPayload } from '@site/contracts/admin-api';
import type { SiteSettings } from '@site/contracts/site-settings';
import { apiGet } from '@site/ui/api-client';
import { send } from './admin-api.ts';

export interface SettingsPayload {
  settings: SiteSettings;
  updatedBy: string | null;
  updatedAt: string | null;
}

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: ({ signal }) => apiGet<SettingsPayload>('/api/admin/settings', { signal }),
  staleTime: 0,
});

/** Every page of the sitemap with the title and description search engines get. */
export const seoOverviewQuery = queryOptions({
  queryKey: ['admin', 'seo', 'pages'],
  queryFn: ({ signal }) => apiGet<SeoOverviewPayload>('/api/admin/seo/pages', { signal }),
  staleTime: 0,
});

export const seoQuery = queryOptions({
  queryKey: ['admin', 'seo'],
  queryFn: ({ signal }) => apiGet<PageSeoListPayload>('/api/admin/seo', { signal }),
  staleTime: 0,
});

export const saveSettings = (settings: SiteSettings) => send<SettingsPayload>('PUT', '/api/admin/settings', settings);
export const savePageSeo = (input: PageSeoInput) => send<PageSeoListPayload>('PUT', '/api/admin/seo', input);
