import { create } from 'zustand';
import { claimConsentPublisher } from '@site/ui/consent';
import { applyConsentChoice } from './consent-mode.ts';
import { consentStorage, readStoredConsent, writeStoredConsent, type ConsentChoice, type StoredConsent } from './consent-record.ts';
import { useConsentUiStore } from './consent-ui-store.ts';

interface ConsentState {
  /** The visitor's current choice; null until one is made (the banner shows). */
  consent: StoredConsent | null;
  acceptAll: () => void;
  rejectAll: () => void;
  /** Stores the dialog's toggles. */
  save: (choice: ConsentChoice) => void;
  /** Reads the stored choice again (another tab chose, or it expired). */
  reload: () => void;
}

const ALL_GRANTED: ConsentChoice = { functional: true, analytics: true, advertising: true };
const ALL_DENIED: ConsentChoice = { functional: false, analytics: false, advertising: false };

/**
 * The visitor's cookie consent: stored in localStorage, told to the tag manager on every choice
 * (the start-up re-apply happens earlier, in `startConsentMode`), and mirrored read-only to the
 * sections through `@site/ui/consent`.
 */
export const useConsentStore = create<ConsentState>((set) => {
  const choose = (choice: ConsentChoice) => {
    const consent = writeStoredConsent(consentStorage(), choice, Date.now());
    applyConsentChoice(consent);
    set({ consent });
    useConsentUiStore.getState().closePreferences();
  };
  return {
    consent: readStoredConsent(consentStorage(), Date.now()),
    acceptAll: () => choose(ALL_GRANTED),
    rejectAll: () => choose(ALL_DENIED),
    save: (choice) => choose(choice),
    reload: () => {
      const consent = readStoredConsent(consentStorage(), Date.now());
      if (consent) applyConsentChoice(consent);
      set({ consent });
    },
  };
});

// Sections read consent (and open the dialog) through the shared @site/ui/consent module.
const publisher = claimConsentPublisher();
publisher.publish(useConsentStore.getState().consent);
publisher.setPreferencesOpener(() => useConsentUiStore.getState().openPreferences());
useConsentStore.subscribe((state, previous) => {
  if (state.consent !== previous.consent) publisher.publish(state.consent);
});
