/**
 * Toasts (docs/product.md §§3, 4 and 9): short notices any app can show. The store lives in
 * `@site/ui/toast-store`, a Module Federation singleton, so the shell and every section share one
 * list; the shell renders it.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
}

/** What a caller passes: the id is assigned by the store, the variant defaults to 'default'. */
export type ToastInput = Omit<Toast, 'id' | 'variant'> & Partial<Pick<Toast, 'id' | 'variant'>>;

/** Every tick the oldest toast is dropped (docs/product.md §9). */
export const TOAST_TICK_MS = 5000;
