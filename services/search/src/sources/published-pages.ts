/**
 * Reading what one app published about its pages: `page-documents.json` beside its build, checked
 * against the contract. A build from before search existed has only its `route-table.json`; its
 * indexable pages are then indexed by title and description, with a warning.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PAGE_DOCUMENTS_FILE, type PageDocument } from '@site/contracts/page-documents';
import { isIndexable, ROUTE_CATEGORIES } from '@site/contracts/route-entry';
import { routeTableSchema } from '@site/contracts/route-entry-schema';

const ROUTE_TABLE_FILE = 'route-table.json';

const pageDocumentsSchema = z.array(
  z.object({
    url: z.string().regex(/^\/[^\s]*$/, 'a site path'),
    title: z.string().min(1),
    description: z.string(),
    category: z.enum(ROUTE_CATEGORIES),
    headings: z.array(z.string()),
    body: z.string(),
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
  }),
);

export type Warn = (details: object, message: string) => void;

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The page documents an app's build folder publishes; an empty list for a folder with neither file. */
export async function readPublishedPages(buildDir: string, warn: Warn): Promise<PageDocument[]> {
  const file = path.join(buildDir, PAGE_DOCUMENTS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (!isMissing(error)) throw error;
    return fromRouteTable(buildDir, warn);
  }
  return parsePageDocuments(JSON.parse(text), file);
}

/** Page documents checked against the contract; the error names where they came from. */
export function parsePageDocuments(value: unknown, from: string): PageDocument[] {
  const parsed = pageDocumentsSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${from} does not match the page documents contract:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

async function fromRouteTable(buildDir: string, warn: Warn): Promise<PageDocument[]> {
  let text: string;
  try {
    text = await readFile(path.join(buildDir, ROUTE_TABLE_FILE), 'utf8');
  } catch (error) {
    if (!isMissing(error)) throw error;
    warn({ buildDir }, `no ${PAGE_DOCUMENTS_FILE} or ${ROUTE_TABLE_FILE}: this build adds no pages to search`);
    return [];
  }
  warn({ buildDir }, `no ${PAGE_DOCUMENTS_FILE}: its pages are searchable by title and description only until it is rebuilt`);
  return routeTableSchema
    .parse(JSON.parse(text))
    .routes.filter((route) => isIndexable(route) && route.redirect === undefined)
    .map((route) => ({ url: route.path, title: route.title, description: route.description, category: route.category, headings: [], body: '' }));
}

/** A cheap stamp of a build folder's published pages: changes when either file is rewritten. */
export async function buildStamp(buildDir: string): Promise<string> {
  const stamps = await Promise.all(
    [PAGE_DOCUMENTS_FILE, ROUTE_TABLE_FILE].map(async (name) => {
      try {
        const stats = await stat(path.join(buildDir, name));
        return `${stats.mtimeMs}:${stats.size}`;
      } catch (error) {
        if (isMissing(error)) return '-';
        throw error;
      }
    }),
  );
  return stamps.join('/');
}
