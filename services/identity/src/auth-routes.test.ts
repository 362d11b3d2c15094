import { describe, expect, test } from 'vitest';
import { safeReturnTo } from './auth-routes.ts';
import { assertLocalProviderAllowed } from './local-idp/local-identity-provider.ts';

describe('where a sign-in may return to', () => {
  test.each([
    ['/admin/users', '/admin/users'],
    ['/admin/users?tab=tokens', '/admin/users?tab=tokens'],
    ['/admin', '/admin'],
    ['/admin/login', '/admin/control-panel'],
    ['//evil.example/admin', '/admin/control-panel'],
    ['https://evil.example/admin', '/admin/control-panel'],
    ['/admin/\\evil.example', '/admin/control-panel'],
    ['/administrator', '/admin/control-panel'],
    ['/', '/admin/control-panel'],
    [undefined, '/admin/control-panel'],
  ])('%s → %s', (given, expected) => {
    expect(safeReturnTo(given)).toBe(expected);
  });
});

test('the local identity provider refuses to start in production', () => {
  expect(() => assertLocalProviderAllowed('production')).toThrow(/NODE_ENV=production: set OIDC_ISSUER/);
  expect(() => assertLocalProviderAllowed('development')).not.toThrow();
});
