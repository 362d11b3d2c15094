import { create } from 'zustand';

export interface DetectedUpdate {
  /** The page the failure happened on; the screen shows only there. */
  pathname: string;
  failureKey: string;
  /** Whether this tab may reload by itself (the reload guard said yes). */
  autoReload: boolean;
}

interface UpdateState {
  detected: DetectedUpdate | null;
  detect: (update: DetectedUpdate) => void;
  clear: () => void;
}

/** The "Site Update Detected" flow: set when code fails to load, read by the layout. */
export const useUpdateStore = create<UpdateState>((set, get) => ({
  detected: null,
  detect: (update) => {
    const current = get().detected;
    if (current?.pathname === update.pathname && current.failureKey === update.failureKey) return;
    set({ detected: update });
  },
  clear: () => set({ detected: null }),
}));
