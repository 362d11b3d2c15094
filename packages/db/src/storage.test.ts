import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listAudit, recordAudit } from './audit-log.ts';
import {
  getBlogPost,
  getCaseStudy,
  getVideo,
  listBlogPosts,
  listBlogTags,
  listCaseStudies,
  listFeatures,
  listPricingPlans,
  contentVersion,
  listVideos,
  blogPostsVersion,
  caseStudiesVersion,
  featuresVersion,
  listBlogPostsForSearch,
  listCaseStudiesForSearch,
  isDetailTemplate,
  listDetailRecords,
} from './content-repository.ts';
import { DataDirInUseError, openDatabase, redactUrl, type Database } from './database.ts';
import { countLeads, getLead, listLeads, saveLead, type NewLead } from './lead-repository.ts';
import { appliedMigrations, loadMigrations, migrate } from './migrate.ts';
import { BLOG_POSTS } from './seed/blog-posts.ts';
import { CASE_STUDIES } from './seed/case-studies.ts';
import { FEATURES } from './seed/features.ts';
import { PRICING_PLANS } from './seed/pricing-plans.ts';
import { seedDatabase } from './seed/seed.ts';
import { seedVideos, VIDEO_LISTINGS } from './seed/videos.ts';
import { describeOnEachDatabase, openTestDatabase } from './test-databases.ts';
import { TEST_SEED_SOURCES } from './test-support/seed-sources.ts';

const TABLES = [
  'admin_sessions',
  'admin_users',
  'analytics_events',
  'analytics_salts',
  'api_tokens',
  'audit_log',
  'auth_flows',
  'blog_posts',
  'case_studies',
  'content_entries',
  'content_revisions',
  'csp_reports',
  'draft_preview_links',
  'error_log',
  'features',
  'idp_records',
  'integrity_checks',
  'lead_events',
  'leads',
  'media',
  'media_variants',
  'notification_deliveries',
  'notification_endpoints',
  'page_seo',
  'prerender_runs',
  'prerendered_pages',
  'preview_links',
  'pricing_plans',
  'release_approvals',
  'release_history',
  'releases',
  'remote_loads',
  'remote_versions',
  'remote_vitals',
  'request_log',
  'schema_migrations',
  'search_queries',
  'signing_keys',
  'site_settings',
  'slug_redirects',
  'stored_versions',
  'version_blobs',
  'videos',
];
/** Numbered from 1 without a gap. */
const EVERY_MIGRATION = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37,
];

async function tables(db: Database): Promise<string[]> {
  const result = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  // Sorted here: the server's collation orders names with underscores its own way.
  return result.rows.map((row) => row.table_name).toSorted();
}

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    form: 'contact',
    fields: { name: 'Ada Lovelace', email: 'ada@example.co.uk', message: 'Please call me about IVR payments.' },
    idempotencyKey: randomUUID(),
    spam: false,
    ipHash: 'abc',
    userAgent: 'vitest',
    ...overrides,
  };
}

describeOnEachDatabase('migrations', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(target);
  });
  afterAll(() => db.close());

  test('a fresh database gets every table, and a second run is a no-op', async () => {
    const migrations = await loadMigrations();
    expect(migrations.map((migration) => migration.version)).toEqual(EVERY_MIGRATION);
    expect(await tables(db)).toEqual([]);
    expect(await migrate(db)).toEqual(EVERY_MIGRATION);
    expect(await tables(db)).toEqual(TABLES);
    expect(await migrate(db)).toEqual([]);
    expect(await appliedMigrations(db)).toEqual(EVERY_MIGRATION);
  });

  test('a video may be published before its recording is hosted (migration 3)', async () => {
    const nullable = await db.query<{ is_nullable: string }>(
      "SELECT is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'videos' AND column_name = 'media_url'",
    );
    expect(nullable.rows[0]?.is_nullable).toBe('YES');
  });

  test('a video may have captions, or none (migration 11)', async () => {
    const column = await db.query<{ is_nullable: string; data_type: string }>(
      "SELECT is_nullable, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'videos' AND column_name = 'captions_url'",
    );
    expect(column.rows[0]).toEqual({ is_nullable: 'YES', data_type: 'text' });
  });

  test('a failing migration leaves nothing behind and is not recorded', async () => {
    const broken = [{ version: 99, name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;' }];
    await expect(migrate(db, broken)).rejects.toThrow(/no_such_table/);
    expect(await tables(db)).not.toContain('half_done');
    expect(await appliedMigrations(db)).toEqual(EVERY_MIGRATION);
  });

  test('transactions commit on success and roll back on error', async () => {
    await db.transaction((tx) => recordAudit(tx, { actor: 'a@keyline.example', action: 'test.commit', entityType: 'test' }));
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actor: 'a@keyline.example', action: 'test.rollback', entityType: 'test' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const actions = (await listAudit(db)).map((entry) => entry.action);
    expect(actions).toContain('test.commit');
    expect(actions).not.toContain('test.rollback');
  });
});

