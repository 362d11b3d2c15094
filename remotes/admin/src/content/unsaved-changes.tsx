import { useEffect, useRef } from 'react';
import { useBlocker } from '@site/ui/router';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';

/**
 * Asks before work is lost: leaving the editor for another page of the workspace (a link, the
 * back button) opens the page's own dialog, and closing or reloading the tab the browser's. Whether
 * there are unsaved changes is read as the navigation happens (`hasUnsavedChanges`), not from the
 * last render, so the editor's own move to a new entry's address just after saving is let through.
 */
export function UnsavedChangesPrompt({ hasUnsavedChanges, onAsking }: { hasUnsavedChanges: () => boolean; onAsking?: (asking: boolean) => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges());
  // The dialog closes after its confirm too: only a close without one keeps the editor open.
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state === 'unblocked') leaving.current = false;
    // While the editor is asked whether to drop the changes, nothing may save them behind its back.
    onAsking?.(blocker.state === 'blocked');
  }, [blocker.state, onAsking]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  return (
    <ConfirmDialog
      request={
        blocker.state === 'blocked'
          ? {
              title: 'Leave without saving?',
              body: 'This draft has changes that are not saved. Stay to save them (Ctrl+S or ⌘S), or leave and lose them.',
              confirmLabel: 'Leave without saving',
              cancelLabel: 'Stay',
              danger: true,
              onConfirm: async () => {
                leaving.current = true;
                blocker.proceed();
              },
            }
          : null
      }
      onClose={() => {
        if (blocker.state === 'blocked' && !leaving.current) blocker.reset();
      }}
    />
  );
}
