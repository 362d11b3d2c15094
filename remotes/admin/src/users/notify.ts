import { useToastStore } from '@site/ui/toast-store';

/** The ids of failure toasts: one per kind of failure (a repeat replaces it), all cleared by the next success. */
const FAILURE = 'admin-failure:';

/**
 * Saves and failures are told with the site's toasts. A save means the problem a failure told of
 * is fixed, so it takes the failures off the screen rather than leave them to time out.
 */
export const notifySaved = (title: string, description?: string) => {
  const store = useToastStore.getState();
  for (const shown of store.toasts) if (shown.id.startsWith(FAILURE)) store.dismiss(shown.id);
  return store.add({ title, description });
};

export const notifyFailed = (title: string, error: unknown) =>
  useToastStore
    .getState()
    .add({ id: `${FAILURE}${title}`, title, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
