import { mayOpenPage, type Role } from '@site/contracts/access';
import type { RouteEntry } from '@site/contracts/route-entry';
import table from '../route-table.ts';

/** The admin areas a role may open (every page but sign-in and the pages of one record), in the route table's order. */
export const areasFor = (role: Role): RouteEntry[] =>
  table.routes.filter((entry) => entry.permissions.length > 0 && !entry.path.includes(':') && mayOpenPage(role, entry.permissions));
