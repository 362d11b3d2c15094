/**
 * Whether a path is a page of the composed site (a route of the shell or of a live section, with
 * its record for a detail page, or a redirect to one). Only the site knows: it is given by the
 * server that mounts the editing routes; without it, links are not checked.
 */
export type PageExists = (path: string) => Promise<boolean>;

/** A body links to at most this many site pages that get checked; a body is bounded anyway. */
const MAX_CHECKED_LINKS = 50;

/**
 * The site paths a rendered body links to (`href="/..."`, not `//host`), without query or
 * fragment, once each. The body was rendered and sanitised by the site's own renderer, so its
 * links are plain `href="..."` attributes.
 */
export function internalLinksOf(html: string): string[] {
  const paths = new Set<string>();
  for (const [, href = ''] of html.matchAll(/\shref="(\/(?!\/)[^"]*)"/g)) {
    const decoded = href.replaceAll('&amp;', '&');
    const path = decoded.split(/[?#]/, 1)[0] ?? '/';
    paths.add(path === '' ? '/' : path);
  }
  return [...paths].slice(0, MAX_CHECKED_LINKS);
}

/**
 * The links of `html` that lead to no page of the site, in the order the body has them. A link to
 * the entry's own address (`ownPath`) passes: before the first publish that page cannot exist yet.
 */
export async function brokenInternalLinks(html: string | null, pageExists: PageExists | undefined, ownPath?: string): Promise<string[]> {
  if (!html || !pageExists) return [];
  const links = internalLinksOf(html).filter((link) => link !== ownPath);
  const exists = await Promise.all(links.map((link) => pageExists(link)));
  return links.filter((_, index) => !exists[index]);
}

/** The editor's message for a body with broken links, beside the body field. */
export function brokenLinksProblem(links: readonly string[]): string {
  const listed = links.join(', ');
  return links.length === 1
    ? `It links to ${listed}, which is not a page of this site. Correct or remove the link.`
    : `It links to ${listed}, which are not pages of this site. Correct or remove the links.`;
}
