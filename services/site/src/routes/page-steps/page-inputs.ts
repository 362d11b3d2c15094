import type { FastifyBaseLogger } from 'fastify';
import type { FaqItem } from '@site/contracts/page-documents';
import type { SiteSettingsSnapshot } from '../../site-settings.ts';

/** The settings now; a page without them (the database cannot answer) is better than no page. */
export async function settingsOf(
  siteSettings: (() => Promise<SiteSettingsSnapshot>) | undefined,
  log: FastifyBaseLogger,
): Promise<SiteSettingsSnapshot | undefined> {
  try {
    return await siteSettings?.();
  } catch (error) {
    log.warn({ err: error }, 'could not read the site settings; serving the page with the defaults');
    return undefined;
  }
}

/** A page's FAQ for its structured data; a page served without it is better than no page. */
export async function faqsOf(
  path: string,
  pageFaqs: ((path: string) => Promise<readonly FaqItem[]>) | undefined,
  log: FastifyBaseLogger,
): Promise<readonly FaqItem[]> {
  try {
    return (await pageFaqs?.(path)) ?? [];
  } catch (error) {
    log.warn({ err: error, path }, 'could not read the page documents; serving the page without FAQ data');
    return [];
  }
}
