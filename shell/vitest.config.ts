import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  // Isolated (unlike the other packages, see @site/tsconfig/vitest.mjs): the shell's modules hold the
  // page's singletons (the consent publisher, settings read once from the page), as a page does.
  test: { environment: 'happy-dom' },
});
