/**
 * The public tables as the projection of published entries: what publishing writes, what
 * unpublishing removes, and the fields an existing public row has (to adopt it as an entry).
 */
import type {
  BlogPostFields,
  CaseStudyFields,
  ContentFields,
  ContentType,
  FeatureFields,
  PricingPlanFields,
  VideoFields,
} from '@site/contracts/content-editing';
import { hasOwnPage } from '@site/contracts/detail-urls';
import type { Queryable } from './database.ts';
import { readingMinutes } from './reading-time.ts';

const TABLES = {
  'blog-post': { table: 'blog_posts', key: 'slug' },
  'case-study': { table: 'case_studies', key: 'slug' },
  video: { table: 'videos', key: 'video_id' },
  feature: { table: 'features', key: 'slug' },
  'pricing-plan': { table: 'pricing_plans', key: 'slug' },
} as const;

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Column values of a published record, by type (`bodyHtml`: a post's body as rendered when its draft was saved). */
function columnsOf(type: ContentType, fields: ContentFields, bodyHtml: string | null): Record<string, unknown> {
  switch (type) {
    case 'blog-post': {
      const post = fields as BlogPostFields;
      return {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body_markdown: post.bodyMarkdown,
        body_html: bodyHtml,
        author_name: post.author.name,
        author_role: post.author.role,
        tags: post.tags,
        hero_image_url: post.heroImage.url,
        hero_image_alt: post.heroImage.alt,
        reading_minutes: readingMinutes(post.bodyMarkdown),
        seo_title: orNull(post.seoTitle),
        seo_description: orNull(post.seoDescription),
      };
    }
    case 'case-study': {
      const study = fields as CaseStudyFields;
      return {
        slug: study.slug,
        title: study.title,
        customer: study.customer,
        industry: study.industry,
        summary: study.summary,
        challenge: study.challenge,
        solution: study.solution,
        results: JSON.stringify(study.results),
        quote: study.quote === null ? null : JSON.stringify(study.quote),
        products: study.products,
        hero_image_url: study.heroImage.url,
        hero_image_alt: study.heroImage.alt,
        seo_title: orNull(study.seoTitle),
        seo_description: orNull(study.seoDescription),
      };
    }
    case 'video': {
      const video = fields as VideoFields;
      return {
        video_id: video.slug,
        title: video.title,
        description: video.description,
        duration_seconds: video.durationSeconds,
        thumbnail_url: video.thumbnail.url,
        thumbnail_alt: video.thumbnail.alt,
        media_url: video.mediaUrl,
        captions_url: video.captionsUrl ?? null,
        transcript: video.transcript,
        tags: video.tags,
        seo_title: orNull(video.seoTitle),
        seo_description: orNull(video.seoDescription),
      };
    }
    case 'feature': {
      const feature = fields as FeatureFields;
      return {
        slug: feature.slug,
        title: feature.title,
        description: feature.description,
        category: feature.category,
        solution_path: feature.solutionPath,
        sort_order: feature.sortOrder,
      };
    }
    case 'pricing-plan': {
      const plan = fields as PricingPlanFields;
      return { slug: plan.slug, sort_order: plan.sortOrder, fields: JSON.stringify(plan) };
    }
  }
}

const JSONB_COLUMNS = new Set(['results', 'quote', 'fields']);

/**
 * Writes the published record: an update of the row it was published as (its slug may change:
 * the old one then redirects to the new), or a new row. Dated records keep the date they were
 * first published; `updated_at` is now. A blog post's `bodyHtml` is its body as rendered from
 * exactly these fields' Markdown (null: not rendered yet; the content service renders it on read).
 */
export async function writePublication(
  db: Queryable,
  type: ContentType,
  fields: ContentFields,
  previousSlug: string | null,
  bodyHtml: string | null,
): Promise<void> {
  const { table, key } = TABLES[type];
  const columns = columnsOf(type, fields, bodyHtml);
  // A record shown only on a list page (a feature, a plan) is undated and has no address of its own to redirect.
  const dated = hasOwnPage(type);
  const names = Object.keys(columns);
  const values = Object.values(columns);
  const cast = (name: string, index: number) => `$${index + 1}${JSONB_COLUMNS.has(name) ? '::jsonb' : ''}`;
  if (previousSlug !== null) {
    const assignments = names.map((name, index) => `${name} = ${cast(name, index)}`);
    if (dated) assignments.push('updated_at = greatest(now(), published_at)');
    values.push(previousSlug);
    const updated = await db.query(`UPDATE ${table} SET ${assignments.join(', ')} WHERE ${key} = $${values.length}`, values);
    if (updated.rowCount > 0) {
      if (previousSlug !== fields.slug && dated) await redirectSlug(db, type, previousSlug, fields.slug);
      return;
    }
  }
  const allNames = dated ? [...names, 'published_at', 'updated_at'] : names;
  const placeholders = names.map(cast);
  if (dated) placeholders.push('now()', 'now()');
  await db.query(`INSERT INTO ${table} (${allNames.join(', ')}) VALUES (${placeholders.join(', ')})`, values.slice(0, names.length));
  // A record now lives at this slug: an old redirect away from it would hide it.
  if (dated) await db.query('DELETE FROM slug_redirects WHERE type = $1 AND from_slug = $2', [type, fields.slug]);
}

/** The old URL answers 301 to the new one; redirects that led to the old slug follow it. */
async function redirectSlug(db: Queryable, type: ContentType, from: string, to: string): Promise<void> {
  await db.query('DELETE FROM slug_redirects WHERE type = $1 AND from_slug = $2', [type, to]);
  await db.query('UPDATE slug_redirects SET to_slug = $3 WHERE type = $1 AND to_slug = $2', [type, from, to]);
  await db.query(
    `INSERT INTO slug_redirects (type, from_slug, to_slug) VALUES ($1, $2, $3)
     ON CONFLICT (type, from_slug) DO UPDATE SET to_slug = excluded.to_slug, created_at = now()`,
    [type, from, to],
  );
}

export async function removePublication(db: Queryable, type: ContentType, slug: string): Promise<void> {
  const { table, key } = TABLES[type];
  await db.query(`DELETE FROM ${table} WHERE ${key} = $1`, [slug]);
}

/**
 * The fields of the public records of a type that no content entry publishes yet (the seed, rows
 * written before editing existed), as an editor's draft holds them. Usually none: this runs at
 * every start.
 */
export async function readUnadoptedFields(db: Queryable, type: ContentType): Promise<ContentFields[]> {
  const { table, key } = TABLES[type];
  const result = await db.query<Record<string, unknown>>(
    `SELECT * FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM content_entries e WHERE e.type = $1 AND e.published_slug = t.${key})
     ORDER BY ${hasOwnPage(type) ? 'published_at, id' : 'sort_order, id'}`,
    [type],
  );
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return result.rows.map((row): ContentFields => {
    switch (type) {
      case 'blog-post':
        return {
          slug: text(row.slug),
          title: text(row.title),
          excerpt: text(row.excerpt),
          bodyMarkdown: text(row.body_markdown),
          author: { name: text(row.author_name), role: text(row.author_role) },
          tags: row.tags as string[],
          heroImage: { url: text(row.hero_image_url), alt: text(row.hero_image_alt) },
          seoTitle: text(row.seo_title),
          seoDescription: text(row.seo_description),
        };
      case 'case-study':
        return {
          slug: text(row.slug),
          title: text(row.title),
          customer: text(row.customer),
          industry: row.industry as CaseStudyFields['industry'],
          summary: text(row.summary),
          challenge: text(row.challenge),
          solution: text(row.solution),
          results: row.results as CaseStudyFields['results'],
          quote: (row.quote ?? null) as CaseStudyFields['quote'],
          products: row.products as string[],
          heroImage: { url: text(row.hero_image_url), alt: text(row.hero_image_alt) },
          seoTitle: text(row.seo_title),
          seoDescription: text(row.seo_description),
        };
      case 'video':
        return {
          slug: text(row.video_id),
          title: text(row.title),
          description: text(row.description),
          durationSeconds: Number(row.duration_seconds),
          thumbnail: { url: text(row.thumbnail_url), alt: text(row.thumbnail_alt) },
          mediaUrl: (row.media_url ?? null) as string | null,
          captionsUrl: (row.captions_url ?? null) as string | null,
          transcript: text(row.transcript),
          tags: row.tags as string[],
          seoTitle: text(row.seo_title),
          seoDescription: text(row.seo_description),
        };
      case 'feature':
        return {
          slug: text(row.slug),
          title: text(row.title),
          description: text(row.description),
          category: row.category as FeatureFields['category'],
          solutionPath: (row.solution_path ?? null) as string | null,
          sortOrder: Number(row.sort_order),
        };
      case 'pricing-plan':
        return row.fields as PricingPlanFields;
    }
  });
}
