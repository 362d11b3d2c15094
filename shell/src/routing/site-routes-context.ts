import { createContext, useContext } from 'react';
import type { RouteEntry } from '@site/contracts/route-entry';

/** Every route of the composed site (shell + live sections), for menus, titles and links. */
export const SiteRoutesContext = createContext<readonly RouteEntry[]>([]);

export const useSiteRoutes = (): readonly RouteEntry[] => useContext(SiteRoutesContext);
