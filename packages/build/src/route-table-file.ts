import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeTableSchema } from '@site/contracts/route-entry-schema';
import type { RouteTable } from '@site/contracts/route-entry';
import type { SectionName } from '@site/contracts/sections';
import { APP_FILES } from './app-config.ts';
import { withLastModified } from './last-modified.ts';
import { ownershipViolations } from './route-ownership.ts';

export const ROUTE_TABLE_FILE = 'route-table.json';

/**
 * Loads an app's route table (pure data) and validates it against the contract, so a malformed
 * entry fails the build rather than the visitor's page.
 */
export async function loadRouteTable(appDir: string, owner: SectionName | 'shell'): Promise<RouteTable> {
  const module = (await import(pathToFileURL(path.join(appDir, APP_FILES.routeTable)).href)) as { default: unknown };
  const table = routeTableSchema.parse(module.default);
  const violations = ownershipViolations(table, owner);
  if (violations.length > 0) throw new Error(`Route table of ${owner} claims paths it does not own:\n  ${violations.join('\n  ')}`);
  return table;
}

/**
 * Publishes the route table beside the build, where the site server and registry read it, with
 * each page's `meta.lastModified` (see last-modified.ts) for the sitemap.
 */
export async function writeRouteTable(appDir: string, outDir: string, owner: SectionName | 'shell'): Promise<RouteTable> {
  const table = await withLastModified(appDir, await loadRouteTable(appDir, owner));
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, ROUTE_TABLE_FILE), `${JSON.stringify(table, null, 2)}\n`);
  return table;
}
