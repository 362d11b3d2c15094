import { pathToFileURL } from 'node:url';

let generation = 0;

/**
 * Imports a source file (route table, content file). `fresh` imports the file as it is now: a
 * dev server checks again after every edit, and a plain import would keep returning the copy it
 * first loaded. (Each fresh import is a new module: fine for a dev server's lifetime.)
 */
export function importFile(file: string, { fresh = false }: { fresh?: boolean } = {}): Promise<unknown> {
  const url = pathToFileURL(file).href;
  generation += 1;
  return import(fresh ? `${url}?generation=${generation}` : url);
}
