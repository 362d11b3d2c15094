/**
 * Google Consent Mode v2. `startConsentMode()` is the first thing the shell runs (the CSP allows
 * no inline script, so the stub lives here): it installs the `dataLayer` / `gtag` stub, sends the
 * `default` command (everything denied but security), re-applies a stored choice, and only then,
 * and only with a container id configured and something granted, loads the tag manager.
 *
 * This runs in the shell's entry chunk before React: keep it tiny and free of shared modules.
 */
import { siteSettings } from '../settings/site-settings.ts';
import { consentStorage, readStoredConsent, type ConsentChoice } from './consent-record.ts';
import { scriptUrl } from '@site/contracts/trusted-types';

type ConsentSignal = 'granted' | 'denied';

export type ConsentModeUpdate = Record<
  'functionality_storage' | 'personalization_storage' | 'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  ConsentSignal
>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Before any choice: deny everything that is not strictly necessary; give the banner 500 ms. */
export const CONSENT_MODE_DEFAULT = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
} as const;

const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied');

/** The site's cookie categories as Consent Mode signals. */
export function toConsentModeUpdate(choice: ConsentChoice): ConsentModeUpdate {
  return {
    functionality_storage: signal(choice.functional),
    personalization_storage: signal(choice.functional),
    analytics_storage: signal(choice.analytics),
    ad_storage: signal(choice.advertising),
    ad_user_data: signal(choice.advertising),
    ad_personalization: signal(choice.advertising),
  };
}

/** Container ids look like GTM-XXXXXXX; anything else is ignored rather than put into a URL. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The container of the site settings (an ADMIN sets it; the server's `GTM_CONTAINER_ID` until then); empty means none. */
export const configuredContainerId = (): string => siteSettings().tagManagerId;

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

/** The standard `dataLayer` / `gtag` stub, installed once. */
export function installGtagStub(): void {
  const dataLayer = (window.dataLayer ??= []);
  // The tag manager reads `arguments` objects, not arrays, from the dataLayer.
  window.gtag ??= function gtagStub() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
}

let tagManagerRequested = false;

/**
 * Loads the tag manager once, if a container id is configured and the visitor granted at least
 * one optional category. Before a choice (or after Reject All) no third-party request is made.
 */
export function loadTagManagerIfAllowed(choice: ConsentChoice, containerId = configuredContainerId()): boolean {
  if (tagManagerRequested || !containerId || !(choice.functional || choice.analytics || choice.advertising)) return false;
  if (!CONTAINER_ID.test(containerId)) {
    console.warn(`[consent] the tag manager container ${JSON.stringify(containerId)} is not a container id; no tag manager loaded`);
    return false;
  }
  tagManagerRequested = true;
  window.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl(`https://www.googletagmanager.com/gtm.js?id=${containerId}`);
  document.head.append(script);
  return true;
}

/** Tells the tag manager about a choice (made now, or stored and re-applied at start-up). */
export function applyConsentChoice(choice: ConsentChoice): void {
  gtag('consent', 'update', toConsentModeUpdate(choice));
  loadTagManagerIfAllowed(choice);
}

/** The shell's first statement: stub, default command, stored choice re-applied, tag manager. */
export function startConsentMode(): void {
  installGtagStub();
  gtag('consent', 'default', CONSENT_MODE_DEFAULT);
  const stored = readStoredConsent(consentStorage(), Date.now());
  if (stored) applyConsentChoice(stored);
}
