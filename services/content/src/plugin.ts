/**
 * The content API as a Fastify plugin: mounted by the site server (which owns the database handle)
 * or by this service's own app (`npm start` here). Every route declares its input and response
 * schemas; unknown query parameters and malformed input are 400 JSON, never 5xx. The public reads
 * (`/api/content/*`) share one per-address rate limit, and serve blog bodies as the HTML stored
 * when they were saved: no request renders Markdown.
 */
import rateLimit from '@fastify/rate-limit';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseFailures } from '@site/db/unavailable';
import { errorAnswer, jsonError, tooManyRequests } from '@site/service-kit/http-errors';
import { ipHasher } from '@site/service-kit/ip-hash';
import type { Database } from '@site/db/database';
import type { PricingPlanFields } from '@site/contracts/content-editing';
import {
  getBlogPost,
  getCaseStudy,
  getVideo,
  listBlogPosts,
  listCaseStudies,
  listFeatures,
  listPricingPlanFields,
  listPricingPlans,
  listVideos,
  toPricingPlan,
} from '@site/db/content-repository';
import { previewedDraft } from './draft-preview.ts';
import { draftBlogPost, draftCaseStudy, draftFeature, draftVideo } from './draft-records.ts';
import { bodyRenderer as sharedBodyRenderer, type BodyRenderer } from './body-renderer.ts';
import { storedBodies } from './stored-bodies.ts';
import {
  blogListSchema,
  blogPostRouteSchema,
  caseStudyListSchema,
  caseStudyRouteSchema,
  featureListSchema,
  pricingPlanListSchema,
  videoListSchema,
  videoRouteSchema,
  type BlogListRoute,
  type CaseStudyListRoute,
  type FeatureListRoute,
  type SlugRoute,
  type VideoRoute,
} from './schemas.ts';
import type { RateLimitStorage } from '@site/service-kit/rate-limit-store';
import { leadSubmissionRoutes, type LeadSubmissionOptions } from './leads/submission-route.ts';
export type { StoredLead } from './leads/submission-route.ts';

export interface ContentPluginOptions {
  db: Database;
  leadsRateLimit: { max: number; timeWindowMs: number };
  /** Requests one client address may make to the public content reads (`/api/content/*`) per window, all of them together. */
  contentRateLimit: { max: number; timeWindowMs: number };
  /** Where the rate limits count (shared through Redis by a fleet); this process when absent. */
  rateLimitStorage?: RateLimitStorage | undefined;
  /** HMAC secret for client-IP hashes on leads; a random one per process when absent. */
  ipHashSecret?: string | undefined;
  /** Signs draft preview links: with it, a browser that opened one reads that record's draft. */
  previewSecret?: string | undefined;
  /** Renders bodies stored without HTML (rows from before migration 019); the process's shared one when absent. */
  bodyRenderer?: BodyRenderer | undefined;
  /** Told of each new lead once stored (see `leadSubmissionRoutes`). */
  onLeadStored?: LeadSubmissionOptions['onLeadStored'];
}

/**
 * Validation with unknown properties rejected (Fastify's default silently strips them), types
 * coerced from the query string and a repeated parameter rejected unless the schema wants an array.
 */
function strictValidator(app: FastifyInstance): void {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
  addFormats.default(ajv, ['uuid', 'date-time']);
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
}

