/**
 * What an app publishes about its pages for site search: `page-documents.json` beside its route
 * table, one document per page a search engine may index, with the page's headings and body text
 * taken from its content file. The search service indexes the documents of whatever is live, so
 * there is no second, hand-kept copy of the site's pages anywhere.
 */
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_PAGE_COMPONENT, contentKey, pageContentFaqs, pageContentText, type PageContent } from '@site/contracts/page-content';
import { parsePageContent } from '@site/contracts/page-content-schema';
import { importFile } from './import-file.ts';
import { PAGE_DOCUMENTS_FILE, type PageDocument } from '@site/contracts/page-documents';
import { isIndexable, type RouteEntry, type RouteTable } from '@site/contracts/route-entry';

const isDynamic = (route: RouteEntry): boolean => route.path.includes(':') || route.path.includes('*');

/** Where a route's content file lives, relative to the app folder. */
export const contentFile = (route: RouteEntry): string => path.join('src', 'content', `${contentKey(route.path)}.ts`);

export async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Imports a content file and validates it; the error names the file and every failing field. */
export async function readContent(appDir: string, relative: string, { fresh = false } = {}): Promise<PageContent> {
  const module = (await importFile(path.join(appDir, relative), { fresh })) as { default?: unknown };
  return parsePageContent(module.default, relative);
}

/**
 * One document per indexable page of `table` (see `isIndexable`; redirect entries are not pages).
 * Title, description and category come from the route entry; headings and body from the page's
 * content file when it has one. Every `ContentPage` route must have a valid content file.
 */
export async function collectPageDocuments(appDir: string, table: RouteTable, { fresh = false } = {}): Promise<PageDocument[]> {
  const documents: PageDocument[] = [];
  for (const route of table.routes) {
    if (isDynamic(route) || route.redirect !== undefined) continue;
    const relative = contentFile(route);
    const hasContent = await exists(path.join(appDir, relative));
    if (!hasContent && route.component === CONTENT_PAGE_COMPONENT) {
      throw new Error(`${route.path} renders ${CONTENT_PAGE_COMPONENT} but its content file ${relative} does not exist (in ${appDir})`);
    }
    const content = hasContent ? await readContent(appDir, relative, { fresh }) : undefined;
    if (!isIndexable(route)) continue;
    const text = content ? pageContentText(content) : { headings: [], body: '' };
    const faqs = content ? pageContentFaqs(content) : [];
    documents.push({
      url: route.path,
      title: route.title,
      description: route.description,
      category: route.category,
      headings: text.headings,
      body: text.body,
      ...(faqs.length > 0 ? { faqs } : {}),
    });
  }
  return documents;
}

/** Publishes the app's page documents beside its build output; returns how many there are. */
export async function writePageDocuments(appDir: string, outDir: string, table: RouteTable, { fresh = false } = {}): Promise<number> {
  const documents = await collectPageDocuments(appDir, table, { fresh });
  await writeFile(path.join(outDir, PAGE_DOCUMENTS_FILE), `${JSON.stringify(documents, null, 2)}\n`);
  return documents.length;
}
