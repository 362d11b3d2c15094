import type { createBrowserRouter } from '@site/ui/router';
import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import { useConsentStore } from '../consent/consent-store.ts';
import { initialised } from '../prerender/take-over.ts';
import { isPageRouteHandle } from '../routing/build-routes.tsx';
import { reportVitalsWithConsent, vitalsBeacon, type AnalyticsConsent, type LandingPage } from './vitals-beacon.ts';

type SiteRouter = ReturnType<typeof createBrowserRouter>;

const analyticsConsent: AnalyticsConsent = {
  allowed: () => useConsentStore.getState().consent?.analytics === true,
  subscribe: (listener) => useConsentStore.subscribe(listener),
};

/** The section page the visitor landed on, from the router's first match; null for the shell's own pages. */
export function landingPage(router: Pick<SiteRouter, 'state'>): LandingPage | null {
  const handle = router.state.matches.map(({ route }) => route.handle as unknown).findLast(isPageRouteHandle);
  return handle?.section ? { section: handle.section, page: handle.pagePath } : null;
}

/** Reports the landing page's Core Web Vitals for its section version, once the visitor allows analytics. */
export function reportLandingPageVitals(router: SiteRouter, sections: readonly VisitorLiveMapSection[]): void {
  void initialised(router).then(() => {
    const landing = landingPage(router);
    const beacon = landing && vitalsBeacon(landing, sections);
    if (beacon) reportVitalsWithConsent(beacon, analyticsConsent, () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'));
  });
}
