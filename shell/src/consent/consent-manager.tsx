import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { CONSENT_ASK_ATTRIBUTE } from '@site/contracts/cookie-consent';
import { prerenderHook } from '@site/contracts/prerender';
import { ConsentBanner } from './consent-banner.tsx';
import { CONSENT_ANNOUNCEMENT_ATTRIBUTE, CONSENT_SAVED_MESSAGE } from './consent-markers.ts';
import { CONSENT_STORAGE_KEY, consentStorage, readStoredConsent } from './consent-record.ts';
import { useConsentStore } from './consent-store.ts';
import { useConsentUiStore } from './consent-ui-store.ts';
import { useHydrated } from '../prerender/hydrated.ts';

const loadDialog = () => import('./consent-dialog.tsx');
const ConsentDialog = lazy(loadDialog);
const prepareDialog = () => void loadDialog().catch(() => undefined);

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Cookie consent on every page: the banner while no choice is stored, the preferences dialog when
 * asked for (Customize, or Cookie Settings in the footer). First in the layout, so the banner is
 * the first thing a screen reader or the Tab key reaches, before the skip link.
 *
 * Every prerendered page carries the banner: whether it shows is decided before the first paint
 * from what this browser stored (CONSENT_ASK_ATTRIBUTE on `<html>`), and Accept All or Reject All
 * pressed before the app runs is answered by the landing script (prerender/consent-before-app.ts).
 * The app hydrates the banner as it was drawn, then keeps it only while no choice is stored.
 */
export function ConsentManager() {
  const hydrated = useHydrated();
  const decided = useConsentStore((state) => state.consent !== null);
  const preferencesOpen = useConsentUiStore((state) => state.preferencesOpen);
  const acceptAll = useConsentStore((state) => state.acceptAll);
  const rejectAll = useConsentStore((state) => state.rejectAll);
  const openPreferences = useConsentUiStore((state) => state.openPreferences);
  const [announcement, setAnnouncement] = useState('');

  // The app's verdict replaces the first-paint script's guess, and follows every choice.
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute(CONSENT_ASK_ATTRIBUTE, !decided);
  }, [decided]);

  // A choice made in another tab applies here too, as does one the landing script stored after
  // the app read the storage and before this listened.
  useEffect(() => {
    const { consent, reload } = useConsentStore.getState();
    if (readStoredConsent(consentStorage(), Date.now())?.timestamp !== consent?.timestamp) reload();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) useConsentStore.getState().reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Tells assistive technology that the choice was saved (the banner or dialog it was in is gone).
  useEffect(
    () =>
      useConsentStore.subscribe((state, previous) => {
        if (state.consent && state.consent !== previous.consent) setAnnouncement(CONSENT_SAVED_MESSAGE);
      }),
    [],
  );

  // The prerenderer's browser draws the banner whatever it stored: the page carries it for everyone.
  const showBanner = !hydrated || !decided || prerenderHook() !== undefined;
  return (
    <>
      {showBanner ? <ConsentBanner onAcceptAll={acceptAll} onRejectAll={rejectAll} onCustomize={openPreferences} onPrepareCustomize={prepareDialog} /> : null}
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      ) : null}
      {/* The landing script may have said it already, for a choice made before the app ran. */}
      <p role="status" css={visuallyHidden} suppressHydrationWarning {...{ [CONSENT_ANNOUNCEMENT_ATTRIBUTE]: '' }}>
        {announcement}
      </p>
    </>
  );
}
