import type { Browser } from 'playwright-core';
import { BLOG_POSTS } from '@site/db/seed/blog-posts';
import { CASE_STUDIES } from '@site/db/seed/case-studies';
import { VIDEO_LISTINGS } from '@site/db/seed/videos';
import { NetworkRecorder, sumBytes, type LoadedResource } from './browser.ts';

/** One page of each kind, as a visitor reads it to the end at 1440 px. */
export const MEDIA_PAGES = [
  { type: 'home', path: '/' },
  { type: 'solution', path: '/solutions/agent-assisted' },
  { type: 'industry', path: '/industries/banking' },
  { type: 'partner', path: '/partners' },
  { type: 'blog list', path: '/resources/blog' },
  { type: 'blog post', path: `/resources/blog/${BLOG_POSTS[0]?.slug ?? ''}` },
  { type: 'case study', path: `/resources/case-studies/${CASE_STUDIES[0]?.slug ?? ''}` },
  { type: 'video (not played)', path: `/resources/videos/${VIDEO_LISTINGS[0]?.videoId ?? ''}` },
  { type: 'pricing', path: '/pricing' },
  { type: 'contact', path: '/contact' },
] as const;

export interface MediaBytes {
  type: string;
  path: string;
  images: number;
  imageBodyBytes: number;
  videoBodyBytes: number;
}

/** Scrolls down a screen at a time, as a reader would (a string: this package's types have no DOM). */
const READ_TO_THE_END = `(async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})()`;

const isImage = (resource: LoadedResource) => resource.type === 'Image' || /^image\//i.test(resource.mimeType);
const isVideo = (resource: LoadedResource) => resource.type === 'Media' || /^(video|text\/vtt)/i.test(resource.mimeType);

/**
 * Image and video bytes (compressed bodies) each kind of page costs a visitor who scrolls to its
 * end, in a fresh context (empty cache): lazy images load as they come into view; a video page's
 * recording is not fetched until it is played (`preload="none"`), so only its poster counts.
 */
export async function measureMediaBytes(browser: Browser, baseUrl: string): Promise<MediaBytes[]> {
  const results: MediaBytes[] = [];
  for (const { type, path } of MEDIA_PAGES) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const recorder = await NetworkRecorder.attach(context, page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle', timeout: 30_000 });
      await page.evaluate(READ_TO_THE_END);
      await page.waitForLoadState('networkidle');
      const resources = recorder.resourcesSince();
      const images = resources.filter(isImage);
      results.push({
        type,
        path,
        images: images.length,
        imageBodyBytes: sumBytes(images, 'bodyBytes'),
        videoBodyBytes: sumBytes(resources.filter(isVideo), 'bodyBytes'),
      });
    } finally {
      await context.close();
    }
  }
  return results;
}
