import { describe, expect, it } from 'vitest';
import type { PageViewReport } from '@site/contracts/analytics';
import { pageViewEvent, referringHost } from './page-view.ts';

const OWN = new Set(['keyline.example', 'admin.keyline.example', '127.0.0.1:3000']);
const landing = (more: Partial<PageViewReport>): PageViewReport => ({ visit: 'v'.repeat(32), path: '/pricing', section: 'shell', entry: true, ...more });

describe('a page view as stored', () => {
  it('names where a visit came from only on its landing: a campaign’s source, medium and name, lower-cased', () => {
    const report = landing({
      referrer: 'https://www.google.com/search?q=card+payments',
      campaign: { source: 'Newsletter', medium: 'Email', name: 'Spring-2026' },
    });
    expect(pageViewEvent(report, 'visitor', OWN)).toEqual({
      kind: 'view',
      visit: report.visit,
      visitor: 'visitor',
      path: '/pricing',
      section: 'shell',
      entry: true,
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring-2026',
    });
    expect(pageViewEvent({ ...report, entry: false }, 'visitor', OWN)).toMatchObject({ source: null, medium: null, campaign: null });
  });

  it('without a campaign, the referring site’s host (its search never kept); this site’s own pages are no source', () => {
    expect(pageViewEvent(landing({ referrer: 'https://www.google.com/search?q=card+payments' }), 'v', OWN)).toMatchObject({
      source: 'google.com',
      medium: null,
    });
    expect(referringHost('https://keyline.example/pricing', OWN)).toBeNull();
    expect(referringHost('http://127.0.0.1:3000/', OWN)).toBeNull();
    expect(referringHost('android-app://com.example', OWN)).toBeNull();
    expect(referringHost('not an address', OWN)).toBeNull();
    expect(referringHost(undefined, OWN)).toBeNull();
  });

  it('keeps no campaign value that may name a person or carry a token', () => {
    const report = landing({ referrer: 'https://linkedin.com/', campaign: { source: 'jane.doe@example.com', medium: 'email', name: 'a'.repeat(40) } });
    expect(pageViewEvent(report, 'v', OWN)).toMatchObject({ source: 'linkedin.com', medium: null, campaign: null });
    expect(pageViewEvent(landing({ campaign: { source: 'partner', name: 'x%40y.com' } }), 'v', OWN)).toMatchObject({ source: 'partner', campaign: null });
  });
});
