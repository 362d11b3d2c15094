import { renderPageHead, type PageHead } from '@site/contracts/page-head';
import { CARRIED_MAP_ID, PRERENDER_DATA_ID, PRERENDERED_PATH_ATTRIBUTE, type PrerenderData } from '@site/contracts/prerender';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { SITE_SETTINGS_ELEMENT_ID } from '@site/contracts/site-settings';
import { EMOTION_KEY } from '@site/prerender/capture-script';
import { escapeXml } from './routes/sitemap-xml.ts';
import type { PrerenderedPage } from '@site/prerender/prerender-store';

/** What a direct load's HTML carries beyond the shell's template. */
export interface DocumentParts {
  head: PageHead;
  /** The page as the prerenderer captured it; without it the app renders the page in the browser. */
  page?: PrerenderedPage | null | undefined;
  /** When the carried data is known to be current (ms since epoch). */
  dataUpdatedAt?: number;
  /** The site settings the shell renders the header, footer and forms with. */
  settings?: unknown;
  /** The map of live sections this page is served with, as `carriedMapJson` wrote it. */
  carriedMap?: string | undefined;
  /** CSS for a browser that runs no script only (the look of a filled `<noscript>` slot), in the head. */
  noScriptCss?: string | undefined;
}

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers, no line separators. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * The map a page carries (`CARRIED_MAP_ID`): the visitor's map without the files' digests, which
 * are most of `/remotes.json`'s bytes and are read only from it. Serialised once per map.
 */
export function carriedMapJson(manifest: VisitorLiveMap): string {
  const sections = manifest.sections.map(({ integrity: _digests, ...section }) => section);
  return scriptSafeJson({ generatedAt: manifest.generatedAt, sections });
}

/**
 * The text of a prerendered page's <style> block, exactly as the document carries it (the policy
 * admits it by its hash): CSS that cannot close its element (`\/` is an escaped slash in CSS).
 */
export const styleBlockText = (page: PrerenderedPage): string => page.styles.css.replaceAll('</', '<\\/');

/**
 * The shell's HTML for one page: the page's own head tags in place of the template's title and
 * description, so a crawler or link preview reading the direct load sees the page's title,
 * description, canonical URL and structured data; and, when the page is prerendered, its markup
 * in `#root`, the emotion rules it uses (in the form emotion's cache adopts, so the app does not
 * insert them again) and the data its first view showed.
 */
export function documentRenderer(shellHtml: string): (parts: DocumentParts) => string {
  // The built template is minified: attribute quotes may be gone (`<meta name=description ...>`).
  const template = shellHtml.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name=["']?description["']?[^>]*>/i, '');
  const headEnd = template.indexOf('</head>');
  const root = /(<div\s+id=["']?root["']?[^>]*>)<\/div>/i.exec(template);
  const bodyEnd = template.lastIndexOf('</body>');
  if (headEnd === -1 || !root || bodyEnd === -1 || root.index < headEnd || bodyEnd < root.index) {
    return ({ head }) => (headEnd === -1 ? shellHtml : `${template.slice(0, headEnd)}${renderPageHead(head)}${template.slice(headEnd)}`);
  }
  const rootEnd = root.index + root[0].length;
  const rootOpen = root[1] ?? '<div id="root">';
  const [beforeHead, beforeRoot, beforeBody, end] = [
    template.slice(0, headEnd),
    template.slice(headEnd, root.index),
    template.slice(rootEnd, bodyEnd),
    template.slice(bodyEnd),
  ];
  return ({ head, page, dataUpdatedAt = Date.now(), settings, carriedMap, noScriptCss }) => {
    const noScriptStyle = noScriptCss === undefined ? '' : `<noscript><style>${noScriptCss}</style></noscript>`;
    const headTags = `${renderPageHead(head)}${settings === undefined ? '' : `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${scriptSafeJson(settings)}</script>`}${noScriptStyle}`;
    // Last in the body: the page is drawn before it arrives, and only a failing /remotes.json reads it.
    const mapScript = carriedMap === undefined ? '' : `<script type="application/json" id="${CARRIED_MAP_ID}">${carriedMap}</script>`;
    if (!page) return `${beforeHead}${headTags}${beforeRoot}${rootOpen}</div>${beforeBody}${mapScript}${end}`;
    const styles = `<style data-emotion="${[EMOTION_KEY, ...page.styles.ids].join(' ')}">${styleBlockText(page)}</style>`;
    const data: PrerenderData = { updatedAt: dataUpdatedAt, queries: page.queries };
    const dataScript = page.queries.length > 0 ? `<script type="application/json" id="${PRERENDER_DATA_ID}">${scriptSafeJson(data)}</script>` : '';
    const prerenderedRootOpen = `${rootOpen.slice(0, -1)} ${PRERENDERED_PATH_ATTRIBUTE}="${escapeXml(page.path)}">`;
    return `${beforeHead}${headTags}${styles}${beforeRoot}${prerenderedRootOpen}${page.markup}</div>${beforeBody}${dataScript}${mapScript}${end}`;
  };
}
