import { create } from 'zustand';
import { TOAST_TICK_MS, type Toast, type ToastInput } from '@site/contracts/toast';

interface ToastState {
  /** Oldest first. */
  toasts: Toast[];
  /** Shows a toast and returns its id. */
  add: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

let ticker: ReturnType<typeof setInterval> | undefined;
let counter = 0;

const stopTicker = () => {
  if (ticker !== undefined) clearInterval(ticker);
  ticker = undefined;
};

/**
 * The page's one toast list. `@site/ui/*` modules are Module Federation singletons, so the shell
 * (which renders the list) and every section (which adds to it) share this store. While any toast
 * is showing, the oldest is dropped on every tick (docs/product.md §9: 5 s).
 */
export const useToastStore = create<ToastState>((set, get) => {
  const tick = () => {
    const [, ...rest] = get().toasts;
    set({ toasts: rest });
    if (rest.length === 0) stopTicker();
  };
  return {
    toasts: [],
    add: (input) => {
      counter += 1;
      const id = input.id ?? `toast-${Date.now().toString(36)}-${counter}`;
      const toast: Toast = { ...input, id, variant: input.variant ?? 'default' };
      set((state) => ({ toasts: [...state.toasts.filter((existing) => existing.id !== id), toast] }));
      ticker ??= setInterval(tick, TOAST_TICK_MS);
      return id;
    },
    dismiss: (id) => {
      const toasts = get().toasts.filter((toast) => toast.id !== id);
      set({ toasts });
      if (toasts.length === 0) stopTicker();
    },
    clear: () => {
      stopTicker();
      set({ toasts: [] });
    },
  };
});

/** Shows a toast from anywhere (shell or section) and returns its id. */
export const toast = (input: ToastInput): string => useToastStore.getState().add(input);

/** Removes a toast before its turn. */
export const dismissToast = (id: string): void => useToastStore.getState().dismiss(id);
