import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { NO_SCRIPT_SLOT_ATTRIBUTE } from '@site/contracts/prerender';
import { SEARCH_PAGE_PATH, SEARCH_PAGE_QUERY_ATTRIBUTE, SEARCH_QUERY_LENGTH, SEARCH_RESULTS_NO_SCRIPT_SLOT, type PageHit } from '@site/contracts/search-api';
import { escapeXml } from '../sitemap-xml.ts';
import type { PageAddress } from './page-address.ts';

/** The site's page search (services/search's `SiteSearch.findPages`). */
export type FindPages = (query: string, limit: number) => Promise<readonly PageHit[]>;

const SLOT_OPEN = `<noscript ${NO_SCRIPT_SLOT_ATTRIBUTE}="${SEARCH_RESULTS_NO_SCRIPT_SLOT}">`;
/** The slot as the search page renders it, empty. */
const EMPTY_SLOT = `${SLOT_OPEN}</noscript>`;

/** As many pages as the app's results page lists. */
const PAGE_LIMIT = 30;

/**
 * The look of the filled slot, in the site's colour roles (@site/contracts/site-palette's custom
 * properties): the page's own summary line after the slot, which speaks for the app, gives way to the slot's.
 */
const SLOT_CSS = [
  `[${NO_SCRIPT_SLOT_ATTRIBUTE}="${SEARCH_RESULTS_NO_SCRIPT_SLOT}"] ~ [role="status"]{display:none}`,
  '.no-script-results{list-style:none;padding:0;margin:0;display:grid;gap:1rem;max-width:68ch}',
  '.no-script-results li{padding-bottom:1rem;border-bottom:1px solid var(--color-border)}',
  '.no-script-results h2{font-size:1.25rem;margin:0.25rem 0}',
  '.no-script-results p{margin:0;color:var(--color-muted)}',
].join('');

/** The CSP source that admits the slot's <style> block. */
export const NO_SCRIPT_SEARCH_STYLE_SOURCE = `'sha256-${createHash('sha256').update(SLOT_CSS).digest('base64')}'`;

/** What the search page's slot holds for one query. */
export interface NoScriptFill {
  /** What was searched for: the query box shows it. */
  query: string;
  /** Replaces the empty slot in the page's markup. */
  slot: string;
  /** Its look: a <style> the document's head carries in a <noscript> of its own (HTML admits <style> only there). */
  css: string;
  /** The CSP source that <style> needs. */
  styleSource: string;
}

const queryOf = (address: PageAddress): string | null => {
  const query = new URLSearchParams(address.query).get('q')?.trim() ?? '';
  return query.length >= SEARCH_QUERY_LENGTH.min && query.length <= SEARCH_QUERY_LENGTH.max ? query : null;
};

function resultsHtml(query: string, hits: readonly PageHit[] | null): string {
  const quoted = `“${escapeXml(query)}”`;
  if (hits === null) return `<p>Search is unavailable right now. Try again in a moment, or find the page in <a href="/html-sitemap.html">the sitemap</a>.</p>`;
  if (hits.length === 0) return `<p>No results for ${quoted}. Try different keywords, or a shorter or more general term.</p>`;
  const items = hits.map(
    (hit) =>
      `<li><p>${escapeXml(hit.category)}</p><h2><a href="${escapeXml(hit.url)}">${escapeXml(hit.title)}</a></h2><p>${escapeXml(hit.description)}</p></li>`,
  );
  return `<p>${hits.length === 1 ? '1 result' : `${hits.length} results`} for ${quoted}</p><ol class="no-script-results" aria-label="Search results">${items.join('')}</ol>`;
}

/**
 * The search page's results for its `?q=`, for a browser that runs no script: the prerendered page
 * is the empty search form, and the app (which a browser with script starts at once on such an
 * address) fills it with every source's results. This lists the pages that match, as a plain
 * list of links. Undefined for any other page or a query too short to search.
 */
export async function noScriptSearchFill(address: PageAddress, findPages: FindPages | undefined, log: FastifyBaseLogger): Promise<NoScriptFill | undefined> {
  if (!findPages || address.pagePath !== SEARCH_PAGE_PATH) return undefined;
  const query = queryOf(address);
  if (query === null) return undefined;
  let hits: readonly PageHit[] | null;
  try {
    hits = await findPages(query, PAGE_LIMIT);
  } catch (error) {
    log.warn({ err: error }, 'search is unavailable; the search page says so to a browser without script');
    hits = null;
  }
  return {
    query,
    slot: `${SLOT_OPEN}${resultsHtml(query, hits)}</noscript>`,
    css: SLOT_CSS,
    styleSource: NO_SCRIPT_SEARCH_STYLE_SOURCE,
  };
}

const QUERY_BOX = new RegExp(`<input\\b[^>]*\\b${SEARCH_PAGE_QUERY_ATTRIBUTE}=""[^>]*>`);

/**
 * The page's markup with its empty search slot filled, and its query box showing the query (as
 * the app's own render of this address does, so a browser with script hydrates the same markup).
 */
export const fillNoScriptSlot = (markup: string, fill: NoScriptFill): string =>
  markup.replace(EMPTY_SLOT, fill.slot).replace(QUERY_BOX, (box) => {
    const value = `value="${escapeXml(fill.query)}"`;
    return /\bvalue="[^"]*"/.test(box) ? box.replace(/\bvalue="[^"]*"/, value) : box.replace(/\/?>$/, (end) => ` ${value}${end}`);
  });
