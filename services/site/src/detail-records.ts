/**
 * The record a detail page shows (`/resources/blog/:slug` and the like), read from the content
 * database for the page's head tags; null when there is none, which makes the page a true 404.
 */
import { blogPostRecord, caseStudyRecord, videoRecord, type DetailRecord } from '@site/contracts/page-head';
import { getBlogPost, getCaseStudy, getVideo, type DetailTemplate } from '@site/db/content-repository';
import type { Queryable } from '@site/db/database';

export type DetailRecords = (template: DetailTemplate, id: string) => Promise<DetailRecord | null>;

export function contentDetailRecords(db: Queryable): DetailRecords {
  return async (template, id) => {
    switch (template) {
      case 'blog-post': {
        const post = await getBlogPost(db, id);
        return post && blogPostRecord(post);
      }
      case 'case-study': {
        const study = await getCaseStudy(db, id);
        return study && caseStudyRecord(study);
      }
      case 'video': {
        const video = await getVideo(db, id);
        return video && videoRecord(video);
      }
    }
  };
}
