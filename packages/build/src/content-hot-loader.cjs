/**
 * In a dev server with hot updates (a dev override), a page's content file takes its own update:
 * instead of reloading the page, the new copy is announced and the page that shows it renders it
 * in place (`@site/contracts/define-remote`). Only loaded by development builds.
 */
module.exports = function contentHotLoader(source) {
  return `${source}
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  if (import.meta.webpackHot.data && import.meta.webpackHot.data.replaced) globalThis.dispatchEvent(new Event('site:content-updated'));
  import.meta.webpackHot.dispose((data) => {
    data.replaced = true;
  });
}
`;
};
