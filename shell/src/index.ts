import { startConsentMode } from './consent/consent-mode.ts';
import { renderMountingError } from './update/mounting-error.ts';

// Consent Mode's stub and `default` command come before anything else can talk to a tag manager.
startConsentMode();

// The asynchronous boundary lets Module Federation negotiate shared libraries before any of them runs.
import('./bootstrap.tsx').catch((error: unknown) => renderMountingError(document.getElementById('root'), error));
