import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from './consent-record.ts';

type ConsentModeModule = typeof import('./consent-mode.ts');

/** A fresh copy of the module (it remembers whether the tag manager was requested). */
async function freshModule(): Promise<ConsentModeModule> {
  vi.resetModules();
  return import('./consent-mode.ts');
}

const commands = () =>
  (window.dataLayer ?? []).map((entry) => (typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry));

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  window.localStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});
afterEach(() => vi.unstubAllEnvs());

describe('toConsentModeUpdate', () => {
  test('maps each category to its Consent Mode v2 signals', async () => {
    const { toConsentModeUpdate } = await freshModule();
    expect(toConsentModeUpdate({ functional: true, analytics: false, advertising: false })).toEqual({
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(toConsentModeUpdate({ functional: false, analytics: true, advertising: false })).toEqual({
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(toConsentModeUpdate({ functional: false, analytics: false, advertising: true })).toEqual({
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('startConsentMode', () => {
  test('with no stored choice: stub and default (everything denied but security, wait 500 ms), nothing else', async () => {
    const { startConsentMode } = await freshModule();
    startConsentMode();
    expect(typeof window.gtag).toBe('function');
    expect(commands()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'granted',
          wait_for_update: 500,
        },
      ],
    ]);
    // The stub pushes `arguments` objects, which is what the tag manager reads.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  test('re-applies a stored choice right after the default', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ functional: false, analytics: true, advertising: false, timestamp: Date.now(), revision: CONSENT_REVISION }),
    );
    const { startConsentMode } = await freshModule();
    startConsentMode();
    const sent = commands() as unknown[][];
    expect(sent.map((args) => args[1])).toEqual(['default', 'update']);
    expect(sent[1]?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', functionality_storage: 'denied' });
  });

  test('keeps a dataLayer that already exists', async () => {
    window.dataLayer = [{ event: 'earlier' }];
    const { startConsentMode } = await freshModule();
    startConsentMode();
    expect(window.dataLayer).toHaveLength(2);
  });
});

const gtmScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');

describe('the tag manager', () => {
  const granted = { functional: false, analytics: true, advertising: false };

  test('is never requested without a container id', async () => {
    const { installGtagStub, loadTagManagerIfAllowed } = await freshModule();
    installGtagStub();
    expect(loadTagManagerIfAllowed(granted, '')).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
  });

  test('is not requested before consent or after Reject All', async () => {
    const { installGtagStub, loadTagManagerIfAllowed } = await freshModule();
    installGtagStub();
    expect(loadTagManagerIfAllowed({ functional: false, analytics: false, advertising: false }, 'GTM-ABC1234')).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
  });

  test('loads once, after the default command, when configured and something is granted', async () => {
    // The container comes with the page, from the site settings an ADMIN keeps.
    const settings = document.createElement('script');
    settings.type = 'application/json';
    settings.id = 'site-settings';
    settings.textContent = JSON.stringify({ tagManagerId: 'GTM-ABC1234' });
    document.head.append(settings);
    const { startConsentMode, applyConsentChoice, configuredContainerId } = await freshModule();
    expect(configuredContainerId()).toBe('GTM-ABC1234');
    settings.remove();
    startConsentMode();
    expect(gtmScripts()).toHaveLength(0);
    applyConsentChoice(granted);
    applyConsentChoice({ ...granted, advertising: true });
    expect(gtmScripts()).toHaveLength(1);
    expect(gtmScripts()[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    const layer = commands() as unknown[];
    const defaultAt = layer.findIndex((entry) => Array.isArray(entry) && entry[1] === 'default');
    const gtmStartAt = layer.findIndex((entry) => !Array.isArray(entry) && (entry as { event?: string }).event === 'gtm.js');
    expect(defaultAt).toBe(0);
    expect(gtmStartAt).toBeGreaterThan(defaultAt);
  });

  test('ignores a container id that is not one', async () => {
    const { installGtagStub, loadTagManagerIfAllowed } = await freshModule();
    installGtagStub();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadTagManagerIfAllowed(granted, 'GTM-1"><script>')).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
  });
});
