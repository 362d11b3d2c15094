import { create } from 'zustand';

interface PageLoadingState {
  /** Page areas currently showing 'Loading page...'. */
  pending: number;
  begin: () => void;
  end: () => void;
}

/** Whether a page is still loading, for the top progress bar. */
export const usePageLoadingStore = create<PageLoadingState>((set) => ({
  pending: 0,
  begin: () => set((state) => ({ pending: state.pending + 1 })),
  end: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));
