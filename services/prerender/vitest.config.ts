import { sharedTestOptions } from '@site/tsconfig/vitest.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // PGlite start-up (WASM) and a Chromium launch each take seconds on a loaded 2-core machine.
  test: { ...sharedTestOptions, environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
