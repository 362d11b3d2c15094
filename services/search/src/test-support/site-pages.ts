/**
 * The site's real page documents, collected from the shell's and every section's route table and
 * content files exactly as their builds publish them (a test and benchmark read across packages).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageDocument } from '@site/contracts/page-documents';
import type { RouteTable } from '@site/contracts/route-entry';
import { collectPageDocuments } from '@site/build/page-documents';
import { repoRoot, siteDistFolders } from '../config.ts';

/** The shell and every section, as folders holding `src/route-table.ts` and `src/content/`. */
const appDirs = () => siteDistFolders(repoRoot).map((dist) => path.dirname(dist));

export async function collectSitePages(): Promise<PageDocument[]> {
  const documents: PageDocument[] = [];
  for (const appDir of appDirs()) {
    const table = ((await import(pathToFileURL(path.join(appDir, 'src', 'route-table.ts')).href)) as { default: RouteTable }).default;
    documents.push(...(await collectPageDocuments(appDir, table)));
  }
  return documents;
}
