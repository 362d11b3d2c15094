import { sectionForPath } from '@site/contracts/sections';
import { SectionLoadError } from '../federation/section-loader.ts';

const LOAD_ERROR_PATTERNS = [
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /RUNTIME-00\d/,
  /ScriptExternalLoadError/i,
  /Failed to (load|locate) remote/i,
];

/**
 * True when an error means code could not be loaded (a chunk, a remote entry or manifest), which
 * after a deploy usually means this tab is running an old version.
 */
export function isLoadError(error: unknown, depth = 0): boolean {
  if (error instanceof SectionLoadError) return true;
  // Causes can form cycles; a real chain is never this deep.
  if (!error || depth > 8) return false;
  const name = (error as { name?: unknown }).name;
  const message = (error as { message?: unknown }).message;
  const text = `${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : String(error)}`;
  if (LOAD_ERROR_PATTERNS.some((pattern) => pattern.test(text))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isLoadError(cause, depth + 1);
}

/**
 * A stable key per failure, so the reload guard can tell one failure from another. One broken
 * section surfaces through several paths (the runtime hook, the page loader, a stray rejection),
 * so every load error on a section's page counts as that section's failure.
 */
export function failureKey(error: unknown, pathname: string): string {
  const section = error instanceof SectionLoadError ? error.section : sectionForPath(pathname);
  return section ? `section:${section}` : `load:${pathname}`;
}
