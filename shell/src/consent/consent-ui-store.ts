import { create } from 'zustand';

interface ConsentUiState {
  /** Whether the cookie preferences dialog is open. */
  preferencesOpen: boolean;
  openPreferences: () => void;
  closePreferences: () => void;
}

/**
 * Which consent screen is showing. Kept apart from the stored choice so that the footer's
 * Cookie Settings link can reopen the dialog without knowing anything else about consent.
 */
export const useConsentUiStore = create<ConsentUiState>((set) => ({
  preferencesOpen: false,
  openPreferences: () => set({ preferencesOpen: true }),
  closePreferences: () => set({ preferencesOpen: false }),
}));
