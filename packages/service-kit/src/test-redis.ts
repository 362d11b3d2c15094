/** The Redis server the shared-state tests use (`.ci/run` sets it when one answers); those tests are skipped without it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
