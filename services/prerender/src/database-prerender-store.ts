import type { Database } from '@site/db/database';
import { PrerenderStore, type PrerenderedPage, type PrerenderRunSummary } from './prerender-store.ts';

/** Prerendered pages in the site's database (SHARED_STORAGE=database): every server of a fleet serves them with no disk in common. */
export class DatabasePrerenderStore extends PrerenderStore {
  constructor(private readonly db: Database) {
    super();
  }

  protected async load(key: string, pagePath: string): Promise<PrerenderedPage | null> {
    const { rows } = await this.db.query<{ page: string }>('SELECT page FROM prerendered_pages WHERE key = $1 AND path = $2', [key, pagePath]);
    return rows[0] ? (JSON.parse(rows[0].page) as PrerenderedPage) : null;
  }

  protected async exists(key: string, pagePath: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM prerendered_pages WHERE key = $1 AND path = $2', [key, pagePath]);
    return rows.length > 0;
  }

  protected async save(key: string, page: PrerenderedPage): Promise<void> {
    await this.db.query(
      'INSERT INTO prerendered_pages (key, path, page) VALUES ($1, $2, $3) ON CONFLICT (key, path) DO UPDATE SET page = excluded.page, stored_at = now()',
      [key, page.path, JSON.stringify(page)],
    );
  }

  async isComplete(key: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM prerender_runs WHERE key = $1', [key]);
    return rows.length > 0;
  }

  async hasCompleteKey(): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM prerender_runs LIMIT 1');
    return rows.length > 0;
  }

  async markComplete(key: string, summary: PrerenderRunSummary): Promise<void> {
    await this.db.query(
      'INSERT INTO prerender_runs (key, summary) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET summary = excluded.summary, completed_at = now()',
      [key, JSON.stringify(summary)],
    );
  }
}
