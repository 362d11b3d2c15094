import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ConsentBanner } from './consent-banner.tsx';
import { CONSENT_STORAGE_KEY } from './consent-record.ts';
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
 * asked for (Customize, or Cookie Settings in the footer). Both render at the start of <body>, so
 * the banner is the first thing a screen reader or the Tab key reaches, before the skip link.
 * They depend on what this browser stored, which the prerendered page cannot know, so they come
 * once the page is hydrated (the banner is fixed at the bottom: it moves nothing).
 */
export function ConsentManager() {
  return useHydrated() ? <ConsentUi /> : null;
}

function ConsentUi() {
  const decided = useConsentStore((state) => state.consent !== null);
  const preferencesOpen = useConsentUiStore((state) => state.preferencesOpen);
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.id = 'consent-root';
    return element;
  });
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);

  // A choice made in another tab applies here too.
  useEffect(() => {
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
        if (state.consent && state.consent !== previous.consent) setAnnouncement('Your cookie preferences have been saved.');
      }),
    [],
  );

  const acceptAll = useConsentStore((state) => state.acceptAll);
  const rejectAll = useConsentStore((state) => state.rejectAll);
  const openPreferences = useConsentUiStore((state) => state.openPreferences);
  return createPortal(
    <>
      {decided ? null : <ConsentBanner onAcceptAll={acceptAll} onRejectAll={rejectAll} onCustomize={openPreferences} onPrepareCustomize={prepareDialog} />}
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      ) : null}
      <p role="status" css={visuallyHidden}>
        {announcement}
      </p>
    </>,
    host,
  );
}
