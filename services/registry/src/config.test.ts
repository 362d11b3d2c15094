import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadRegistryConfig, repoRoot } from './config.ts';

describe('loadRegistryConfig', () => {
  test('defaults: port 3400, embedded database, no token, canary 50 samples / 5 points, the repo shell', () => {
    const config = loadRegistryConfig({});
    expect(config).toMatchObject({ PORT: 3400, CANARY_MIN_SAMPLES: 100, CANARY_ERROR_MARGIN_PCT: 0 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PLATFORM_TOKEN).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(repoRoot, '.data', 'pglite'));
    expect(config.SHELL_DIST).toBe(path.join(repoRoot, 'shell', 'dist'));
    expect(loadRegistryConfig({ PLATFORM_TOKEN: '' }).PLATFORM_TOKEN).toBeUndefined();
  });

  test('reads every setting', () => {
    const config = loadRegistryConfig({
      PORT: '4000',
      DATABASE_URL: 'postgres://app@db.internal/site',
      PLATFORM_TOKEN: 'a-long-enough-token',
      CANARY_MIN_SAMPLES: '200',
      CANARY_ERROR_MARGIN_PCT: '2.5',
      SHELL_DIST: '/srv/shell/dist',
    });
    expect(config).toMatchObject({
      PORT: 4000,
      PLATFORM_TOKEN: 'a-long-enough-token',
      CANARY_MIN_SAMPLES: 200,
      CANARY_ERROR_MARGIN_PCT: 2.5,
      SHELL_DIST: '/srv/shell/dist',
    });
  });

  test.each([
    ['DATABASE_URL', 'mysql://x'],
    ['PLATFORM_TOKEN', 'short'],
    ['CANARY_MIN_SAMPLES', '0'],
    ['CANARY_ERROR_MARGIN_PCT', 'lots'],
    ['PORT', '70000'],
  ])('rejects %s=%j, naming it', (name, value) => {
    expect(() => loadRegistryConfig({ [name]: value })).toThrow(new RegExp(`Invalid registry configuration[\\s\\S]*${name}`));
  });
});
