/** The public site's settings (one row) and the search-engine overrides of pages (migration 010). */
import type { Queryable } from './database.ts';

export interface StoredSettings<Value> {
  value: Value;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The stored settings, or `defaults` before anyone saved any. */
export async function readSiteSettings<Value>(db: Queryable, defaults: Value): Promise<StoredSettings<Value>> {
  const result = await db.query<{ value: Value; updated_by: string; updated_at: Date }>('SELECT value, updated_by, updated_at FROM site_settings WHERE id = 1');
  const row = result.rows[0];
  return row
    ? { value: { ...defaults, ...row.value }, updatedBy: row.updated_by, updatedAt: row.updated_at.toISOString() }
    : { value: defaults, updatedBy: null, updatedAt: null };
}

export async function writeSiteSettings<Value>(db: Queryable, value: Value, actor: string): Promise<void> {
  await db.query(
    `INSERT INTO site_settings (id, value, updated_by) VALUES (1, $1::jsonb, $2)
     ON CONFLICT (id) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`,
    [JSON.stringify(value), actor],
  );
}

export interface PageSeo {
  path: string;
  title: string | null;
  description: string | null;
  noindex: boolean;
  updatedBy: string;
  updatedAt: string;
}

interface PageSeoRow {
  path: string;
  title: string | null;
  description: string | null;
  noindex: boolean;
  updated_by: string;
  updated_at: Date;
}

const toPageSeo = (row: PageSeoRow): PageSeo => ({
  path: row.path,
  title: row.title,
  description: row.description,
  noindex: row.noindex,
  updatedBy: row.updated_by,
  updatedAt: row.updated_at.toISOString(),
});

export async function listPageSeo(db: Queryable): Promise<PageSeo[]> {
  const result = await db.query<PageSeoRow>('SELECT * FROM page_seo ORDER BY path');
  return result.rows.map(toPageSeo);
}

/** Sets a page's overrides; an override with nothing in it is removed. */
export async function writePageSeo(
  db: Queryable,
  seo: { path: string; title: string | null; description: string | null; noindex: boolean },
  actor: string,
): Promise<void> {
  if (seo.title === null && seo.description === null && !seo.noindex) {
    await db.query('DELETE FROM page_seo WHERE path = $1', [seo.path]);
    return;
  }
  await db.query(
    `INSERT INTO page_seo (path, title, description, noindex, updated_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (path) DO UPDATE SET title = excluded.title, description = excluded.description, noindex = excluded.noindex, updated_by = excluded.updated_by, updated_at = now()`,
    [seo.path, seo.title, seo.description, seo.noindex, actor],
  );
}
