import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_VIEW_PATH, VISIT_ID, type PageViewReport } from '@site/contracts/analytics';
import { PRERENDER_HOOK_GLOBAL } from '@site/contracts/prerender';
import { reportPageView, visitId } from './page-views.ts';

const VISIT = Symbol.for('keyline.analytics.visit');

/** A beacon that keeps what it was given. */
function beacon() {
  const sent: { url: string; report: PageViewReport }[] = [];
  return { sent, send: (url: string, body: string) => (sent.push({ url, report: JSON.parse(body) as PageViewReport }), true) };
}
const at = (pathname: string, search = '') => ({ pathname, search });

afterEach(() => {
  delete (window as unknown as Record<symbol, unknown>)[VISIT];
  delete (window as unknown as Record<string, unknown>)[PRERENDER_HOOK_GLOBAL];
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});

describe('the page views the site counts', () => {
  it('the landing carries where the visit came from; every later page only its path, section and the same visit', () => {
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/', configurable: true });
    const { sent, send } = beacon();
    reportPageView(at('/', '?utm_source=Newsletter&utm_medium=email&utm_campaign=winter&gclid=abc'), send);
    reportPageView(at('/solutions/agent-assisted'), send);
    expect(sent.map((beaconed) => beaconed.url)).toEqual([ANALYTICS_VIEW_PATH, ANALYTICS_VIEW_PATH]);
    const [landing, next] = sent.map((beaconed) => beaconed.report);
    expect(landing).toEqual({
      visit: visitId(),
      path: '/',
      section: 'shell',
      entry: true,
      referrer: 'https://www.google.com/',
      campaign: { source: 'Newsletter', medium: 'email', name: 'winter' },
    });
    expect(next).toEqual({ visit: visitId(), path: '/solutions/agent-assisted', section: 'solutions', entry: false });
    expect(visitId()).toMatch(VISIT_ID);
  });

  it('counts the page landed on once, whether the landing script or the app reports it first; going back to it counts again', () => {
    const { sent, send } = beacon();
    reportPageView(at('/pricing'), send);
    reportPageView(at('/pricing'), send);
    reportPageView(at('/contact'), send);
    reportPageView(at('/pricing'), send);
    expect(sent.map((beaconed) => [beaconed.report.path, beaconed.report.entry])).toEqual([
      ['/pricing', true],
      ['/contact', false],
      ['/pricing', false],
    ]);
  });

  it('sends nothing for the prerenderer’s browser or a staff page, and a failing beacon never breaks the page', () => {
    const { sent, send } = beacon();
    reportPageView(at('/admin/leads'), send);
    (window as unknown as Record<string, unknown>)[PRERENDER_HOOK_GLOBAL] = {};
    reportPageView(at('/pricing'), send);
    expect(sent).toEqual([]);
    delete (window as unknown as Record<string, unknown>)[PRERENDER_HOOK_GLOBAL];
    expect(() =>
      reportPageView(at('/pricing'), () => {
        throw new Error('beacon refused');
      }),
    ).not.toThrow();
  });
});
