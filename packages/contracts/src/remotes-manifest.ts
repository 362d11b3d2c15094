import { z } from 'zod/mini';
import { SECTIONS } from './sections.ts';
import { routeTableSchema } from './route-entry-schema.ts';

export const sectionNameSchema = z.enum(SECTIONS);

/** A remote's version label: immutable, used as a folder name in the deploy root. */
export const versionSchema = z
  .string()
  .check(z.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/, 'a version is 1-64 characters of [0-9A-Za-z.+_-]'));

/** One live section in `/remotes.json`. */
export const liveSectionSchema = z.strictObject({
  name: sectionNameSchema,
  version: versionSchema,
  /** URL of the version's `mf-manifest.json`, absolute or root-relative. */
  manifestUrl: z.string().check(z.minLength(1)),
  /** The section's route table, so the shell can route, link and build menus without loading the remote. */
  routeTable: routeTableSchema,
});
export type LiveSection = z.output<typeof liveSectionSchema>;

/** `/remotes.json`: what is live for this visitor. */
export const remotesManifestSchema = z.strictObject({
  generatedAt: z.string(),
  sections: z.array(liveSectionSchema),
});
export type RemotesManifest = z.output<typeof remotesManifestSchema>;
