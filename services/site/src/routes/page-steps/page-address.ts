/** Paths under these prefixes are never pages: a miss there is a JSON 404, not the shell's not-found page. */
const NON_PAGE_PREFIXES = ['/assets/', '/remotes/', '/api/'];

/** What a page request asks for: its path as sent, decoded, the page path it names, and its query. */
export interface PageAddress {
  /** The path as sent (still percent-encoded): what prerendered pages and cached documents are keyed by. */
  pathname: string;
  /** The path decoded, as routes are matched; the raw path when it does not decode. */
  decoded: string;
  /** The decoded path without a trailing slash (but `/`): what heads, drafts and settings name. */
  pagePath: string;
  /** `?…` as sent, or empty. */
  query: string;
}

export function pageAddress(url: string): PageAddress {
  const [pathname = '/', ...queryParts] = url.split('?');
  const decoded = decodePath(pathname);
  return {
    pathname,
    decoded,
    pagePath: decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded,
    query: queryParts.length > 0 ? `?${queryParts.join('?')}` : '',
  };
}

export function isNonPagePath(pathname: string): boolean {
  return NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A Location header that cannot leave the site by accident and is always a valid header. The
 * trailing-slash redirect echoes the visitor's own (decoded) path: `//evil.example/` or
 * `/\evil.example/` would otherwise send the browser to another host, and non-ASCII or CR/LF
 * characters cannot be put in a header at all (Node throws, which became a 500).
 */
export function safeLocation(location: string): string {
  const local = /^[/\\]/.test(location) ? location.replace(/^[/\\]+/, '/') : location;
  return local.replaceAll(/[^\x21-\x7E]|\\/gu, (char) => encodeURIComponent(char));
}

/** Keeps the visitor's query string (campaign tags, say) on same-site redirects without one of their own. */
export function withQuery(location: string, query: string): string {
  return query && location.startsWith('/') && !location.includes('?') ? `${location}${query}` : location;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
