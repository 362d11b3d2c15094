import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeTableSchema } from '@site/contracts/route-entry-schema';
import type { RouteTable } from '@site/contracts/route-entry';
import { APP_FILES } from './app-config.ts';

export const ROUTE_TABLE_FILE = 'route-table.json';

/**
 * Loads an app's route table (pure data) and validates it against the contract, so a malformed
 * entry fails the build rather than the visitor's page.
 */
export async function loadRouteTable(appDir: string): Promise<RouteTable> {
  const module = (await import(pathToFileURL(path.join(appDir, APP_FILES.routeTable)).href)) as { default: unknown };
  return routeTableSchema.parse(module.default);
}

/** Publishes the route table beside the build, where the site server and registry read it. */
export async function writeRouteTable(appDir: string, outDir: string): Promise<RouteTable> {
  const table = await loadRouteTable(appDir);
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, ROUTE_TABLE_FILE), `${JSON.stringify(table, null, 2)}\n`);
  return table;
}
