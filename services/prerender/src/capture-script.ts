import { PENDING_SECTION_ATTRIBUTE, PRERENDER_HOOK_GLOBAL } from '@site/contracts/prerender';

/**
 * What the prerenderer reads from a rendered page, as plain browser JavaScript. It is a string,
 * not a function handed to `page.evaluate`, because the TypeScript loader would add helpers to a
 * function's source that do not exist in the page.
 *
 * - `markup`: header, page and footer as React renders them on a server (the hook's
 *   `renderMarkup`), which the visitor's browser hydrates; the inner HTML of `#root` where the
 *   page offers no server rendering.
 * - `styles`: the emotion rules that markup uses (the page's sheet also holds rules of the pages
 *   visited before it in the same tab), with the ids of those rules, so the page's emotion cache
 *   adopts them instead of inserting them again; plus the global sheet.
 * - `queries`: the data of every query the page is showing, so the app starts with it instead of
 *   fetching it again.
 */
export interface CapturedPage {
  markup: string;
  styles: { ids: string[]; css: string };
  queries: CapturedQuery[];
}

export interface CapturedQuery {
  queryKey: unknown[];
  data: unknown;
}

/** The emotion cache key of the shell (`shell/src/emotion-cache.ts`). */
export const EMOTION_KEY = 'site';

export const CAPTURE_SCRIPT = `(() => {
  const key = ${JSON.stringify(EMOTION_KEY)};
  const hook = window[${JSON.stringify(PRERENDER_HOOK_GLOBAL)}];
  const root = document.getElementById('root');
  const markup = hook && typeof hook.renderMarkup === 'function' ? hook.renderMarkup() : root ? root.innerHTML : '';
  const classPattern = new RegExp('\\\\b' + key + '-([A-Za-z0-9_-]+)', 'g');
  const used = new Set();
  for (const match of markup.matchAll(classPattern)) used.add(match[1]);
  const referencesUsed = (text) => {
    for (const match of text.matchAll(classPattern)) if (used.has(match[1])) return true;
    return false;
  };
  const keep = (rule) => {
    if (rule.cssRules && !rule.selectorText) return Array.from(rule.cssRules).some(keep);
    if (rule.selectorText !== undefined) return referencesUsed(rule.selectorText);
    return true;
  };
  // The cache's rules as emotion wrote them (the CSSOM cannot give back a var() shorthand that a
  // longhand overrides in part); global styles, which hold no such rule, from the CSSOM.
  const written = hook && Array.isArray(hook.cssRules) ? hook.cssRules : null;
  let css = '';
  for (const style of document.querySelectorAll('style[data-emotion]')) {
    const attribute = style.getAttribute('data-emotion') || '';
    const global = attribute.startsWith(key + '-global');
    if (written && !global) continue;
    const rules = style.sheet ? Array.from(style.sheet.cssRules) : [];
    for (const rule of rules) if (global || keep(rule)) css += rule.cssText;
  }
  // A rule naming no class of the cache (keyframes, font faces) is kept, as keep() does.
  if (written) for (const rule of written) if (!rule.includes(key + '-') || referencesUsed(rule)) css += rule;
  const client = hook?.queryClient;
  const queries = client
    ? client.getQueryCache().getAll()
        .filter((query) => query.state.status === 'success' && query.getObserversCount() > 0)
        .map((query) => ({ queryKey: query.queryKey, data: query.state.data }))
    : [];
  return { markup, styles: { ids: Array.from(used), css }, queries };
})()`;

/**
 * True once the page the tab shows has rendered: a heading in the page area, no loading state, no
 * section whose code is still loading and no query fetching.
 */
export const PAGE_READY_SCRIPT = `(() => {
  const main = document.querySelector('main');
  if (!main || !main.querySelector('h1')) return false;
  if (main.querySelector('[role="status"][aria-live]') && /Loading page/.test(main.textContent || '')) return false;
  if (main.querySelector('[${PENDING_SECTION_ATTRIBUTE}]')) return false;
  const client = window[${JSON.stringify(PRERENDER_HOOK_GLOBAL)}]?.queryClient;
  return !client || client.isFetching() === 0;
})()`;
