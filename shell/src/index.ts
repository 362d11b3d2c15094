import { startConsentMode } from './consent/consent-mode.ts';
import { holdInteractions } from './prerender/held-interactions.ts';
import { renderMountingError } from './update/mounting-error.ts';

// Consent Mode's stub and `default` command come before anything else can talk to a tag manager.
startConsentMode();

const rootElement = document.getElementById('root');
// A prerendered page is on screen from the first byte: what the visitor does to it waits for the app.
const held = rootElement?.firstElementChild ? holdInteractions(rootElement) : null;

// The asynchronous boundary lets Module Federation negotiate shared libraries before any of them runs.
import('./bootstrap.tsx').then(
  ({ start }) => start(held),
  (error: unknown) => {
    held?.drop();
    renderMountingError(rootElement, error);
  },
);
