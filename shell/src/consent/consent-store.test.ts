import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from './consent-record.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const YEAR_LATER = Date.UTC(2027, 10, 22, 12, 0, 0);

/** Fresh store, UI store and shared @site/ui/consent module, as on a new page load. */
async function load() {
  vi.resetModules();
  const store = await import('./consent-store.ts');
  const ui = await import('./consent-ui-store.ts');
  const shared = await import('@site/ui/consent');
  return { useConsentStore: store.useConsentStore, useConsentUiStore: ui.useConsentUiStore, shared };
}

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
const updates = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'consent' && args[1] === 'update')
    .map((args) => args[2]);

function gtagStub() {
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer?.push(arguments);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  window.dataLayer = [];
  window.gtag = gtagStub;
});
afterEach(() => vi.useRealTimers());

describe('useConsentStore', () => {
  test('starts with no choice when nothing is stored', async () => {
    const { useConsentStore, shared } = await load();
    expect(useConsentStore.getState().consent).toBeNull();
    expect(shared.getConsent()).toEqual({ decided: false, functional: false, analytics: false, advertising: false });
  });

  test('Accept All stores everything on, grants every signal and closes the dialog', async () => {
    const { useConsentStore, useConsentUiStore, shared } = await load();
    useConsentUiStore.getState().openPreferences();
    useConsentStore.getState().acceptAll();
    expect(stored()).toEqual({ functional: true, analytics: true, advertising: true, timestamp: NOW, revision: CONSENT_REVISION });
    expect(updates()).toEqual([
      {
        functionality_storage: 'granted',
        personalization_storage: 'granted',
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
    expect(useConsentUiStore.getState().preferencesOpen).toBe(false);
    expect(shared.getConsent()).toEqual({ decided: true, functional: true, analytics: true, advertising: true });
  });

  test('Reject All stores everything off and denies every signal', async () => {
    const { useConsentStore, shared } = await load();
    useConsentStore.getState().rejectAll();
    expect(stored()).toEqual({ functional: false, analytics: false, advertising: false, timestamp: NOW, revision: CONSENT_REVISION });
    expect(updates()).toEqual([
      {
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(shared.getConsent()).toEqual({ decided: true, functional: false, analytics: false, advertising: false });
  });

  test('Save Preferences stores the toggles and notifies sections', async () => {
    const { useConsentStore, shared } = await load();
    const listener = vi.fn();
    shared.subscribeConsent(listener);
    useConsentStore.getState().save({ functional: true, analytics: false, advertising: false });
    expect(stored()).toMatchObject({ functional: true, analytics: false, advertising: false });
    expect(updates().at(-1)).toMatchObject({ functionality_storage: 'granted', analytics_storage: 'denied', ad_storage: 'denied' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(shared.getConsent().functional).toBe(true);
  });

  test('a stored choice is picked up on the next page load', async () => {
    const first = await load();
    first.useConsentStore.getState().save({ functional: false, analytics: true, advertising: false });
    const second = await load();
    expect(second.useConsentStore.getState().consent).toEqual({
      functional: false,
      analytics: true,
      advertising: false,
      timestamp: NOW,
      revision: CONSENT_REVISION,
    });
    expect(second.shared.getConsent()).toEqual({ decided: true, functional: false, analytics: true, advertising: false });
  });

  test('reload re-applies the stored choice (another tab chose)', async () => {
    const { useConsentStore } = await load();
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ functional: false, analytics: false, advertising: true, timestamp: NOW, revision: CONSENT_REVISION }),
    );
    useConsentStore.getState().reload();
    expect(useConsentStore.getState().consent).toMatchObject({ advertising: true });
    expect(updates().at(-1)).toMatchObject({ ad_storage: 'granted', analytics_storage: 'denied' });
  });

  test('a choice of an older revision asks again', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ functional: true, analytics: true, advertising: true, timestamp: NOW, revision: CONSENT_REVISION - 1 }),
    );
    const { useConsentStore } = await load();
    expect(useConsentStore.getState().consent).toBeNull();
  });

  test('a choice expires after 12 months', async () => {
    const first = await load();
    first.useConsentStore.getState().acceptAll();
    vi.setSystemTime(YEAR_LATER - 1);
    expect((await load()).useConsentStore.getState().consent).not.toBeNull();
    vi.setSystemTime(YEAR_LATER);
    expect((await load()).useConsentStore.getState().consent).toBeNull();
  });

  test('corrupt storage means no choice, not a crash', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"functional":');
    const { useConsentStore, shared } = await load();
    expect(useConsentStore.getState().consent).toBeNull();
    expect(shared.getConsent().decided).toBe(false);
  });

  test('sections cannot claim the write side', async () => {
    const { shared } = await load();
    expect(() => shared.claimConsentPublisher()).toThrow(/belongs to the shell/);
  });

  test('sections open the shell dialog through the shared module', async () => {
    const { useConsentUiStore, shared } = await load();
    shared.openCookieSettings();
    expect(useConsentUiStore.getState().preferencesOpen).toBe(true);
  });
});
