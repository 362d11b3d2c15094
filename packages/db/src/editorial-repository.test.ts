/**
 * Content entries on each database engine: drafts, the revision check, publishing into the public
 * tables, slug redirects, adoption of seeded records, and uploaded images.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkPublishable, type BlogPostFields } from '@site/contracts/content-editing';
import { getBlogPost, listBlogBodiesWithoutHtml, listFeatures, storeBlogBodyHtml } from './content-repository.ts';
import type { Database } from './database.ts';
import {
  adoptPublishedRecords,
  createEntry,
  EntryConflict,
  findSlugRedirect,
  getEntry,
  listDraftBodiesWithoutHtml,
  publishEntry,
  restoreRevision,
  saveEntry,
  storeDraftBodyHtml,
  unpublishEntry,
} from './editorial-repository.ts';
import { deleteMedia, getMedia, getMediaVariant, listMedia, mediaUses, saveMedia, saveMediaVariant, setMediaAlt } from './media-repository.ts';
import { migrate } from './migrate.ts';
import { readUnadoptedFields } from './publication.ts';
import { seedDatabase } from './seed/seed.ts';
import { describeOnEachDatabase, openTestDatabase } from './test-databases.ts';
import { TEST_SEED_SOURCES } from './test-support/seed-sources.ts';

const post = (slug: string, title = 'A title'): BlogPostFields => ({
  slug,
  title,
  excerpt: 'An excerpt.',
  bodyMarkdown: 'Some words to read.',
  author: { name: 'Dana', role: '' },
  tags: ['pci-dss'],
  heroImage: { url: '/images/blog/a.svg', alt: 'A cover' },
  seoTitle: 'Search title',
  seoDescription: '',
});

describeOnEachDatabase('content entries', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    await migrate(db);
    await seedDatabase(db, TEST_SEED_SOURCES);
  });
  afterAll(() => db.close());

  test('every seeded record is adopted once as a published entry', async () => {
    const adopt = () => db.transaction((tx) => adoptPublishedRecords(tx, (type) => readUnadoptedFields(tx, type)));
    for (const type of ['blog-post', 'case-study', 'video', 'feature'] as const) {
      for (const fields of await readUnadoptedFields(db, type)) expect(checkPublishable(type, fields), `${type} ${fields.slug}`).toMatchObject({ ok: true });
    }
    const first = await adopt();
    expect(first).toBeGreaterThan(10);
    expect(await adopt()).toBe(0);
  });

  test('a stale revision is refused; publishing writes the public row; a new slug redirects from the old', async () => {
    const entry = await db.transaction((tx) =>
      createEntry(tx, { type: 'blog-post', data: post('engine-test'), bodyHtml: '<p>First</p>\n', actor: 'a@keyline.example' }),
    );
    expect(entry.bodyHtml).toBe('<p>First</p>\n');
    const saved = await db.transaction((tx) =>
      saveEntry(tx, { id: entry.id, revision: entry.revision, data: post('engine-test', 'Second'), bodyHtml: '<p>Second</p>\n', actor: 'a@keyline.example' }),
    );
    await expect(
      db.transaction((tx) =>
        saveEntry(tx, { id: entry.id, revision: entry.revision, data: post('engine-test', 'Stale'), bodyHtml: '<p>Stale</p>\n', actor: 'b@keyline.example' }),
      ),
    ).rejects.toBeInstanceOf(EntryConflict);
    const { entry: live } = await db.transaction((tx) =>
      publishEntry(tx, { id: entry.id, revision: saved.revision, fields: post('engine-test', 'Second'), actor: 'a@keyline.example' }),
    );
    // The public row carries the HTML the draft was saved with: publishing renders nothing.
    expect(await getBlogPost(db, 'engine-test')).toMatchObject({
      title: 'Second',
      seoTitle: 'Search title',
      seoDescription: null,
      bodyHtml: '<p>Second</p>\n',
    });
    const renamed = await db.transaction((tx) =>
      saveEntry(tx, {
        id: entry.id,
        revision: live.revision,
        data: post('engine-test-renamed', 'Second'),
        bodyHtml: '<p>Second</p>\n',
        actor: 'a@keyline.example',
      }),
    );
    await db.transaction((tx) =>
      publishEntry(tx, { id: entry.id, revision: renamed.revision, fields: post('engine-test-renamed', 'Second'), actor: 'a@keyline.example' }),
    );
    expect(await getBlogPost(db, 'engine-test')).toBeNull();
    expect(await findSlugRedirect(db, 'blog-post', 'engine-test')).toBe('engine-test-renamed');
    const current = await getEntry(db, entry.id);
    await db.transaction((tx) => unpublishEntry(tx, { id: entry.id, revision: current?.revision ?? 0, actor: 'a@keyline.example' }));
    expect(await getBlogPost(db, 'engine-test-renamed')).toBeNull();
    // The redirect leads nowhere while its target is not published: the old URL is a 404 again.
    expect(await findSlugRedirect(db, 'blog-post', 'engine-test')).toBeNull();
  });

  test('a feature publishes into the features list', async () => {
    const data = { slug: 'engine-feature', title: 'Engine feature', description: 'It works.', category: 'phone' as const, solutionPath: null, sortOrder: 0 };
    const entry = await db.transaction((tx) => createEntry(tx, { type: 'feature', data, bodyHtml: null, actor: 'a@keyline.example' }));
    await db.transaction((tx) => publishEntry(tx, { id: entry.id, revision: entry.revision, fields: data, actor: 'a@keyline.example' }));
    expect((await listFeatures(db)).find((feature) => feature.slug === 'engine-feature')).toMatchObject({ title: 'Engine feature', category: 'phone' });
  });

  test('a restored revision is the draft with the HTML rendered for it', async () => {
    const entry = await db.transaction((tx) =>
      createEntry(tx, { type: 'blog-post', data: post('restore-test', 'One'), bodyHtml: '<p>One</p>\n', actor: 'a@keyline.example' }),
    );
    const saved = await db.transaction((tx) =>
      saveEntry(tx, { id: entry.id, revision: entry.revision, data: post('restore-test', 'Two'), bodyHtml: '<p>Two</p>\n', actor: 'a@keyline.example' }),
    );
    const restored = await db.transaction((tx) =>
      restoreRevision(tx, { id: entry.id, revision: saved.revision, from: entry.revision, bodyHtml: '<p>One again</p>\n', actor: 'a@keyline.example' }),
    );
    expect(restored).toMatchObject({ bodyHtml: '<p>One again</p>\n', data: { title: 'One' } });
  });

  test('bodies stored without HTML are listed in batches until their HTML is stored, and only for the body it was rendered from', async () => {
    const insert = (slug: string) =>
      db.query(
        `INSERT INTO blog_posts (slug, title, excerpt, body_markdown, author_name, tags, hero_image_url, hero_image_alt, reading_minutes, published_at, updated_at)
         VALUES ($1, 'Old', 'An excerpt.', $2, 'Editor', '{}', '/x.svg', 'x', 1, now(), now())`,
        [slug, `Body of ${slug}`],
      );
    await insert('without-html-1');
    await insert('without-html-2');
    const everyPost = async () => {
      const slugs: string[] = [];
      for (let after: string | undefined; ;) {
        const batch = await listBlogBodiesWithoutHtml(db, { limit: 1, after });
        slugs.push(...batch.map((row) => row.slug));
        after = batch.at(-1)?.cursor;
        if (batch.length < 1) return slugs;
      }
    };
    expect(await everyPost()).toEqual(expect.arrayContaining(['without-html-1', 'without-html-2']));
    await storeBlogBodyHtml(db, 'without-html-1', 'Another body', '<p>stale</p>');
    expect((await getBlogPost(db, 'without-html-1'))?.bodyHtml).toBeNull();
    await storeBlogBodyHtml(db, 'without-html-1', 'Body of without-html-1', '<p>Body of without-html-1</p>\n');
    expect((await getBlogPost(db, 'without-html-1'))?.bodyHtml).toBe('<p>Body of without-html-1</p>\n');
    expect(await everyPost()).not.toContain('without-html-1');

    const draft = await db.transaction((tx) =>
      createEntry(tx, { type: 'blog-post', data: post('draft-without-html'), bodyHtml: null, actor: 'a@keyline.example' }),
    );
    const drafts = await listDraftBodiesWithoutHtml(db, { limit: 1000 });
    expect(drafts).toContainEqual({ id: draft.id, revision: draft.revision, bodyMarkdown: 'Some words to read.' });
    await storeDraftBodyHtml(db, draft.id, draft.revision + 1, '<p>not this revision</p>');
    expect((await getEntry(db, draft.id))?.bodyHtml).toBeNull();
    await storeDraftBodyHtml(db, draft.id, draft.revision, '<p>Some words to read.</p>\n');
    expect(await getEntry(db, draft.id)).toMatchObject({ bodyHtml: '<p>Some words to read.</p>\n', revision: draft.revision });
  });

  test('an uploaded image round-trips byte for byte, once', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const media = { id: 'a'.repeat(32), contentType: 'image/png', bytes, width: 1, height: 1, uploadedBy: 'a@keyline.example' };
    expect(await saveMedia(db, media)).toBe(true);
    expect(await saveMedia(db, media)).toBe(false);
    expect((await getMedia(db, media.id))?.bytes.equals(bytes)).toBe(true);
  });

  test('the library says where an image is used, live or only in a draft, and a deleted image takes its copies with it', async () => {
    const image = (id: string) => ({ id, contentType: 'image/png', bytes: Buffer.from(id), width: 1200, height: 600, uploadedBy: 'e@keyline.example' });
    const [cover, inBody, unused] = ['c'.repeat(32), 'd'.repeat(32), 'e'.repeat(32)];
    for (const id of [cover, inBody, unused]) await saveMedia(db, image(id));
    const draft = await createEntry(db, {
      type: 'blog-post',
      data: { ...post('media-uses', 'Where images are'), heroImage: { url: `/media/${cover}.png`, alt: 'A cover' } },
      bodyHtml: null,
      actor: 'e@keyline.example',
    });
    const published = await publishEntry(db, { id: draft.id, revision: draft.revision, fields: draft.data as BlogPostFields, actor: 'e@keyline.example' });
    // A later draft adds a body image the live version does not show yet.
    await saveEntry(db, {
      id: draft.id,
      revision: published.entry.revision,
      data: { ...published.entry.data, bodyMarkdown: `Look: ![](/media/${inBody}.png)` },
      bodyHtml: null,
      actor: 'e@keyline.example',
    });

    const uses = await mediaUses(db, [cover, inBody, unused]);
    expect(uses).toEqual([
      { mediaId: cover, entryId: draft.id, type: 'blog-post', title: 'Where images are', live: true },
      { mediaId: inBody, entryId: draft.id, type: 'blog-post', title: 'Where images are', live: false },
    ]);

    expect(await setMediaAlt(db, unused, 'A chart of refunds')).toMatchObject({ id: unused, alt: 'A chart of refunds', width: 1200 });
    expect(await setMediaAlt(db, 'f'.repeat(32), 'nobody')).toBeNull();
    expect((await listMedia(db, [unused]))[0]).toMatchObject({ alt: 'A chart of refunds', byteSize: 32, uploadedBy: 'e@keyline.example' });

    await saveMediaVariant(db, unused, { width: 480, height: 240, contentType: 'image/webp', bytes: Buffer.from('small') });
    expect((await getMediaVariant(db, unused, 480))?.bytes.toString()).toBe('small');
    expect(await deleteMedia(db, unused)).toBe(true);
    expect(await getMediaVariant(db, unused, 480)).toBeNull();
    expect(await deleteMedia(db, unused)).toBe(false);

    // A save that names an upload deleted meanwhile is refused, not stored with a missing image.
    const current = await getEntry(db, draft.id);
    await expect(
      saveEntry(db, {
        id: draft.id,
        revision: current?.revision ?? 0,
        data: { ...current?.data, bodyMarkdown: `![](/media/${unused}.png)` },
        bodyHtml: null,
        actor: 'e@keyline.example',
      }),
    ).rejects.toThrow(/An image this record shows was deleted from the media library/);
  });
});
