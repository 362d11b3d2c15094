/**
 * When each page last changed, for the sitemap's `lastmod`: the `updated` date its content file
 * states, or else the date of the last commit that touched the file the page is made of (its
 * content file, or its page component). Never the build time: a rebuild changes nothing a search
 * engine should re-crawl for. A file with uncommitted changes, or a build outside a git checkout,
 * gives no date, and the sitemap then leaves `lastmod` out.
 */
import { execFileSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parsePageContent } from '@site/contracts/page-content-schema';
import type { RouteEntry, RouteTable } from '@site/contracts/route-entry';
import { contentFile } from './page-documents.ts';

/** The folders whose files pages are made of. */
const PAGE_SOURCE_DIRS = ['src/content', 'src/pages'];

function git(appDir: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: appDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/**
 * The date (YYYY-MM-DD) of the last commit touching each committed, unmodified file under the
 * page folders, keyed by its path relative to `appDir` (with `/`), from one `git log`.
 */
export function lastCommitDates(appDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  const log = git(appDir, ['log', '--format=%x00%cs', '--name-only', '--relative', '--', ...PAGE_SOURCE_DIRS]);
  if (log === undefined) return dates;
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1);
    else if (line && date && !dates.has(line)) dates.set(line, date);
  }
  // The short format (unlike --porcelain) gives paths relative to appDir, as the log above does.
  const changed =
    git(appDir, ['-c', 'status.relativePaths=true', '-c', 'core.quotePath=false', 'status', '--short', '--untracked-files=all', '--', ...PAGE_SOURCE_DIRS]) ??
    '';
  for (const line of changed.split('\n')) {
    // "XY path" or "XY old -> new".
    const file = line.slice(3).split(' -> ').at(-1);
    if (file) dates.delete(file);
  }
  return dates;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function declaredUpdate(appDir: string, relative: string): Promise<string | undefined> {
  const module = (await import(pathToFileURL(path.join(appDir, relative)).href)) as { default?: unknown };
  return parsePageContent(module.default, relative).updated;
}

const toPosix = (file: string): string => file.split(path.sep).join('/');

async function routeLastModified(appDir: string, route: RouteEntry, commitDates: ReadonlyMap<string, string>): Promise<string | undefined> {
  const content = contentFile(route);
  if (await isFile(path.join(appDir, content))) {
    return (await declaredUpdate(appDir, content)) ?? commitDates.get(toPosix(content));
  }
  return commitDates.get(toPosix(path.join('src', 'pages', `${route.componentPath}.tsx`)));
}

/** The table with `meta.lastModified` filled in wherever an author did not set it and a date is known. */
export async function withLastModified(appDir: string, table: RouteTable, commitDates = lastCommitDates(appDir)): Promise<RouteTable> {
  const routes = await Promise.all(
    table.routes.map(async (route) => {
      if (route.meta.lastModified !== undefined) return route;
      const lastModified = await routeLastModified(appDir, route, commitDates);
      return lastModified === undefined ? route : { ...route, meta: { ...route.meta, lastModified } };
    }),
  );
  return { ...table, routes };
}
