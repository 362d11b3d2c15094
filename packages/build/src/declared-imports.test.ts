import { expect, test } from 'vitest';
import { packageOf, undeclaredImports } from './declared-imports.ts';

const APP = '/repo/remotes/legal';

test('the package a file belongs to, scoped or not, however deep', () => {
  expect(packageOf('/repo/node_modules/chart.js/dist/chart.js')).toBe('chart.js');
  expect(packageOf('/repo/node_modules/@tanstack/react-query/build/index.js')).toBe('@tanstack/react-query');
  expect(packageOf('/repo/node_modules/a/node_modules/b/index.js')).toBe('b');
  expect(packageOf('/repo/packages/ui/src/button.tsx')).toBeUndefined();
});

test('a package the section’s source imports without declaring it is named with the file; declared ones, and what libraries import, are not', () => {
  const undeclared = undeclaredImports(
    [
      { from: `${APP}/src/pages/chart-page.tsx`, to: '/repo/node_modules/chart.js/dist/chart.js' },
      { from: `${APP}/src/pages/other.tsx`, to: '/repo/node_modules/chart.js/helpers/index.js' },
      { from: `${APP}/src/routes.ts`, to: '/repo/node_modules/zustand/esm/index.mjs' },
      // A library's own dependency, and a workspace package: not the section's to declare.
      { from: '/repo/node_modules/@tanstack/react-query/build/index.js', to: '/repo/node_modules/@tanstack/query-core/build/index.js' },
      { from: '/repo/packages/ui/src/chart.tsx', to: '/repo/node_modules/d3/index.js' },
      { from: undefined, to: '/repo/node_modules/react/index.js' },
    ],
    APP,
    new Set(['zustand', 'react']),
  );
  expect([...undeclared]).toEqual([['chart.js', 'src/pages/chart-page.tsx']]);
});
