/**
 * Files a section offers its visitors to download (an attestation summary, a data sheet), made by
 * the section's own code each time it is built, from the same data as its pages, so that a file
 * never says something its page does not. `src/downloads/index.ts` exports them by file name
 * (`SectionDownloads`); `site-build build` writes each to `downloads/<name>` in the build, where it
 * becomes part of the section's immutable version like its chunks (served at
 * `/remotes/<section>/<version>/downloads/<name>`), and `site-build dev` to the folder it serves.
 *
 * The code under `src/downloads/` runs at build time only, never in a browser, so it may use the
 * section's devDependencies (see declared-imports.ts); a page links to a file by its name alone.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SECTION_DOWNLOADS_DIR } from '@site/contracts/sections';
import { APP_FILES } from './app-config.ts';
import { exists } from './page-documents.ts';
import { importFile } from './import-file.ts';

/** A section's downloads by file name, each made when the section is built. */
export type SectionDownloads = Readonly<Record<string, () => Uint8Array | Promise<Uint8Array>>>;

/** A file name a visitor's browser keeps as it is: lower case, digits and hyphens, with an extension. */
const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+$/;

/** Makes the app's downloads and writes them to `<outDir>/downloads/`; returns their names (none without a downloads module). */
export async function writeSectionDownloads(appDir: string, outDir: string): Promise<string[]> {
  const modulePath = path.join(appDir, APP_FILES.downloads);
  if (!(await exists(modulePath))) return [];
  const source = APP_FILES.downloads.replace(/^\.\//, '');
  const { default: downloads } = (await importFile(modulePath)) as { default?: unknown };
  if (!downloads || typeof downloads !== 'object') throw new Error(`${source} must export its downloads by file name as its default export`);
  const names = Object.keys(downloads);
  const badNames = names.filter((name) => !FILE_NAME.test(name));
  if (badNames.length > 0)
    throw new Error(
      `${source}: ${badNames.map((name) => JSON.stringify(name)).join(', ')} is not a download's file name (lower case, digits and hyphens, then an extension)`,
    );
  await mkdir(path.join(outDir, SECTION_DOWNLOADS_DIR), { recursive: true });
  for (const [name, make] of Object.entries(downloads as Record<string, unknown>)) {
    if (typeof make !== 'function') throw new Error(`${source}: ${name} must be a function that makes the file's bytes`);
    const bytes: unknown = await (make as () => unknown)();
    if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new Error(`${source}: ${name} made no bytes`);
    await writeFile(path.join(outDir, SECTION_DOWNLOADS_DIR, name), bytes);
  }
  return names;
}
