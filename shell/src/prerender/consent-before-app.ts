/**
 * The cookie banner before the app has run: the room below the page it needs is kept, and Accept
 * All and Reject All are answered at once, as the app would (the choice stored as the app stores
 * it, the banner gone, the choice announced), not a second or more later on a phone. The app, starting, reads the stored choice and tells the tag
 * manager as for any visitor who chose before; Customize waits for the app (held-interactions.ts),
 * as its dialog is the app's.
 */

import { CONSENT_ASK_ATTRIBUTE } from '@site/contracts/cookie-consent';
import {
  CONSENT_ANNOUNCEMENT_ATTRIBUTE,
  CONSENT_BANNER_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_SAVED_MESSAGE,
  type BannerChoice,
} from '../consent/consent-markers.ts';
import { BOTTOM_BAR_LEVEL, holdBottomBarSpace } from '../layout/bottom-bar-space.ts';
import { CONSENT_STORAGE_KEY, consentStorage, writeStoredConsent } from '../consent/consent-record.ts';

const everything = (granted: boolean) => ({ functional: granted, analytics: granted, advertising: granted });

/** Answers the banner's Accept All and Reject All under `root` until the returned function is called. */
export function answerConsentBeforeApp(root: HTMLElement): () => void {
  // The banner showing keeps room below the page, so it hides nothing for good (the footer's last
  // links). This runs once the page is painted (landing.ts): measuring lays the page out again.
  const banner = root.querySelector(`[${CONSENT_BANNER_ATTRIBUTE}]`);
  const space =
    banner instanceof HTMLElement && document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE) ? holdBottomBarSpace(banner, BOTTOM_BAR_LEVEL.consent) : null;
  // On the document, so it comes before the clicks held for the app (held-interactions.ts) and keeps these from them.
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`) : null;
    if (!button || !root.contains(button)) return;
    event.stopPropagation();
    const choice = button.getAttribute(CONSENT_CHOICE_ATTRIBUTE) as BannerChoice;
    writeStoredConsent(consentStorage(), everything(choice === 'accept-all'), Date.now());
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
    space?.release();
    const announcement = root.querySelector(`[${CONSENT_ANNOUNCEMENT_ATTRIBUTE}]`);
    if (announcement) announcement.textContent = CONSENT_SAVED_MESSAGE;
    // An app that has just taken the page over learns of it as of a choice made in another tab.
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    // The app's banner, hydrated by now, keeps the room from here on.
    space?.stopWatching();
  };
}
