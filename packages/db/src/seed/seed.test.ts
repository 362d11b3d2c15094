import { describe, expect, test } from 'vitest';
import { caseStudyClaimProblems } from '@site/contracts/case-study-claims';
import { checkPublishable } from '@site/contracts/content-editing';
import { BLOG_POSTS } from './blog-posts.ts';
import { CASE_STUDIES } from './case-studies.ts';
import { FEATURES } from './features.ts';
import { PRICING_PLANS } from './pricing-plans.ts';
import { readingMinutes } from '../reading-time.ts';
import { TEST_SEED_SOURCES } from '../test-support/seed-sources.ts';
import { seedVideos, VIDEO_LISTINGS } from './videos.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const unique = (values: string[]) => new Set(values).size === values.length;

describe('seed content', () => {
  test('has at least the counts the site needs', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(12);
    expect(CASE_STUDIES.length).toBeGreaterThanOrEqual(6);
    expect(VIDEO_LISTINGS.length).toBeGreaterThanOrEqual(6);
  });

  // No two videos' transcripts are the same: @site/media's tests check that, where the scripts are.
  test('slugs and ids are valid and unique; no two bodies are the same', () => {
    for (const slugs of [
      BLOG_POSTS.map((post) => post.slug),
      CASE_STUDIES.map((study) => study.slug),
      VIDEO_LISTINGS.map((video) => video.videoId),
      FEATURES.map((feature) => feature.slug),
    ]) {
      expect(unique(slugs)).toBe(true);
      for (const slug of slugs) expect(slug).toMatch(SLUG);
    }
    expect(unique(BLOG_POSTS.map((post) => post.bodyMarkdown))).toBe(true);
    expect(unique(BLOG_POSTS.map((post) => post.title))).toBe(true);
    expect(unique(CASE_STUDIES.map((study) => study.challenge))).toBe(true);
    expect(unique(FEATURES.map((feature) => feature.description))).toBe(true);
  });

  test('a video record is its listing with its produced fields; one not produced stops the seed, saying what to run', () => {
    const videos = seedVideos(TEST_SEED_SOURCES.videoMedia);
    expect(videos.map((video) => video.videoId)).toEqual(VIDEO_LISTINGS.map((listing) => listing.videoId));
    expect(videos[0]).toEqual({ ...VIDEO_LISTINGS[0], ...TEST_SEED_SOURCES.videoMedia(VIDEO_LISTINGS[0]!.videoId) });
    const unproduced = VIDEO_LISTINGS.at(-1)!.videoId;
    expect(() => seedVideos((videoId) => (videoId === unproduced ? null : TEST_SEED_SOURCES.videoMedia(videoId)))).toThrow(
      `video ${unproduced} has no produced recording: run npm run videos --workspace @site/media`,
    );
  });

  test('blog bodies are real multi-paragraph Markdown, with no placeholder text', () => {
    for (const post of BLOG_POSTS) {
      expect(post.bodyMarkdown.split(/\n\s*\n/).length, post.slug).toBeGreaterThanOrEqual(4);
      expect(post.bodyMarkdown).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i);
      expect(new Date(post.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.publishedAt).getTime());
    }
  });

  test('every case study has measured results', () => {
    for (const study of CASE_STUDIES) {
      expect(study.results.length, study.slug).toBeGreaterThanOrEqual(2);
      for (const result of study.results) expect(Number.isFinite(result.value)).toBe(true);
    }
  });

  test('every case study names its customer, says only what its results show, and quotes a named person at that customer', () => {
    for (const study of CASE_STUDIES) {
      expect(caseStudyClaimProblems(study, study.results), study.slug).toEqual([]);
      expect(study.title, study.slug).toContain(study.customer);
      expect(study.quote?.role, study.slug).toMatch(new RegExp(`, ${study.customer}$`));
      // A person's name, not a job title standing in for one.
      expect(study.quote?.name, study.slug).toMatch(/^(?:Dr )?[A-Z][a-z]+ [A-Z][a-z]+$/);
    }
  });

  test('every seeded plan could be published as it is: each price in every currency, never some', () => {
    for (const plan of PRICING_PLANS) expect(checkPublishable('pricing-plan', plan), plan.slug).toMatchObject({ ok: true });
  });

  test('features cover every capability the site names', () => {
    const slugs = FEATURES.map((feature) => feature.slug);
    for (const capability of [
      'agent-assisted-payments',
      'dtmf-suppression',
      'channel-separation',
      'ivr-payments',
      'payment-links',
      'automated-payments',
      'pay-by-bank',
      'keypad-payments',
      'video-meeting-payments',
      'sensitive-data-capture-for-ai',
      'tokenisation',
      'recurring-payments',
      'reporting-and-reconciliation',
    ])
      expect(slugs).toContain(capability);
  });

  test('readingMinutes rounds words at 220 a minute, at least 1', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(660))).toBe(3);
  });
});
