import { sharedTestOptions } from '@site/tsconfig/vitest.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // PGlite start-up (WASM) takes a few seconds on a small machine.
  test: { ...sharedTestOptions, environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
