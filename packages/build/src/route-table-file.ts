import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { routeTableSchema } from '@site/contracts/route-entry-schema';
import type { RouteTable } from '@site/contracts/route-entry';
import type { SectionName } from '@site/contracts/sections';
import { APP_FILES } from './app-config.ts';
import { importFile } from './import-file.ts';
import { withLastModified } from './last-modified.ts';
import { ownershipViolations } from './route-ownership.ts';

export const ROUTE_TABLE_FILE = 'route-table.json';

/**
 * Loads an app's route table (pure data) and validates it against the contract, so a malformed
 * entry fails the build rather than the visitor's page.
 */
export async function loadRouteTable(appDir: string, owner: SectionName | 'shell', { fresh = false } = {}): Promise<RouteTable> {
  const module = (await importFile(path.join(appDir, APP_FILES.routeTable), { fresh })) as { default: unknown };
  const parsed = routeTableSchema.safeParse(module.default);
  if (!parsed.success)
    throw new Error(`${APP_FILES.routeTable.replace(/^\.\//, '')}: the route table does not match the contract:\n${z.prettifyError(parsed.error)}`);
  const table = parsed.data;
  const violations = ownershipViolations(table, owner);
  if (violations.length > 0) throw new Error(`Route table of ${owner} claims paths it does not own:\n  ${violations.join('\n  ')}`);
  return table;
}

/**
 * Publishes the route table beside the build, where the site server and registry read it, with
 * each page's `meta.lastModified` (see last-modified.ts) for the sitemap. A dev server writes it
 * again after every edit (`dev`: read afresh, no sitemap dates).
 */
export async function writeRouteTable(appDir: string, outDir: string, owner: SectionName | 'shell', { dev = false } = {}): Promise<RouteTable> {
  const loaded = await loadRouteTable(appDir, owner, { fresh: dev });
  const table = dev ? loaded : await withLastModified(appDir, loaded);
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, ROUTE_TABLE_FILE), `${JSON.stringify(table, null, 2)}\n`);
  return table;
}
