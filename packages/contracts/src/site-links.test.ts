import { describe, expect, test } from 'vitest';
import { isExternalUrl, leavesPageRouter } from './site-links.ts';

describe('which links the page router handles', () => {
  test.each(['/', '/solutions/agent-assisted', '/features#dtmf-masking', '/resources/blog?tag=pci-dss'])('%s is a page of the app', (href) => {
    expect(leavesPageRouter(href)).toBe(false);
  });

  test.each(['https://support.keyline.example/', 'http://example.com', '/api/docs', '/api/content/blog', '/html-sitemap.html'])(
    '%s is loaded by the browser itself',
    (href) => {
      expect(leavesPageRouter(href)).toBe(true);
    },
  );

  test('only other sites count as external (they get rel="noopener noreferrer")', () => {
    expect(isExternalUrl('https://x.com/keylinepay')).toBe(true);
    expect(isExternalUrl('/api/docs')).toBe(false);
  });
});
