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

/** Reads one file of a build, wherever it is kept: null when it is not there. */
export interface ReadBuildFile {
  /** Names the build in warnings and errors. */
  where: string;
  read(file: string): Promise<string | null>;
}

function folderReader(buildDir: string): ReadBuildFile {
  return {
    where: buildDir,
    read: async (file) => {
      try {
        return await readFile(path.join(buildDir, file), 'utf8');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

/** The page documents a build publishes (its folder, or a reader of a stored version); an empty list for a build with neither file. */
export async function readPublishedPages(build: string | ReadBuildFile, warn: Warn): Promise<PageDocument[]> {
  const reader = typeof build === 'string' ? folderReader(build) : build;
  const text = await reader.read(PAGE_DOCUMENTS_FILE);
  if (text === null) return fromRouteTable(reader, warn);
  return parsePageDocuments(JSON.parse(text), typeof build === 'string' ? path.join(build, PAGE_DOCUMENTS_FILE) : `${reader.where}/${PAGE_DOCUMENTS_FILE}`);
}

/** Page documents checked against the contract; the error names where they came from. */
export function parsePageDocuments(value: unknown, from: string): PageDocument[] {
  const parsed = pageDocumentsSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${from} does not match the page documents contract:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

async function fromRouteTable(reader: ReadBuildFile, warn: Warn): Promise<PageDocument[]> {
  const buildDir = reader.where;
  const text = await reader.read(ROUTE_TABLE_FILE);
  if (text === null) {
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
