import { expect, test } from 'vitest';
import { FLEET_SHARED_SECRETS, withSharedSecrets } from './fleet.ts';

test('every server of a fleet gets the same secrets: those given are kept, the others made once for all', () => {
  const env = withSharedSecrets({ PREVIEW_SECRET: 'a-preview-secret-given-by-the-operator', NODE_ENV: 'test' });
  expect(env.PREVIEW_SECRET).toBe('a-preview-secret-given-by-the-operator');
  for (const name of FLEET_SHARED_SECRETS) expect(env[name]?.length, name).toBeGreaterThanOrEqual(32);
  expect(env.IDP_SECRET).not.toBe(env.LEAD_IP_HASH_SECRET);
  expect(env.NODE_ENV).toBe('test');
});
