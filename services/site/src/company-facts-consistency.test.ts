import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FACTS, type FactName } from '@site/contracts/company-facts';
import { factStatements, factValue } from '@site/contracts/company-fact-statements';
import { BLOG_POSTS } from '@site/db/seed/blog-posts';
import { CASE_STUDIES } from '@site/db/seed/case-studies';
import { FEATURES } from '@site/db/seed/features';
import { seedVideos } from '@site/db/seed/videos';
import { recordingFieldsOf } from '@site/media/recordings';
import { expect, test } from 'vitest';
import { loadConfig } from './config.ts';

/**
 * One value per company fact across everything the site says: every page content file of the
 * shell and every section, and the content database's seed (posts, case studies, video
 * transcripts, features). A page that states a fact differently from FACTS fails here. The site
 * server is where every section's pages and the seed meet, so the check lives beside it.
 */

const REPO = loadConfig({}).repoRoot;
/** The seed's video records: each listing with its recording's title and transcript, which say facts too. */
const VIDEOS = seedVideos(recordingFieldsOf);
const CONTENT_DIRS = ['shell/src/content', ...readdirSync(path.join(REPO, 'remotes')).map((section) => `remotes/${section}/src/content`)];

function contentFiles(dir: string): string[] {
  const absolute = path.join(REPO, dir);
  try {
    return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(absolute, file));
  } catch {
    return [];
  }
}

/** Every piece of text in a value; a stats item reads as "value label", as a visitor reads it. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const stat = typeof record.value === 'string' && typeof record.label === 'string' ? [`${record.value} ${record.label}`] : [];
    return [...stat, ...Object.values(record).flatMap(texts)];
  }
  return [];
}

test('every statement of a company fact on the site gives the value in FACTS', async () => {
  const sources: { source: string; text: string }[] = [];
  for (const file of CONTENT_DIRS.flatMap(contentFiles)) {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    for (const text of texts(module.default)) sources.push({ source: path.relative(REPO, file), text });
  }
  for (const [source, records] of Object.entries({ 'blog posts': BLOG_POSTS, 'case studies': CASE_STUDIES, videos: VIDEOS, features: FEATURES })) {
    for (const text of texts(records)) sources.push({ source: `seed ${source}`, text });
  }
  expect(sources.length).toBeGreaterThan(1000);

  const seen = new Map<FactName, number>();
  const wrong: string[] = [];
  for (const { source, text } of sources) {
    for (const statement of factStatements(text)) {
      seen.set(statement.fact, (seen.get(statement.fact) ?? 0) + 1);
      if (statement.stated !== factValue(statement.fact)) wrong.push(`${source}: “${statement.context}” (FACTS.${statement.fact} is ${FACTS[statement.fact]})`);
    }
  }
  expect(wrong).toEqual([]);
  // Every fact is stated somewhere, so the wordings above really are what pages say.
  expect([...seen.keys()].toSorted()).toEqual(Object.keys(FACTS).toSorted());
});
