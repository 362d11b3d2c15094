import { describe, expect, test } from 'vitest';
import { allows, EVERYTHING, roleGrant, rolesWith, TOKEN_OPERATIONS } from './access.ts';

describe('who may release what', () => {
  test('a RELEASER approves on their own sections only, as they publish and promote', () => {
    const legal = roleGrant('RELEASER', ['legal']);
    expect(allows(legal, 'registry:approve', { section: 'legal' })).toBe(true);
    expect(allows(legal, 'registry:approve', { section: 'resources' })).toBe(false);
    expect(allows(roleGrant('VIEWER', []), 'registry:approve', { section: 'legal' })).toBe(false);
    expect(allows(roleGrant('EDITOR', []), 'registry:approve', { section: 'legal' })).toBe(false);
    expect(rolesWith('registry:approve')).toEqual(['ADMIN', 'RELEASER']);
  });

  test('the admin section is published, approved and promoted by ADMINs only, whatever sections a RELEASER or a token names', () => {
    const releaser = roleGrant('RELEASER', ['legal', 'admin']);
    const token = { permissions: [...TOKEN_OPERATIONS], sections: ['admin'] };
    const everyToken = { permissions: [...TOKEN_OPERATIONS], sections: ['*'] };
    for (const permission of ['registry:publish', 'registry:approve', 'registry:promote'] as const) {
      expect(allows(releaser, permission, { section: 'admin' }), permission).toBe(false);
      expect(allows(token, permission, { section: 'admin' }), permission).toBe(false);
      expect(allows(everyToken, permission, { section: 'admin' }), permission).toBe(false);
      expect(allows(roleGrant('ADMIN', []), permission, { section: 'admin' }), permission).toBe(true);
      expect(allows(EVERYTHING, permission, { section: 'admin' }), permission).toBe(true);
      // Other sections are theirs as before.
      expect(allows(releaser, permission, { section: 'legal' }), permission).toBe(true);
      expect(allows(everyToken, permission, { section: 'legal' }), permission).toBe(true);
    }
    // Rolling back returns to a version an ADMIN released; previews change nothing for visitors.
    expect(allows(releaser, 'registry:rollback', { section: 'admin' })).toBe(true);
    expect(allows(releaser, 'registry:preview', { section: 'admin' })).toBe(true);
    expect(rolesWith('registry:release-admin')).toEqual(['ADMIN']);
    expect(TOKEN_OPERATIONS).not.toContain('registry:release-admin');
  });

  test('the shell, the page on the admin origin too, is released by ADMINs only: a token for every section does not reach it', () => {
    const everyToken = { permissions: [...TOKEN_OPERATIONS], sections: ['*'] };
    for (const permission of ['registry:publish', 'registry:approve', 'registry:promote'] as const) {
      expect(allows(everyToken, permission, { section: 'shell' }), permission).toBe(false);
      expect(allows(roleGrant('RELEASER', ['legal']), permission, { section: 'shell' }), permission).toBe(false);
      expect(allows(roleGrant('ADMIN', []), permission, { section: 'shell' }), permission).toBe(true);
    }
  });
});

describe('tokens', () => {
  test('a token that publishes cannot also approve: one credential is never both people of a release', async () => {
    const { createTokenSchema, tokenOperationsProblem } = await import('./admin-api.ts');
    expect(tokenOperationsProblem(['registry:publish', 'registry:promote'])).toBeUndefined();
    expect(tokenOperationsProblem(['registry:approve', 'registry:read'])).toBeUndefined();
    expect(tokenOperationsProblem(['registry:publish', 'registry:approve'])).toMatch(/cannot also approve/);
    const both = createTokenSchema.safeParse({ name: 'ci', sections: ['legal'], operations: ['registry:publish', 'registry:approve'], expiresInDays: 30 });
    expect(both.success).toBe(false);
  });
});
