/**
 * The site's one router API. Every app imports routing from here, never from react-router-dom
 * directly: shared Module Federation modules cannot be tree-shaken, so sharing the whole router
 * package would ship all of it (server rendering, RSC and all) to every visitor. This module is
 * shared as a singleton instead, and carries only what the site uses; there is still exactly one
 * router instance on a page.
 */
export {
  createBrowserRouter,
  RouterProvider,
  Outlet,
  Link,
  NavLink,
  Navigate,
  redirect,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
  useRouteError,
  useRevalidator,
  isRouteErrorResponse,
} from 'react-router-dom';
// Its own statement: the API report reads each export line as one, so adding a name to the list above reads as a change of it.
export { useBlocker } from 'react-router-dom';
export type { RouteObject, LinkProps, NavLinkProps } from 'react-router-dom';
