/**
 * A dev server's Module Federation manifest without hot-update files. Under HMR webpack counts the
 * `<chunk>.<hash>.hot-update.js` it emits among a chunk's files, so the manifest listed them as an
 * expose's assets; the shell's federation runtime loads an expose's listed assets, and a page
 * opened after an edit ran the previous edit's hot update against a runtime that never asked for
 * it ("Cannot set properties of undefined (setting './src/route-table.ts')", and the dev server's
 * overlay over the page). Hot updates reach a page through its own runtime only.
 */
const HOT_UPDATE_FILE = /\.hot-update\.(js|json|mjs)$/;

/** `stats` (the manifest's source, any JSON) with every hot-update file name left out of its lists. */
export function withoutHotUpdateFiles<T>(stats: T): T {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !(typeof item === 'string' && HOT_UPDATE_FILE.test(item))).map(clean);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, clean(field)]));
  };
  return clean(stats) as T;
}
