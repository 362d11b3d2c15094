/**
 * Seeds the content tables on first start: each table is filled from the typed data files beside
 * this one only while it is empty, so editors' changes are never overwritten and a second run
 * inserts nothing. Leads and the audit log are never seeded. What a video's production gives (its
 * recording, captions, duration and transcript) is not the database's to know: the caller names
 * where it comes from (`SeedSources`).
 */
import type { Database, Queryable } from '../database.ts';
import { readingMinutes } from '../reading-time.ts';
import { BLOG_POSTS } from './blog-posts.ts';
import { CASE_STUDIES } from './case-studies.ts';
import { FEATURES } from './features.ts';
import { PRICING_PLANS } from './pricing-plans.ts';
import { seedVideos, type VideoMediaSource } from './videos.ts';

export interface SeedCounts {
  blogPosts: number;
  caseStudies: number;
  videos: number;
  features: number;
  pricingPlans: number;
}

async function isEmpty(tx: Queryable, table: 'blog_posts' | 'case_studies' | 'videos' | 'features' | 'pricing_plans'): Promise<boolean> {
  const result = await tx.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return result.rows.length === 0;
}

/** Where the seed takes what is not its own: each video's produced fields (@site/media's `recordingFieldsOf`). */
export interface SeedSources {
  videoMedia: VideoMediaSource;
}

/** Any constant; shared by every process that prepares this database's content. */
export const SEED_LOCK = 7_240_612;

/**
 * Inserts the seed content into empty tables; returns how many rows it inserted per table. Servers
 * of a fleet that start together take turns: the first seeds, the others find the tables full.
 */
export async function seedDatabase(db: Database, sources: SeedSources): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const counts: SeedCounts = { blogPosts: 0, caseStudies: 0, videos: 0, features: 0, pricingPlans: 0 };
    if (await isEmpty(tx, 'blog_posts')) {
      for (const post of BLOG_POSTS) {
        await tx.query(
          `INSERT INTO blog_posts (slug, title, excerpt, body_markdown, author_name, author_role, tags, hero_image_url, hero_image_alt,
             reading_minutes, published_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            post.slug,
            post.title,
            post.excerpt,
            post.bodyMarkdown,
            post.author.name,
            post.author.role,
            post.tags,
            post.heroImage.url,
            post.heroImage.alt,
            readingMinutes(post.bodyMarkdown),
            post.publishedAt,
            post.updatedAt,
          ],
        );
        counts.blogPosts++;
      }
    }
    if (await isEmpty(tx, 'case_studies')) {
      for (const study of CASE_STUDIES) {
        await tx.query(
          `INSERT INTO case_studies (slug, title, customer, industry, summary, challenge, solution, results, quote, products,
             hero_image_url, hero_image_alt, published_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, $14)`,
          [
            study.slug,
            study.title,
            study.customer,
            study.industry,
            study.summary,
            study.challenge,
            study.solution,
            JSON.stringify(study.results),
            study.quote === null ? null : JSON.stringify(study.quote),
            study.products,
            study.heroImage.url,
            study.heroImage.alt,
            study.publishedAt,
            study.updatedAt,
          ],
        );
        counts.caseStudies++;
      }
    }
    if (await isEmpty(tx, 'videos')) {
      for (const video of seedVideos(sources.videoMedia)) {
        await tx.query(
          `INSERT INTO videos (video_id, title, description, duration_seconds, thumbnail_url, thumbnail_alt, media_url, captions_url, transcript,
             tags, published_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            video.videoId,
            video.title,
            video.description,
            video.durationSeconds,
            video.thumbnail.url,
            video.thumbnail.alt,
            video.mediaUrl,
            video.captionsUrl,
            video.transcript,
            video.tags,
            video.publishedAt,
            video.updatedAt,
          ],
        );
        counts.videos++;
      }
    }
    if (await isEmpty(tx, 'features')) {
      for (const [index, feature] of FEATURES.entries()) {
        await tx.query('INSERT INTO features (slug, title, description, category, solution_path, sort_order) VALUES ($1, $2, $3, $4, $5, $6)', [
          feature.slug,
          feature.title,
          feature.description,
          feature.category,
          feature.solutionPath,
          index,
        ]);
        counts.features++;
      }
    }
    if (await isEmpty(tx, 'pricing_plans')) {
      for (const plan of PRICING_PLANS) {
        await tx.query('INSERT INTO pricing_plans (slug, sort_order, fields) VALUES ($1, $2, $3::jsonb)', [plan.slug, plan.sortOrder, JSON.stringify(plan)]);
        counts.pricingPlans++;
      }
    }
    return counts;
  });
}
