/**
 * What the site server does for a browser that opened a draft preview link (services/content's
 * draft-preview): the bar in `/remotes.json`, and the draft's public page served to it even
 * before the record exists, unrendered, uncached and unindexed.
 */
import type { FastifyRequest } from 'fastify';
import { publicPathOf, titleOfDraft } from '@site/contracts/content-editing';
import { blogPostRecord, caseStudyRecord, videoRecord, type DetailRecord } from '@site/contracts/page-head';
import type { ActiveDraftPreview } from '@site/contracts/remotes-manifest';
import { draftPreviewOf } from '@site/content/draft-preview';
import { draftBlogPost, draftCaseStudy, draftVideo } from '@site/content/draft-records';
import type { Queryable } from '@site/db/database';
import type { EntryRecord } from '@site/db/editorial-repository';

export interface DraftPreviews {
  /** The preview this browser has open, for its bar. */
  active(request: FastifyRequest): Promise<ActiveDraftPreview | undefined>;
  /** When this request previews the draft shown at `path`: the record it shows (undefined for a list page: features, pricing plans). */
  onPage(request: FastifyRequest, path: string): Promise<{ record: DetailRecord | undefined } | undefined>;
}

const pagePathOf = (entry: EntryRecord) => publicPathOf(entry.type, entry.slug).split('#')[0] ?? '/';

function recordOf(entry: EntryRecord): DetailRecord | undefined {
  switch (entry.type) {
    case 'blog-post':
      return blogPostRecord(draftBlogPost(entry));
    case 'case-study':
      return caseStudyRecord(draftCaseStudy(entry));
    case 'video':
      return videoRecord(draftVideo(entry));
    case 'feature':
    case 'pricing-plan':
      return undefined;
  }
}

export function draftPreviews(db: Queryable, secret: string): DraftPreviews {
  return {
    async active(request) {
      const preview = await draftPreviewOf(request, db, secret);
      if (!preview) return undefined;
      return { title: titleOfDraft(preview.entry.data), path: pagePathOf(preview.entry), expiresAt: new Date(preview.expiresAt).toISOString() };
    },
    async onPage(request, path) {
      const preview = await draftPreviewOf(request, db, secret);
      if (!preview || pagePathOf(preview.entry) !== path) return undefined;
      return { record: recordOf(preview.entry) };
    },
  };
}
