/**
 * Exposed by a section's dev server composed into a deployed site (a dev override), never loaded:
 * importing them here makes the build offer React's entry points that a host consumes but a
 * section's own code does not (`react-dom/client`, the production JSX runtime), so a page that
 * takes React from the dev server finds all of it there, never half of React from elsewhere.
 */
export * as client from 'react-dom/client';
export * as jsxRuntime from 'react/jsx-runtime';
