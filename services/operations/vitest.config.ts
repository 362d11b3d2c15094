import { sharedTestOptions } from '@site/tsconfig/vitest.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The embedded database (PGlite, WASM), site servers and nginx each take seconds to start on a loaded 2-core machine.
  test: { ...sharedTestOptions, environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
