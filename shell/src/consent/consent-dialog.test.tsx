import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import ConsentDialog from './consent-dialog.tsx';
import { useConsentUiStore } from './consent-ui-store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('ConsentDialog', () => {
  it('is closed in the store as soon as Escape asks (its cancel event), before the dialog’s close event, so the opener can open it again at once', () => {
    useConsentUiStore.getState().openPreferences();
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    act(() => root?.render(<ConsentDialog />));
    const dialog = document.querySelector('dialog');
    expect(dialog).not.toBeNull();
    act(() => {
      dialog?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(useConsentUiStore.getState().preferencesOpen).toBe(false);
  });
});
