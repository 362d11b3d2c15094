/**
 * The public site's settings and page SEO overrides as this server serves them: read from the
 * database, kept for a moment (every page response carries them), and read again at once after a
 * change made through this server. Other servers of a fleet see a change within `MAX_AGE_MS`.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@site/contracts/site-settings';
import { siteSettingsSchema } from '@site/contracts/site-settings-schema';
import type { Queryable } from '@site/db/database';
import { listPageSeo, readSiteSettings, type PageSeo } from '@site/db/site-settings-repository';

/** How long a read is reused: well inside the 10 s a change may take to reach visitors. */
export const SETTINGS_MAX_AGE_MS = 2000;

export interface SiteSettingsSnapshot {
  settings: SiteSettings;
  /** Overrides by page path. */
  seo: ReadonlyMap<string, PageSeo>;
  /** Changes with any setting or override (part of every prerender key). */
  version: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

export class SiteSettingsSource {
  #snapshot: SiteSettingsSnapshot;
  #readAt = 0;
  #reading: Promise<SiteSettingsSnapshot> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly defaults: SiteSettings = DEFAULT_SITE_SETTINGS,
  ) {
    this.#snapshot = { settings: defaults, seo: new Map(), version: '', updatedBy: null, updatedAt: null };
  }

  /** The last snapshot read, without waiting (the security headers ask on every response). */
  get latest(): SiteSettingsSnapshot {
    return this.#snapshot;
  }

  /** The settings now: at most `SETTINGS_MAX_AGE_MS` old; the last good ones if the database cannot answer. */
  async current(): Promise<SiteSettingsSnapshot> {
    if (Date.now() - this.#readAt < SETTINGS_MAX_AGE_MS) return this.#snapshot;
    this.#reading ??= this.#read().finally(() => {
      this.#reading = null;
    });
    return this.#reading;
  }

  /** Forgets the cached read: the next request reads again (after a change through this server). */
  invalidate(): void {
    this.#readAt = 0;
  }

  async #read(): Promise<SiteSettingsSnapshot> {
    try {
      const [stored, pages] = await Promise.all([readSiteSettings(this.db, this.defaults), listPageSeo(this.db)]);
      const parsed = siteSettingsSchema.safeParse(stored.value);
      if (!parsed.success) this.log.warn({ issues: parsed.error.issues }, 'stored site settings are not valid; serving the defaults');
      this.#snapshot = {
        settings: parsed.success ? parsed.data : this.defaults,
        seo: new Map(pages.map((page) => [page.path, page])),
        // What the pages are made from: the stored settings and every override (who and when excluded).
        version: createHash('sha256')
          .update(JSON.stringify([stored.value, pages.map(({ path, title, description, noindex }) => [path, title, description, noindex])]))
          .digest('hex')
          .slice(0, 20),
        updatedBy: stored.updatedBy,
        updatedAt: stored.updatedAt,
      };
      this.#readAt = Date.now();
    } catch (error) {
      this.log.warn({ err: error }, 'could not read the site settings; serving the last ones read');
      this.#readAt = Date.now() - SETTINGS_MAX_AGE_MS / 2;
    }
    return this.#snapshot;
  }
}
