/**
 * The site's three live indexes (pages, blog posts, features), made before the server that serves
 * them: the routes (plugin.ts) search them, and the rest of the server holds the same object to
 * ask for a re-check now (an editor published, what is live changed) or for their status.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PageHit } from '@site/contracts/search-api';
import type { BlogPostSearchRecord } from '@site/db/content-repository';
import type { Feature } from '@site/db/content-types';
import type { Queryable } from '@site/db/database';
import { blogPostIndexSpec, featureIndexSpec, pageCategoryLabel, pageIndexSpec, type SitePage } from './index-specs.ts';
import { LiveIndex, type IndexStatus, type LiveIndexOptions } from './live-index.ts';
import { SearchIndex } from './search-index.ts';
import { caseStudyPagesSource } from './sources/case-study-pages.ts';
import { blogPostsSource, featuresSource } from './sources/content-sources.ts';
import type { PageDocumentsSource } from './sources/page-documents-source.ts';
import { SitePagesSource } from './sources/site-pages-source.ts';

export interface SiteSearchOptions {
  /** The content database; may still be opening (a deferred database): the first search waits for it. */
  database: Queryable;
  /** The live pages; the case studies' pages are added from the database. */
  pagesSource: PageDocumentsSource;
  /** How often each index re-checks its source for changes. */
  refreshIntervalMs: number;
  log: FastifyBaseLogger;
}

/** What the rest of the server may ask of search. */
export interface SearchHandle {
  refreshContent(): Promise<void>;
  refreshPages(): Promise<void>;
  status(): IndexStatus[];
}

/** The index as built, or once it has been: rejects while it cannot be (its source is down), which the index logs as it retries. */
export const builtIndex = async <Doc>(index: LiveIndex<Doc>): Promise<SearchIndex<Doc>> => index.built() ?? (await index.current());

export class SiteSearch implements SearchHandle {
  /** The content database: the content indexes read it, and the routes keep reported queries in it. */
  readonly database: Queryable;
  readonly pages: LiveIndex<SitePage>;
  readonly blogPosts: LiveIndex<BlogPostSearchRecord>;
  readonly features: LiveIndex<Feature>;
  readonly #indexes: readonly Pick<LiveIndex<unknown>, 'start' | 'stop' | 'status'>[];
  /** Documents are immutable and keyed by identity here, so a hit made once stays right. */
  readonly #pageHits = new WeakMap<SitePage, PageHit>();

  constructor({ database, pagesSource, refreshIntervalMs, log }: SiteSearchOptions) {
    const indexLog: LiveIndexOptions['log'] = {
      info: (details, message) => log.info(details, message),
      warn: (details, message) => log.warn(details, message),
    };
    this.database = database;
    const live = (name: string) => ({ name, refreshIntervalMs, log: indexLog });
    const sitePages = new SitePagesSource(pagesSource, caseStudyPagesSource(database), (details, message) => log.warn(details, message));
    this.pages = new LiveIndex(sitePages, new SearchIndex(pageIndexSpec), live('pages'));
    this.blogPosts = new LiveIndex(blogPostsSource(database), new SearchIndex(blogPostIndexSpec), live('blog posts'));
    this.features = new LiveIndex(featuresSource(database), new SearchIndex(featureIndexSpec), live('features'));
    this.#indexes = [this.pages, this.blogPosts, this.features];
  }

  /**
   * The pages matching `query`, best first, as `/api/search/pages` answers them (and the search
   * page, to a browser that runs no script). Rejects while the index cannot be built.
   */
  async findPages(query: string, limit: number): Promise<PageHit[]> {
    return (await builtIndex(this.pages)).search(query, limit).map((page) => {
      let hit = this.#pageHits.get(page);
      if (!hit) {
        hit = { title: page.title, url: page.url, description: page.description, category: pageCategoryLabel(page.url, page.category) };
        this.#pageHits.set(page, hit);
      }
      return hit;
    });
  }

  /**
   * Re-checks every index that content records feed now (an editor published): the blog posts,
   * the features, and the pages, which hold the case studies' pages.
   */
  async refreshContent(): Promise<void> {
    await Promise.all([this.blogPosts.refresh(), this.features.refresh(), this.pages.refresh()]);
  }

  refreshPages(): Promise<void> {
    return this.pages.refresh();
  }

  status(): IndexStatus[] {
    return this.#indexes.map((index) => index.status());
  }

  /** Builds every index now (not on the first search) and keeps them current. */
  start(): void {
    for (const index of this.#indexes) index.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.#indexes.map((index) => index.stop()));
  }
}
