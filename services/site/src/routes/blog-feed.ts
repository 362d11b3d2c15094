import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@site/db/database';
import { listBlogPosts } from '@site/db/content-repository';
import type { BlogPostSummary } from '@site/db/content-types';
import { COMPANY } from '@site/contracts/site-links';
import { detailPathOf } from '@site/contracts/detail-urls';
import { escapeXml } from './sitemap-xml.ts';

export const BLOG_FEED_PATH = '/resources/blog/feed.xml';
const FEED_SIZE = 20;

/** The blog as an Atom 1.0 feed (RFC 4287): the newest posts, each with its summary, author and tags. */
export function blogFeed(origin: string, posts: readonly BlogPostSummary[]): string {
  const updated = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), '1970-01-01T00:00:00.000Z');
  const entries = posts.map((post) => {
    const url = `${origin}${detailPathOf('blog-post', post.slug)}`;
    return [
      '<entry>',
      `<id>${escapeXml(url)}</id>`,
      `<title>${escapeXml(post.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<published>${post.publishedAt}</published>`,
      `<updated>${post.updatedAt}</updated>`,
      `<author><name>${escapeXml(post.author.name)}</name></author>`,
      ...post.tags.map((tag) => `<category term="${escapeXml(tag)}"/>`),
      `<summary>${escapeXml(post.excerpt)}</summary>`,
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${escapeXml(`${origin}/resources/blog`)}</id>`,
    `<title>${escapeXml(`${COMPANY.name} blog`)}</title>`,
    `<subtitle>Secure payments, PCI DSS and contact-centre compliance</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${BLOG_FEED_PATH}`)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(`${origin}/resources/blog`)}"/>`,
    `<updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export async function blogFeedRoute(app: FastifyInstance, { db, origin }: { db: Queryable; origin: string }) {
  app.get(BLOG_FEED_PATH, async (_request, reply) => {
    const { items } = await listBlogPosts(db, { page: 1, pageSize: FEED_SIZE });
    return reply.header('cache-control', 'public, max-age=300').type('application/atom+xml; charset=utf-8').send(blogFeed(origin, items));
  });
}