describeOnEachDatabase('seed and content repositories', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    await migrate(db);
  });
  afterAll(() => db.close());

  test('seeds every table on first run, nothing on the second', async () => {
    const counts = await seedDatabase(db, TEST_SEED_SOURCES);
    expect(counts).toEqual({
      blogPosts: BLOG_POSTS.length,
      caseStudies: CASE_STUDIES.length,
      videos: VIDEO_LISTINGS.length,
      features: FEATURES.length,
      pricingPlans: PRICING_PLANS.length,
    });
    expect(counts.blogPosts).toBeGreaterThanOrEqual(12);
    expect(counts.caseStudies).toBeGreaterThanOrEqual(6);
    expect(counts.videos).toBeGreaterThanOrEqual(6);
    expect(await seedDatabase(db, TEST_SEED_SOURCES)).toEqual({ blogPosts: 0, caseStudies: 0, videos: 0, features: 0, pricingPlans: 0 });
  });

  test('blog posts: newest first, paginated, filtered by tag', async () => {
    const first = await listBlogPosts(db, { page: 1, pageSize: 5 });
    expect(first.total).toBe(BLOG_POSTS.length);
    expect(first.items).toHaveLength(5);
    const dates = first.items.map((post) => post.publishedAt);
    expect([...dates].toSorted().toReversed()).toEqual(dates);
    const lastPage = Math.ceil(BLOG_POSTS.length / 5);
    const last = await listBlogPosts(db, { page: lastPage, pageSize: 5 });
    expect(last.items).toHaveLength(BLOG_POSTS.length - 5 * (lastPage - 1));
    expect(new Set([...first.items, ...last.items].map((post) => post.slug)).size).toBe(first.items.length + last.items.length);
    const tagged = await listBlogPosts(db, { page: 1, pageSize: 50, tag: 'pci-dss' });
    expect(tagged.total).toBe(BLOG_POSTS.filter((post) => post.tags.includes('pci-dss')).length);
    expect(tagged.items.every((post) => post.tags.includes('pci-dss'))).toBe(true);
    expect((await listBlogPosts(db, { page: 1, pageSize: 10, tag: 'no-such-tag' })).total).toBe(0);
    expect((await listBlogTags(db)).find((entry) => entry.tag === 'pci-dss')?.count).toBe(tagged.total);
  });

  test('blog post detail by slug, with its Markdown body; unknown slug is null', async () => {
    const seed = BLOG_POSTS[0]!;
    const post = await getBlogPost(db, seed.slug);
    expect(post).toMatchObject({ slug: seed.slug, title: seed.title, bodyMarkdown: seed.bodyMarkdown, author: seed.author, tags: seed.tags });
    expect(post?.publishedAt).toBe(new Date(seed.publishedAt).toISOString());
    expect(post?.readingMinutes).toBeGreaterThan(0);
    expect(await getBlogPost(db, 'no-such-post')).toBeNull();
  });

  test('case studies: list, filter by industry, detail with measured results', async () => {
    expect(await listCaseStudies(db)).toHaveLength(CASE_STUDIES.length);
    const banking = await listCaseStudies(db, { industry: 'banking' });
    expect(banking.map((study) => study.industry)).toEqual(CASE_STUDIES.filter((study) => study.industry === 'banking').map(() => 'banking'));
    const seed = CASE_STUDIES[1]!;
    expect(await getCaseStudy(db, seed.slug)).toMatchObject({ slug: seed.slug, results: seed.results, quote: seed.quote, challenge: seed.challenge });
    expect(await getCaseStudy(db, 'nope')).toBeNull();
  });

  test('videos and features', async () => {
    expect((await listVideos(db)).map((video) => video.videoId).toSorted()).toEqual(VIDEO_LISTINGS.map((video) => video.videoId).toSorted());
    // A video's record is its listing with what its production gives (here, the test sources').
    const seed = seedVideos(TEST_SEED_SOURCES.videoMedia)[2]!;
    expect(await getVideo(db, seed.videoId)).toMatchObject({ videoId: seed.videoId, durationSeconds: seed.durationSeconds, transcript: seed.transcript });
    expect(await getVideo(db, 'nope')).toBeNull();
    expect((await listFeatures(db)).map((feature) => feature.slug)).toEqual(FEATURES.map((feature) => feature.slug));
    expect((await listFeatures(db, { category: 'bank' })).every((feature) => feature.category === 'bank')).toBe(true);
  });

  test('pricing plans, in their order on /pricing, with every price as typed per currency', async () => {
    const plans = await listPricingPlans(db);
    expect(plans.map((plan) => plan.slug)).toEqual(PRICING_PLANS.map((plan) => plan.slug));
    expect(plans[0]?.prices.perTransaction).toEqual({ GBP: 0.18, EUR: 0.21, USD: 0.23 });
    const before = await contentVersion(db);
    await db.query(`UPDATE pricing_plans SET fields = jsonb_set(fields, '{prices,perTransaction,EUR}', '0.22') WHERE slug = 'transaction'`);
    expect(await contentVersion(db)).not.toBe(before);
    await db.query(`UPDATE pricing_plans SET fields = jsonb_set(fields, '{prices,perTransaction,EUR}', '0.21') WHERE slug = 'transaction'`);
    expect(await contentVersion(db)).toBe(before);
  });

  test('detail templates are the three record kinds, and nothing inherited', () => {
    expect([isDetailTemplate('video'), isDetailTemplate('blog-post'), isDetailTemplate('toString'), isDetailTemplate(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  test('detail records list every stored record with its last change', async () => {
    const posts = await listDetailRecords(db, 'blog-post');
    expect(posts.map((post) => post.id).toSorted()).toEqual(BLOG_POSTS.map((post) => post.slug).toSorted());
    const seed = BLOG_POSTS[0]!;
    expect(posts.find((post) => post.id === seed.slug)?.updatedAt).toBe(new Date(seed.updatedAt ?? seed.publishedAt).toISOString());
    expect((await listDetailRecords(db, 'case-study')).map((study) => study.id).toSorted()).toEqual(CASE_STUDIES.map((study) => study.slug).toSorted());
    expect((await listDetailRecords(db, 'video')).map((video) => video.id).toSorted()).toEqual(VIDEO_LISTINGS.map((video) => video.videoId).toSorted());
  });

  test('search records: every post with its body and tags', async () => {
    const records = await listBlogPostsForSearch(db);
    expect(records.map((record) => record.slug).toSorted()).toEqual(BLOG_POSTS.map((post) => post.slug).toSorted());
    const seed = BLOG_POSTS[0]!;
    expect(records.find((record) => record.slug === seed.slug)).toEqual({
      slug: seed.slug,
      title: seed.title,
      excerpt: seed.excerpt,
      tags: seed.tags,
      bodyMarkdown: seed.bodyMarkdown,
    });
  });

  test('search records: every case study with what its page shows, newest first, in one read', async () => {
    const records = await listCaseStudiesForSearch(db);
    const newestFirst = CASE_STUDIES.toSorted((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
    expect(records.map((record) => record.slug)).toEqual(newestFirst.map((study) => study.slug));
    expect(records.map((record) => record.slug)).toEqual((await listCaseStudies(db)).map((study) => study.slug));
    for (const seed of CASE_STUDIES) {
      expect(records.find((record) => record.slug === seed.slug)).toEqual({
        slug: seed.slug,
        title: seed.title,
        customer: seed.customer,
        industry: seed.industry,
        summary: seed.summary,
        challenge: seed.challenge,
        solution: seed.solution,
        results: seed.results,
        quote: seed.quote,
        products: seed.products,
      });
    }
  });

  test('case studies version: stable while nothing changes, different after any insert, edit or delete', async () => {
    const original = await caseStudiesVersion(db);
    expect(original).toMatch(new RegExp(`^${CASE_STUDIES.length}:[0-9a-f]{32}$`));
    expect(await caseStudiesVersion(db)).toBe(original);
    const [blog, features] = [await blogPostsVersion(db), await featuresVersion(db)];
    const seen = new Set([original]);
    const expectNewVersion = async () => {
      const version = await caseStudiesVersion(db);
      expect(seen.has(version)).toBe(false);
      seen.add(version);
    };

    await db.query(
      `INSERT INTO case_studies (slug, title, customer, industry, summary, challenge, solution, results, quote, products,
         hero_image_url, hero_image_alt, published_at, updated_at)
       VALUES ('version-probe', 'Version probe', 'Probe Ltd', 'retail', 'A summary.', 'A challenge.', 'A solution.',
         '[{"label": "Probes", "value": 1, "unit": "count", "direction": "increase", "period": "ever"}]', NULL, '{}', '/x.svg', 'x', now(), now())`,
    );
    await expectNewVersion();
    await db.query("UPDATE case_studies SET title = 'Version probe, retitled' WHERE slug = 'version-probe'");
    await expectNewVersion();
    await db.query("UPDATE case_studies SET summary = 'A changed summary.' WHERE slug = 'version-probe'");
    await expectNewVersion();
    // What the page shows beyond the summary counts too, even when `updated_at` is left as it was.
    await db.query("UPDATE case_studies SET challenge = 'A changed challenge.' WHERE slug = 'version-probe'");
    await expectNewVersion();
    await db.query(`UPDATE case_studies SET quote = '{"text": "Probed.", "name": "P. Robe", "role": "Prober"}' WHERE slug = 'version-probe'`);
    await expectNewVersion();
    await db.query("UPDATE case_studies SET products = '{tokenisation}' WHERE slug = 'version-probe'");
    await expectNewVersion();
    await db.query("UPDATE case_studies SET updated_at = updated_at + interval '1 second' WHERE slug = 'version-probe'");
    await expectNewVersion();
    await db.query("DELETE FROM case_studies WHERE slug = 'version-probe'");
    expect(await caseStudiesVersion(db)).toBe(original);
    // The other tables' fingerprints do not move with the case studies.
    expect([await blogPostsVersion(db), await featuresVersion(db)]).toEqual([blog, features]);
  });

  test('content versions: stable while nothing changes, different after any insert, edit or delete', async () => {
    const [blog, features] = [await blogPostsVersion(db), await featuresVersion(db)];
    expect(await blogPostsVersion(db)).toBe(blog);
    expect(await featuresVersion(db)).toBe(features);
    const seen = new Set([blog]);
    const expectNewBlogVersion = async () => {
      const version = await blogPostsVersion(db);
      expect(seen.has(version)).toBe(false);
      seen.add(version);
    };

    await db.query(
      `INSERT INTO blog_posts (slug, title, excerpt, body_markdown, author_name, tags, hero_image_url, hero_image_alt, reading_minutes, published_at, updated_at)
       VALUES ('version-probe', 'Version probe', 'An excerpt.', 'A body.', 'Editor', '{}', '/x.svg', 'x', 1, now(), now())`,
    );
    await expectNewBlogVersion();
    await db.query("UPDATE blog_posts SET excerpt = 'A changed excerpt.' WHERE slug = 'version-probe'");
    await expectNewBlogVersion();
    await db.query("UPDATE blog_posts SET tags = '{probe}' WHERE slug = 'version-probe'");
    await expectNewBlogVersion();
    await db.query("UPDATE blog_posts SET body_markdown = 'A new body.', updated_at = updated_at + interval '1 second' WHERE slug = 'version-probe'");
    await expectNewBlogVersion();
    await db.query("DELETE FROM blog_posts WHERE slug = 'version-probe'");
    expect(await blogPostsVersion(db)).toBe(blog);
    expect(await featuresVersion(db)).toBe(features);

    await db.query("UPDATE features SET description = description || ' Now faster.' WHERE slug = 'dtmf-suppression'");
    const edited = await featuresVersion(db);
    expect(edited).not.toBe(features);
    await db.query("UPDATE features SET description = left(description, -length(' Now faster.')) WHERE slug = 'dtmf-suppression'");
    expect(await featuresVersion(db)).toBe(features);
    expect(await blogPostsVersion(db)).toBe(blog);
  });
});

describeOnEachDatabase('leads and audit log', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    await migrate(db);
  });
  afterAll(() => db.close());

  test('a lead is stored once per idempotency key', async () => {
    const input = lead();
    const first = await saveLead(db, input);
    expect(first.outcome).toBe('created');
    const retry = await saveLead(db, { ...input, fields: { name: 'changed' } });
    expect(retry).toEqual({ outcome: 'existing', id: first.id });
    const stored = await getLead(db, first.id);
    expect(stored).toMatchObject({ form: 'contact', fields: input.fields, idempotencyKey: input.idempotencyKey, spam: false });
    expect((await countLeads(db)).total).toBe(1);
  });

  test('the same key from another form is a conflict, and nothing is stored', async () => {
    const input = lead();
    const first = await saveLead(db, input);
    expect(await saveLead(db, { ...input, form: 'trial' })).toEqual({ outcome: 'conflict', id: first.id, form: 'contact' });
  });

  test('concurrent submits with one key store one lead', async () => {
    const input = lead({ form: 'book-demo' });
    const results = await Promise.all(Array.from({ length: 5 }, () => saveLead(db, input)));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.outcome === 'created')).toHaveLength(1);
  });

  test('spam is kept apart from real leads', async () => {
    await saveLead(db, lead({ spam: true }));
    const counts = await countLeads(db);
    expect(counts.spam).toBe(1);
    expect((await listLeads(db)).every((entry) => !entry.spam)).toBe(true);
    expect((await listLeads(db, { includeSpam: true })).some((entry) => entry.spam)).toBe(true);
  });

  test('the database rejects an unknown form', async () => {
    await expect(saveLead(db, lead({ form: 'newsletter' as never }))).rejects.toThrow();
  });

  test('audit entries are listed newest first', async () => {
    await recordAudit(db, { actor: 'editor@keyline.example', action: 'blog.update', entityType: 'blog_post', entityId: 'x', details: { field: 'title' } });
    const [entry] = await listAudit(db, { limit: 1 });
    expect(entry).toMatchObject({
      actor: 'editor@keyline.example',
      action: 'blog.update',
      entityType: 'blog_post',
      entityId: 'x',
      details: { field: 'title' },
    });
  });

  test('the audit log is append-only: an entry can be neither changed nor removed', async () => {
    const id = await recordAudit(db, { actor: 'admin@keyline.example', action: 'user.role-change', entityType: 'admin_user', ipHash: 'abc' });
    await expect(db.query("UPDATE audit_log SET actor = 'someone-else' WHERE id = $1", [id])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log WHERE id = $1', [id])).rejects.toThrow(/append-only/);
    expect((await listAudit(db, { limit: 1 }))[0]).toMatchObject({ id, actor: 'admin@keyline.example', ipHash: 'abc' });
  });

  test('audit entries filter by actor, by action or action prefix, and page by id', async () => {
    for (const [actor, action] of [
      ['a@x.example', 'auth.sign-in'],
      ['b@x.example', 'auth.sign-out'],
      ['a@x.example', 'token.create'],
      ['a@x.example', 'auth.sign-out'],
    ]) {
      await recordAudit(db, { actor: actor ?? '', action: action ?? '', entityType: 'test' });
    }
    expect((await listAudit(db, { actor: 'a@x.example' })).map((entry) => entry.action)).toEqual(['auth.sign-out', 'token.create', 'auth.sign-in']);
    expect((await listAudit(db, { action: 'auth.' })).map((entry) => entry.actor)).toEqual(['a@x.example', 'b@x.example', 'a@x.example']);
    expect((await listAudit(db, { action: 'auth.sign-out', actor: 'b@x.example' })).map((entry) => entry.action)).toEqual(['auth.sign-out']);
    const [newest] = await listAudit(db, { limit: 1 });
    expect((await listAudit(db, { beforeId: newest?.id, limit: 1 }))[0]?.action).toBe('token.create');
  });
});

describe('embedded database in a folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-db-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('keeps data across restarts and refuses to share its folder with a second open', async () => {
    const warnings: string[] = [];
    const first = await openDatabase({ dataDir: dir });
    expect(first.location).toBe(dir);
    await migrate(first);
    await recordAudit(first, { actor: 'a', action: 'persisted', entityType: 'test' });
    // A second open while the first holds the folder falls back to memory, with a warning.
    const second = await openDatabase({ dataDir: dir, onWarning: (message) => warnings.push(message) });
    expect(second.location).toBe('memory');
    expect(warnings[0]).toMatch(/in use by process/);
    await second.close();
    // An exclusive open (deploy-local's) is refused instead, naming the holder.
    await expect(openDatabase({ dataDir: dir, exclusive: true })).rejects.toThrow(new DataDirInUseError(dir, process.pid));
    await first.close();
    const reopened = await openDatabase({ dataDir: dir });
    expect(await migrate(reopened)).toEqual([]);
    expect((await listAudit(reopened)).map((entry) => entry.action)).toEqual(['persisted']);
    await reopened.close();
  });

  test('redactUrl hides the password', () => {
    expect(redactUrl('postgres://user:secret@db.internal:5432/site')).toBe('postgres://user:***@db.internal:5432/site');
  });
});
