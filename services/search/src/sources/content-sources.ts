/** Blog posts and features from the content database, with the fingerprints that say when they changed. */
import type { Queryable } from '@site/db/database';
import { blogPostsVersion, featuresVersion, listBlogPostsForSearch, listFeatures, type BlogPostSearchRecord } from '@site/db/content-repository';
import type { Feature } from '@site/db/content-types';
import type { DocumentSource } from '../live-index.ts';

export function blogPostsSource(db: Queryable): DocumentSource<BlogPostSearchRecord> {
  return { version: () => blogPostsVersion(db), documents: () => listBlogPostsForSearch(db) };
}

export function featuresSource(db: Queryable): DocumentSource<Feature> {
  return { version: () => featuresVersion(db), documents: () => listFeatures(db) };
}
