/**
 * The site's real page documents, collected from the shell's and every section's route table and
 * content files exactly as their builds publish them (a test and benchmark read across packages).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageDocument } from '@site/contracts/page-documents';
import type { RouteTable } from '@site/contracts/route-entry';
import { collectPageDocuments } from '../../../../packages/build/src/page-documents.ts';
import { repoRoot, siteDistFolders } from '../config.ts';

/** The shell and every section, as folders holding `src/route-table.ts` and `src/content/`. */
const appDirs = () => siteDistFolders(repoRoot).map((dist) => path.dirname(dist));

export async function collectSitePages(): Promise<PageDocument[]> {
  const documents: PageDocument[] = [];
  for (const appDir of appDirs()) {
    const table = ((await import(pathToFileURL(path.join(appDir, 'src', 'route-table.ts')).href)) as { default: RouteTable }).default;
    try {
      documents.push(...(await collectPageDocuments(appDir, table)));
    } catch (error) {
      // While sections are still writing their content files, their other pages are indexed by
      // title and description so the set still runs; the build itself accepts no missing file.
      const missing: string[] = [];
      documents.push(...(await collectPageDocuments(appDir, table, { missingContent: 'title-and-description', onMissing: (route) => missing.push(route.path) })));
      console.warn(`${path.relative(repoRoot, appDir)}: ${(error as Error).message.split('\n')[0]}; ${missing.length} pages indexed without content`);
    }
  }
  return documents;
}
