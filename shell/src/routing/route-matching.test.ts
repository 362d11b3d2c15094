/**
 * The servers decide which page a path is (200 or 404, the record a detail page shows, the
 * prerendered copy) with @site/contracts' matcher; visitors' browsers decide with this router.
 * The two must agree, or a page the server serves would be "not found" in the browser (or the
 * other way round). Checked on generated route paths of every shape a route table may hold and
 * on pathnames made from them and at random.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { matchPathParams } from '@site/contracts/match-route';
import { matchRoutes } from '@site/ui/router';
import shellRouteTable from '../route-table.ts';

const SEGMENT_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~'.split('');
const literal = fc.string({ unit: fc.constantFrom(...SEGMENT_CHARS), minLength: 1, maxLength: 8 });
const param = fc.stringMatching(/^[a-z][a-zA-Z0-9_-]{0,6}$/).map((name) => `:${name}`);

/** Route paths as route-entry-schema allows them: literal and `:param` segments, perhaps ending in `*`. */
const routePath = fc.oneof(
  fc.constantFrom('/', '*', '/*'),
  fc
    .tuple(fc.array(fc.oneof({ weight: 3, arbitrary: literal }, { weight: 1, arbitrary: param }), { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([segments, splat]) => {
      const seen = new Set<string>();
      // A path names each param once, as a route table's does.
      const unique = segments.map((segment) => (segment.startsWith(':') && seen.has(segment) ? segment.slice(1) : (seen.add(segment), segment)));
      return `/${unique.join('/')}${splat ? '/*' : ''}`;
    }),
);

/** A pathname a visitor may ask for, often one the route path was made to match. */
const pathnameFor = (path: string) =>
  fc.oneof(
    fc
      .tuple(fc.array(literal, { minLength: 4, maxLength: 8 }), fc.array(literal, { maxLength: 3 }), fc.constantFrom('', '/', '//'), fc.boolean())
      .map(([values, rest, trailing, upper]) => {
        let index = 0;
        const filled = path
          .replace(/\*$/, rest.join('/'))
          .split('/')
          .map((segment) => (segment.startsWith(':') ? values[index++ % values.length] : segment))
          .join('/');
        const cased = upper ? filled.toUpperCase() : filled;
        return `${cased.replace(/\/+$/, '') || '/'}${cased === '/' ? '' : trailing}`;
      }),
    fc.array(literal, { maxLength: 5 }).map((segments) => `/${segments.join('/')}`),
  );

/** What the browser's router makes of `pathname` against the one route `path`: its params, or null. */
function routerParams(path: string, pathname: string): Record<string, string | undefined> | null {
  const matches = matchRoutes([{ path }], pathname);
  return matches ? (matches.at(-1)?.params ?? {}) : null;
}

describe("the servers' matcher and the browser's router agree", () => {
  test('on generated route paths and pathnames: the same match, with the same params', () => {
    fc.assert(
      fc.property(
        routePath.chain((path) => fc.tuple(fc.constant(path), pathnameFor(path))),
        ([path, pathname]) => {
          expect(matchPathParams(path, pathname), `${path} against ${pathname}`).toEqual(routerParams(path, pathname));
        },
      ),
      { numRuns: 3000 },
    );
  });

  test("on the shell's own routes, each of its paths and a longer one", () => {
    for (const { path } of shellRouteTable.routes) {
      for (const pathname of [path.replace(/:[\w-]+/g, 'x-1'), `${path}/`, `${path}/more`, path.toUpperCase()]) {
        expect(matchPathParams(path, pathname), `${path} against ${pathname}`).toEqual(routerParams(path, pathname));
      }
    }
  });
});
