/**
 * The contract between the prerenderer (services/site), the HTML it serves and the shell that
 * takes over from it.
 */

/** The `<script type="application/json">` holding the first view's data in a prerendered page. */
export const PRERENDER_DATA_ID = 'prerender-data';

/**
 * The `<script type="application/json">` in every page the site server serves to a visitor, holding
 * the map of live sections the page was served with: each section's name, version, manifest URL and
 * route table, without its files' digests (those stay in `/remotes.json`, the only map the shell
 * loads code with). When `/remotes.json` is slow, failing or malformed, the app keeps the page's
 * menus, footer and links with it instead of losing every section.
 */
export const CARRIED_MAP_ID = 'remotes-map';

/**
 * On a prerendered page's `#root`: the path it was rendered for. The server answers a path with no
 * record (an unknown blog post) with the not-found page rendered for `/404`, which the app, routing
 * the address itself, would not render the same: it hydrates only markup of its own path.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/**
 * Names a `<noscript>` a page renders empty for the server to fill, for a browser that runs no
 * script, with what the prerendered markup cannot hold (the search page's results for `?q=`). React
 * neither renders nor hydrates a `<noscript>`'s content, so the filled slot changes nothing for the app.
 */
export const NO_SCRIPT_SLOT_ATTRIBUTE = 'data-no-script-slot';

/** One query the first view showed, as the prerendered page carries it. */
export interface PrerenderedQuery {
  queryKey: unknown[];
  data: unknown;
}

export interface PrerenderData {
  /** When the data was known to be current (ms since epoch): the query cache's `updatedAt`. */
  updatedAt: number;
  queries: PrerenderedQuery[];
}

/**
 * What the prerenderer's browser can reach in a page it renders: it creates the object before the
 * page runs, and the app fills it in. Absent for every visitor.
 */
export interface PrerenderHook {
  /** Client-side navigation, so one tab renders page after page without reloading the app. */
  navigate?: (path: string) => Promise<void>;
  /** The site's query client (`@site/ui/query-client`), whose data the prerenderer embeds. */
  queryClient?: unknown;
  /**
   * Every rule the page's emotion cache inserted, as the text it inserted. The prerenderer embeds
   * these rather than the browser's serialisation of them, which loses a shorthand written with
   * var() once a longhand overrides part of it (`border: 1px solid var(--c); border-top: …`
   * reads back as empty longhands).
   */
  cssRules?: string[];
  /**
   * The page as React renders it on a server (`renderToString` of the app's tree, in the state the
   * tab shows): the markup a visitor's browser hydrates. The prerenderer stores this, not the
   * tab's own DOM, whose `useId` ids and missing boundary markers hydration would not accept.
   */
  renderMarkup?: () => string;
}

/**
 * Marks the placeholder of a section whose code is still loading (`@site/ui/lazy-when-visible`),
 * or of a part whose code or data is (the shell's pricing plans): the prerenderer waits until none
 * is left, so the page it captures holds every section.
 */
export const PENDING_SECTION_ATTRIBUTE = 'data-pending-section';

/**
 * The performance mark the shell sets when it has hydrated a prerendered page (the root's first
 * commit; regions in Suspense boundaries of their own follow in short tasks): `npm run bench`
 * reads when it came.
 */
export const HYDRATED_MARK = 'site:hydrated';

/** The global the prerenderer's browser defines before the page runs. */
export const PRERENDER_HOOK_GLOBAL = '__sitePrerender';

/** The hook, in the prerenderer's browser only. */
export const prerenderHook = (): PrerenderHook | undefined => (globalThis as unknown as Record<string, PrerenderHook | undefined>)[PRERENDER_HOOK_GLOBAL];
