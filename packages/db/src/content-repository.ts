/** Reads of the published content: lists, details and the simple search of docs/product.md §7. */
import type { Queryable } from './database.ts';
import type { PricingPlanFields } from '@site/contracts/content-editing';
import type { PricingPlan } from '@site/contracts/content-api';
import type {
  BlogPost,
  BlogPostSummary,
  CaseStudy,
  CaseStudySummary,
  Feature,
  FeatureCategory,
  Industry,
  Quote,
  CaseStudyResult,
  Video,
  VideoSummary,
} from './content-types.ts';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

// ---------------------------------------------------------------------------------------------
// Blog posts

const BLOG_SUMMARY_COLUMNS = `slug, title, excerpt, author_name, author_role, tags, hero_image_url, hero_image_alt,
  reading_minutes, published_at, updated_at`;

interface BlogRow {
  slug: string;
  title: string;
  excerpt: string;
  author_name: string;
  author_role: string;
  tags: string[];
  hero_image_url: string;
  hero_image_alt: string;
  reading_minutes: number;
  published_at: Date;
  updated_at: Date;
  body_markdown?: string;
  body_html?: string | null;
  seo_title?: string | null;
  seo_description?: string | null;
}

const seoOf = (row: { seo_title?: string | null; seo_description?: string | null }) => ({
  seoTitle: row.seo_title ?? null,
  seoDescription: row.seo_description ?? null,
});

