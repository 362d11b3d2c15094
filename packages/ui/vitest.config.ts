import { sharedTestOptions } from '@site/tsconfig/vitest.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  test: { ...sharedTestOptions, environment: 'happy-dom' },
});
