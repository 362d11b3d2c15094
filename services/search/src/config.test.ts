import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSearchConfig, repoRoot, siteDistFolders } from './config.ts';

describe('loadSearchConfig', () => {
  test('defaults: port 3300, the embedded database, every app’s build folder, 300 calls a minute, re-checks every 5 s', () => {
    const config = loadSearchConfig({});
    expect(config).toMatchObject({ PORT: 3300, SEARCH_RATE_LIMIT_MAX: 300, SEARCH_RATE_LIMIT_WINDOW_MS: 60_000, SEARCH_REFRESH_INTERVAL_MS: 5000 });
    expect(config.DATA_DIR).toBe(path.join(repoRoot, '.data', 'pglite'));
    expect(config.SEARCH_PAGE_DIRS).toEqual(siteDistFolders());
    expect(config.SEARCH_PAGE_DIRS[0]).toBe(path.join(repoRoot, 'shell', 'dist'));
    expect(config.SEARCH_PAGE_DIRS).toContain(path.join(repoRoot, 'remotes', 'legal', 'dist'));
  });

  test('reads build folders, limits and PostgreSQL from the environment', () => {
    const config = loadSearchConfig({
      SEARCH_PAGE_DIRS: '/srv/shell/dist, /srv/legal/dist',
      SEARCH_RATE_LIMIT_MAX: '20',
      SEARCH_REFRESH_INTERVAL_MS: '1000',
      DATABASE_URL: 'postgres://search@db.internal/site',
    });
    expect(config).toMatchObject({
      SEARCH_PAGE_DIRS: ['/srv/shell/dist', '/srv/legal/dist'],
      SEARCH_RATE_LIMIT_MAX: 20,
      SEARCH_REFRESH_INTERVAL_MS: 1000,
      DATABASE_URL: 'postgres://search@db.internal/site',
    });
  });

  test.each([
    ['SEARCH_RATE_LIMIT_MAX', '0'],
    ['SEARCH_RATE_LIMIT_WINDOW_MS', 'a minute'],
    ['SEARCH_REFRESH_INTERVAL_MS', '10'],
    ['DATABASE_URL', 'mysql://x'],
    ['PORT', '70000'],
  ])('rejects %s=%j, naming it', (name, value) => {
    expect(() => loadSearchConfig({ [name]: value })).toThrow(new RegExp(`Invalid search service configuration[\\s\\S]*${name}`));
  });
});