function blogSummary(row: BlogRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: { name: row.author_name, role: row.author_role },
    tags: row.tags,
    heroImage: { url: row.hero_image_url, alt: row.hero_image_alt },
    readingMinutes: row.reading_minutes,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Newest first; `tag` keeps the posts that carry it. */
export async function listBlogPosts(
  db: Queryable,
  { page, pageSize, tag }: { page: number; pageSize: number; tag?: string | undefined },
): Promise<Page<BlogPostSummary>> {
  const filter = tag === undefined ? '' : 'WHERE $3 = ANY(tags)';
  const params: unknown[] = [pageSize, (page - 1) * pageSize];
  if (tag !== undefined) params.push(tag);
  const [rows, count] = await Promise.all([
    db.query<BlogRow>(`SELECT ${BLOG_SUMMARY_COLUMNS} FROM blog_posts ${filter} ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`, params),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM blog_posts ${tag === undefined ? '' : 'WHERE $1 = ANY(tags)'}`,
      tag === undefined ? [] : [tag],
    ),
  ]);
  return { items: rows.rows.map(blogSummary), total: count.rows[0]?.total ?? 0, page, pageSize };
}

export async function getBlogPost(db: Queryable, slug: string): Promise<BlogPost | null> {
  const result = await db.query<BlogRow>(
    `SELECT ${BLOG_SUMMARY_COLUMNS}, body_markdown, body_html, seo_title, seo_description FROM blog_posts WHERE slug = $1`,
    [slug],
  );
  const row = result.rows[0];
  return row ? { ...blogSummary(row), bodyMarkdown: row.body_markdown ?? '', bodyHtml: row.body_html ?? null, ...seoOf(row) } : null;
}

/**
 * Posts whose body has no stored HTML yet (written before migration 019, or by SQL from outside),
 * at most `limit`, in the order of `cursor`; pass the last one's cursor for the next batch.
 */
export async function listBlogBodiesWithoutHtml(
  db: Queryable,
  { limit, after }: { limit: number; after?: string | undefined },
): Promise<{ slug: string; bodyMarkdown: string; cursor: string }[]> {
  const result = await db.query<{ id: string; slug: string; body_markdown: string }>(
    'SELECT id::text AS id, slug, body_markdown FROM blog_posts WHERE body_html IS NULL AND id > $2::bigint ORDER BY id LIMIT $1',
    [limit, after ?? '0'],
  );
  return result.rows.map((row) => ({ slug: row.slug, bodyMarkdown: row.body_markdown, cursor: row.id }));
}

/**
 * Stores the HTML rendered from a post's body, if the post still has that body and no HTML: a
 * publish in the meantime wrote its own. Not an edit: `updated_at` stays (pages need no new render).
 */
export async function storeBlogBodyHtml(db: Queryable, slug: string, bodyMarkdown: string, bodyHtml: string): Promise<void> {
  await db.query('UPDATE blog_posts SET body_html = $3 WHERE slug = $1 AND body_markdown = $2 AND body_html IS NULL', [slug, bodyMarkdown, bodyHtml]);
}

/** Every tag in use with its post count, most used first. */
export async function listBlogTags(db: Queryable): Promise<{ tag: string; count: number }[]> {
  const result = await db.query<{ tag: string; count: number }>(
    'SELECT tag, count(*)::int AS count FROM blog_posts, unnest(tags) AS tag GROUP BY tag ORDER BY count DESC, tag',
  );
  return result.rows;
}

// ---------------------------------------------------------------------------------------------
// Case studies

interface CaseStudyRow {
  slug: string;
  title: string;
  customer: string;
  industry: Industry;
  summary: string;
  results: CaseStudyResult[];
  hero_image_url: string;
  hero_image_alt: string;
  published_at: Date;
  updated_at: Date;
  challenge?: string;
  solution?: string;
  quote?: Quote | null;
  products?: string[];
  seo_title?: string | null;
  seo_description?: string | null;
}

const CASE_STUDY_SUMMARY_COLUMNS = 'slug, title, customer, industry, summary, results, hero_image_url, hero_image_alt, published_at, updated_at';

function caseStudySummary(row: CaseStudyRow): CaseStudySummary {
  return {
    slug: row.slug,
    title: row.title,
    customer: row.customer,
    industry: row.industry,
    summary: row.summary,
    results: row.results,
    heroImage: { url: row.hero_image_url, alt: row.hero_image_alt },
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function listCaseStudies(db: Queryable, { industry }: { industry?: Industry | undefined } = {}): Promise<CaseStudySummary[]> {
  const result = await db.query<CaseStudyRow>(
    `SELECT ${CASE_STUDY_SUMMARY_COLUMNS} FROM case_studies ${industry === undefined ? '' : 'WHERE industry = $1'} ORDER BY published_at DESC, id DESC`,
    industry === undefined ? [] : [industry],
  );
  return result.rows.map(caseStudySummary);
}

export async function getCaseStudy(db: Queryable, slug: string): Promise<CaseStudy | null> {
  const result = await db.query<CaseStudyRow>(
    `SELECT ${CASE_STUDY_SUMMARY_COLUMNS}, challenge, solution, quote, products, seo_title, seo_description FROM case_studies WHERE slug = $1`,
    [slug],
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    ...caseStudySummary(row),
    challenge: row.challenge ?? '',
    solution: row.solution ?? '',
    quote: row.quote ?? null,
    products: row.products ?? [],
    ...seoOf(row),
  };
}

// ---------------------------------------------------------------------------------------------
// Videos

interface VideoRow {
  video_id: string;
  title: string;
  description: string;
  duration_seconds: number;
  thumbnail_url: string;
  thumbnail_alt: string;
  tags: string[];
  published_at: Date;
  updated_at: Date;
  media_url?: string | null;
  captions_url?: string | null;
  transcript?: string;
  seo_title?: string | null;
  seo_description?: string | null;
}

const VIDEO_SUMMARY_COLUMNS = 'video_id, title, description, duration_seconds, thumbnail_url, thumbnail_alt, tags, published_at, updated_at';

function videoSummary(row: VideoRow): VideoSummary {
  return {
    videoId: row.video_id,
    title: row.title,
    description: row.description,
    durationSeconds: row.duration_seconds,
    thumbnail: { url: row.thumbnail_url, alt: row.thumbnail_alt },
    tags: row.tags,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function listVideos(db: Queryable): Promise<VideoSummary[]> {
  const result = await db.query<VideoRow>(`SELECT ${VIDEO_SUMMARY_COLUMNS} FROM videos ORDER BY published_at DESC, id DESC`);
  return result.rows.map(videoSummary);
}

export async function getVideo(db: Queryable, videoId: string): Promise<Video | null> {
  const result = await db.query<VideoRow>(
    `SELECT ${VIDEO_SUMMARY_COLUMNS}, media_url, captions_url, transcript, seo_title, seo_description FROM videos WHERE video_id = $1`,
    [videoId],
  );
  const row = result.rows[0];
  return row
    ? { ...videoSummary(row), mediaUrl: row.media_url ?? null, captionsUrl: row.captions_url ?? null, transcript: row.transcript ?? '', ...seoOf(row) }
    : null;
}

// ---------------------------------------------------------------------------------------------
// Features

interface FeatureRow {
  slug: string;
  title: string;
  description: string;
  category: FeatureCategory;
  solution_path: string | null;
}

const toFeature = (row: FeatureRow): Feature => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  category: row.category,
  solutionPath: row.solution_path,
});

export async function listFeatures(db: Queryable, { category }: { category?: FeatureCategory | undefined } = {}): Promise<Feature[]> {
  const result = await db.query<FeatureRow>(
    `SELECT slug, title, description, category, solution_path FROM features ${category === undefined ? '' : 'WHERE category = $1'} ORDER BY sort_order, id`,
    category === undefined ? [] : [category],
  );
  return result.rows.map(toFeature);
}

/** A plan as /pricing shows it (its order is the list's). */
export const toPricingPlan = ({ sortOrder: _order, ...plan }: PricingPlanFields): PricingPlan => plan;

/** The published plans' fields as edited, in their order on /pricing. */
export async function listPricingPlanFields(db: Queryable): Promise<PricingPlanFields[]> {
  const result = await db.query<{ fields: PricingPlanFields }>('SELECT fields FROM pricing_plans ORDER BY sort_order, id');
  return result.rows.map((row) => row.fields);
}

/** The published plans, in their order on /pricing. */
export async function listPricingPlans(db: Queryable): Promise<PricingPlan[]> {
  return (await listPricingPlanFields(db)).map(toPricingPlan);
}

// ---------------------------------------------------------------------------------------------
// What the search service indexes, and a cheap signal that it changed

export interface BlogPostSearchRecord {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  bodyMarkdown: string;
}

/** Every blog post with the text site search indexes, newest first. */
export async function listBlogPostsForSearch(db: Queryable): Promise<BlogPostSearchRecord[]> {
  const result = await db.query<{ slug: string; title: string; excerpt: string; tags: string[]; body_markdown: string }>(
    'SELECT slug, title, excerpt, tags, body_markdown FROM blog_posts ORDER BY published_at DESC, id DESC',
  );
  return result.rows.map((row) => ({ slug: row.slug, title: row.title, excerpt: row.excerpt, tags: row.tags, bodyMarkdown: row.body_markdown }));
}

/**
 * A fingerprint of the blog posts that changes whenever a post is added, removed or edited:
 * the row count and a hash over every row's id, slug, title, excerpt, tags and updated_at. Bodies
 * are not hashed (they are the bulk of the table and this runs every few seconds): an edit of a
 * body is seen through `updated_at`, which every edit of a post sets.
 */
export async function blogPostsVersion(db: Queryable): Promise<string> {
  const result = await db.query<{ version: string }>(
    `SELECT count(*)::text || ':' || coalesce(md5(string_agg(
       concat_ws('|', id, slug, title, excerpt, array_to_string(tags, ','), extract(epoch FROM updated_at)), E'\\n' ORDER BY id)), '') AS version
     FROM blog_posts`,
  );
  return result.rows[0]?.version ?? '';
}

/** A case study with the text site search indexes of it: what its page shows. */
export type CaseStudySearchRecord = Pick<
  CaseStudy,
  'slug' | 'title' | 'customer' | 'industry' | 'summary' | 'challenge' | 'solution' | 'results' | 'quote' | 'products'
>;

/** Every case study with the text site search indexes, newest first (one query, not one per study). */
export async function listCaseStudiesForSearch(db: Queryable): Promise<CaseStudySearchRecord[]> {
  // The columns are named as the record's fields.
  const result = await db.query<CaseStudySearchRecord>(
    'SELECT slug, title, customer, industry, summary, challenge, solution, results, quote, products FROM case_studies ORDER BY published_at DESC, id DESC',
  );
  return result.rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    customer: row.customer,
    industry: row.industry,
    summary: row.summary,
    challenge: row.challenge,
    solution: row.solution,
    results: row.results,
    quote: row.quote,
    products: row.products,
  }));
}

/**
 * A fingerprint of the case studies that changes whenever a study is added, removed or edited:
 * the row count and a hash over every row's id, slug, updated_at and the text search indexes of
 * it (a handful of short rows, so hashed whole: an edit made without touching `updated_at` is
 * seen too).
 */
export async function caseStudiesVersion(db: Queryable): Promise<string> {
  const result = await db.query<{ version: string }>(
    `SELECT count(*)::text || ':' || coalesce(md5(string_agg(
       concat_ws('|', id, slug, title, customer, industry, summary, challenge, solution, results::text, coalesce(quote::text, 'null'),
         array_to_string(products, ','), extract(epoch FROM updated_at)), E'\\n' ORDER BY id)), '') AS version
     FROM case_studies`,
  );
  return result.rows[0]?.version ?? '';
}

/** A fingerprint of the features (a short catalogue, hashed whole): changes with any edit. */
export async function featuresVersion(db: Queryable): Promise<string> {
  const result = await db.query<{ version: string }>(
    `SELECT count(*)::text || ':' || coalesce(md5(string_agg(
       concat_ws('|', id, slug, title, description, category, solution_path, sort_order), E'\\n' ORDER BY id)), '') AS version
     FROM features`,
  );
  return result.rows[0]?.version ?? '';
}

// ---------------------------------------------------------------------------------------------
// Detail pages

/**
 * The detail pages whose `:param` names a record here, by the route entry's `meta.template`: the
 * sitemap lists one page per record, and a direct load of an unknown one is a true 404.
 */
const DETAIL_RECORDS = {
  'blog-post': { table: 'blog_posts', key: 'slug', updated: 'updated_at' },
  'case-study': { table: 'case_studies', key: 'slug', updated: 'updated_at' },
  video: { table: 'videos', key: 'video_id', updated: 'updated_at' },
} as const;

export type DetailTemplate = keyof typeof DETAIL_RECORDS;

export const isDetailTemplate = (template: string | undefined): template is DetailTemplate => template !== undefined && Object.hasOwn(DETAIL_RECORDS, template);

/** Every record a detail page can show, with when it last changed (for the sitemap's lastmod). */
export async function listDetailRecords(db: Queryable, template: DetailTemplate): Promise<{ id: string; updatedAt: string }[]> {
  const { table, key, updated } = DETAIL_RECORDS[template];
  const result = await db.query<{ id: string; updated: Date }>(`SELECT ${key} AS id, ${updated} AS updated FROM ${table} ORDER BY ${key}`);
  return result.rows.map((row) => ({ id: row.id, updatedAt: iso(row.updated) }));
}

/**
 * A fingerprint of every record the site's pages show (blog posts, case studies, videos,
 * features and pricing plans): changes with any add, edit or removal, so prerendered pages showing them are
 * rendered again.
 */
export async function contentVersion(db: Queryable): Promise<string> {
  const table = (name: string, key: string) =>
    `(SELECT count(*)::text || ':' || coalesce(md5(string_agg(${key}::text || '@' || extract(epoch FROM updated_at)::text, ',' ORDER BY ${key})), '') FROM ${name})`;
  const result = await db.query<{ version: string }>(
    `SELECT concat_ws('/', ${table('blog_posts', 'slug')}, ${table('case_studies', 'slug')}, ${table('videos', 'video_id')},
       (SELECT count(*)::text || ':' || coalesce(md5(string_agg(fields::text, E'\\n' ORDER BY sort_order, id)), '') FROM pricing_plans)) AS version`,
  );
  return `${result.rows[0]?.version ?? ''}/${await featuresVersion(db)}`;
}
