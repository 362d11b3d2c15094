import { SECTION_DOWNLOADS_DIR } from '@site/contracts/sections';

/**
 * The address of one of this section's downloads: in the version folder this section's code was
 * loaded from, so the file is always the one built with the page. On the page's own origin it is
 * a path: the page prerendered on the server, where the origin is the server's own address, then
 * links where a visitor's copy of the page does (a section served from a CDN keeps its full URL).
 */
export function sectionDownloadUrl(file: string): string {
  // Webpack's public path for this section; outside a bundle (tests) the site's root.
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  const address = `${publicPath}${SECTION_DOWNLOADS_DIR}/${file}`;
  if (typeof location === 'undefined') return address;
  const url = new URL(address, location.href);
  return url.origin === location.origin ? url.pathname : url.href;
}
