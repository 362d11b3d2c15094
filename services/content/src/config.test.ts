import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContentConfig, repoRoot } from './config.ts';

describe('loadContentConfig', () => {
  test('defaults to the embedded database under .data/', () => {
    const config = loadContentConfig({});
    expect(config).toMatchObject({ PORT: 3200, LEADS_RATE_LIMIT_MAX: 10, LEADS_RATE_LIMIT_WINDOW_MS: 600_000 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(repoRoot, '.data', 'pglite'));
  });

  test('reads PostgreSQL and rate-limit settings', () => {
    const config = loadContentConfig({ DATABASE_URL: 'postgres://app@db.internal/site', LEADS_RATE_LIMIT_MAX: '3', LEADS_RATE_LIMIT_WINDOW_MS: '5000' });
    expect(config).toMatchObject({ DATABASE_URL: 'postgres://app@db.internal/site', LEADS_RATE_LIMIT_MAX: 3, LEADS_RATE_LIMIT_WINDOW_MS: 5000 });
    expect(loadContentConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  test.each([
    ['DATABASE_URL', 'mysql://x'],
    ['LEADS_RATE_LIMIT_MAX', '0'],
    ['LEADS_RATE_LIMIT_WINDOW_MS', 'soon'],
    ['LEAD_IP_HASH_SECRET', 'short'],
  ])('rejects %s=%j, naming it', (name, value) => {
    expect(() => loadContentConfig({ [name]: value })).toThrow(new RegExp(`Invalid content service configuration[\\s\\S]*${name}`));
  });
});