export async function contentPlugin(
  app: FastifyInstance,
  {
    db,
    leadsRateLimit,
    contentRateLimit,
    ipHashSecret,
    previewSecret,
    rateLimitStorage,
    bodyRenderer = sharedBodyRenderer,
    onLeadStored,
  }: ContentPluginOptions,
): Promise<void> {
  strictValidator(app);
  app.setErrorHandler(errorAnswer(databaseFailures));

  // Bodies stored before they were rendered at save are rendered once, on the Markdown worker, as
  // the service starts (in the background: the server listens meanwhile; a read that comes first
  // renders its own row the same way).
  const bodies = storedBodies(db, bodyRenderer, app.log);
  let renderingMissing: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    renderingMissing = bodies.renderMissing().then(
      (rendered) => {
        if (rendered.posts + rendered.drafts > 0) app.log.info(rendered, 'rendered the bodies stored without HTML');
      },
      (error: unknown) => app.log.warn({ err: error }, 'could not render the bodies stored without HTML; each is rendered when first read'),
    );
  });
  app.addHook('onClose', async () => {
    await renderingMissing;
  });

  const hashIp = ipHasher(ipHashSecret);
  const notFound = (reply: FastifyReply, what: string) => reply.code(404).send(jsonError(404, `${what} does not exist`));
  /** The draft this browser previews, if it is the record asked for; its answer is this browser's alone. */
  const draft = async (request: FastifyRequest, reply: FastifyReply, type: Parameters<typeof previewedDraft>[3], slug?: string) => {
    if (!previewSecret) return undefined;
    const entry = await previewedDraft(request, db, previewSecret, type, slug);
    if (entry) reply.header('cache-control', 'private, no-store');
    return entry;
  };

  // The public reads, all counted together per client address (shared by a fleet through Redis).
  await app.register(async (api) => {
    await api.register(rateLimit, {
      ...rateLimitStorage?.('content'),
      max: contentRateLimit.max,
      timeWindow: contentRateLimit.timeWindowMs,
      errorResponseBuilder: tooManyRequests('content requests', 'from one address', contentRateLimit.timeWindowMs),
      // A page has no use for the remaining count on every answer; a 429 still says when to retry.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    });

    api.get('/api/content/blog', { schema: blogListSchema }, async (request: FastifyRequest<BlogListRoute>) => listBlogPosts(db, request.query));

    api.get('/api/content/blog/:slug', { schema: blogPostRouteSchema }, async (request: FastifyRequest<SlugRoute>, reply) => {
      const previewed = await draft(request, reply, 'blog-post', request.params.slug);
      const post = previewed ? draftBlogPost(previewed) : await getBlogPost(db, request.params.slug);
      if (!post) return notFound(reply, `blog post ${request.params.slug}`);
      // The HTML stored when the body was saved; only a row stored before that existed is rendered (once, off this thread).
      const bodyHtml = post.bodyHtml ?? (previewed ? await bodies.draftHtml(previewed) : await bodies.publicHtml(post.slug, post.bodyMarkdown));
      return { ...post, bodyHtml };
    });

    api.get('/api/content/case-studies', { schema: caseStudyListSchema }, async (request: FastifyRequest<CaseStudyListRoute>) => ({
      items: await listCaseStudies(db, request.query),
    }));

    api.get('/api/content/case-studies/:slug', { schema: caseStudyRouteSchema }, async (request: FastifyRequest<SlugRoute>, reply) => {
      const previewed = await draft(request, reply, 'case-study', request.params.slug);
      const study = previewed ? draftCaseStudy(previewed) : await getCaseStudy(db, request.params.slug);
      return study ?? notFound(reply, `case study ${request.params.slug}`);
    });

    api.get('/api/content/videos', { schema: videoListSchema }, async () => ({ items: await listVideos(db) }));

    api.get('/api/content/videos/:videoId', { schema: videoRouteSchema }, async (request: FastifyRequest<VideoRoute>, reply) => {
      const previewed = await draft(request, reply, 'video', request.params.videoId);
      const video = previewed ? draftVideo(previewed) : await getVideo(db, request.params.videoId);
      return video ?? notFound(reply, `video ${request.params.videoId}`);
    });

    api.get('/api/content/features', { schema: featureListSchema }, async (request: FastifyRequest<FeatureListRoute>, reply) => {
      const items = await listFeatures(db, request.query);
      const previewed = await draft(request, reply, 'feature');
      if (!previewed) return { items };
      // The previewed feature in its place (or added), as the list will show it once published.
      const feature = draftFeature(previewed);
      const others = items.filter((item) => item.slug !== previewed.publishedSlug && item.slug !== feature.slug);
      return { items: request.query.category === undefined || request.query.category === feature.category ? [...others, feature] : others };
    });

    api.get('/api/content/pricing-plans', { schema: pricingPlanListSchema }, async (request, reply) => {
      const previewed = await draft(request, reply, 'pricing-plan');
      if (!previewed) return { items: await listPricingPlans(db) };
      // The previewed plan in the place its sort order gives it, as /pricing will show it once published.
      const plan = previewed.data as PricingPlanFields;
      const others = (await listPricingPlanFields(db)).filter((item) => item.slug !== previewed.publishedSlug && item.slug !== plan.slug);
      return { items: [...others, plan].toSorted((a, b) => a.sortOrder - b.sortOrder).map(toPricingPlan) };
    });
  });
  await app.register(leadSubmissionRoutes, { db, leadsRateLimit, hashIp, rateLimitStorage, onLeadStored });
}
