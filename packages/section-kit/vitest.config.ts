import { sharedTestOptions } from '@site/tsconfig/vitest.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { ...sharedTestOptions, environment: 'node' },
});
