import type { RouteTable } from '@site/contracts/route-entry';
import { sectionForPath, type SectionName } from '@site/contracts/sections';

/**
 * Lists the paths an app declares but does not own. A section may only serve and redirect paths
 * under its own prefixes, and the shell only paths no section owns, so two apps can never claim
 * one URL and a section team cannot shadow another's pages.
 */
export function ownershipViolations(table: RouteTable, owner: SectionName | 'shell'): string[] {
  const paths = [...table.routes.map((route) => route.path), ...table.redirects.map((redirect) => redirect.from)];
  return paths
    .filter((path) => (sectionForPath(path) ?? 'shell') !== owner)
    .map((path) => `${path} belongs to ${sectionForPath(path) ?? 'the shell'}, not ${owner === 'shell' ? 'the shell' : owner}`);
}
