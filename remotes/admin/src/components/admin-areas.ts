import { mayOpenPage, type Role } from '@site/contracts/access';
import type { RouteEntry } from '@site/contracts/route-entry';
import table from '../route-table.ts';

/** The admin pages a role may open (every one but sign-in), in the route table's order. */
export const areasFor = (role: Role): RouteEntry[] =>
  table.routes.filter((entry) => entry.permissions.length > 0 && mayOpenPage(role, entry.permissions));
