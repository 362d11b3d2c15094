import { sharedTestOptions } from '@site/tsconfig/vitest.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...sharedTestOptions,
    environment: 'node',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'bundle/**/*.test.ts'],
    // Fixtures build real apps over real folders; on a loaded 2-core CI machine that can take a while.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
