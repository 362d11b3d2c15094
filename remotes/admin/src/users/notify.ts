import { useToastStore } from '@site/ui/toast-store';

/** Saves and failures are told with the site's toasts. */
export const notifySaved = (title: string, description?: string) => useToastStore.getState().add({ title, description });
export const notifyFailed = (title: string, error: unknown) =>
  useToastStore.getState().add({ title, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
