import { renderMountingError } from './update/mounting-error.ts';

// The asynchronous boundary lets Module Federation negotiate shared libraries before any of them runs.
import('./bootstrap.tsx').catch((error: unknown) => renderMountingError(document.getElementById('root'), error));
