/**
 * The site paths a build links to that a section owns (`sectionForPath`): read from the files it
 * ships (scripts and page documents), as string literals such as "/legal/privacy-policy". A
 * section's pages, its own and other sections', are a contract between builds: the registry
 * refuses a version that removes a path something live links to, or that links to a path nothing
 * live serves (services/registry/src/link-gate.ts). Paths the shell owns are its own business.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sectionForPath } from '@site/contracts/sections';

/** A quoted site path: lower-case segments, ending at the quote, a query or a fragment. */
const QUOTED_PATH = /["'`](\/[a-z][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)\/?["'`?#]/g;
const SHIPPED = /\.(js|html)$/;

/** The section-owned paths named in `text`, without trailing slashes. */
export function siteLinksIn(text: string): string[] {
  const links = new Set<string>();
  for (const [, link = ''] of text.matchAll(QUOTED_PATH)) if (sectionForPath(link)) links.add(link);
  return [...links];
}

/** Every section-owned path the shipped files in `outDir` name, sorted. */
export async function siteLinksOf(outDir: string): Promise<string[]> {
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && SHIPPED.test(entry.name));
  const links = new Set<string>();
  for (const file of files) for (const link of siteLinksIn(await readFile(path.join(file.parentPath, file.name), 'utf8'))) links.add(link);
  return [...links].toSorted();
}
