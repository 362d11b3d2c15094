import { z } from 'zod/mini';
import { RELEASE_UNITS, SECTIONS } from './sections.ts';
import { routeTableSchema } from './route-entry-schema.ts';

export const sectionNameSchema = z.enum(SECTIONS);
/** A section or the shell: what the registry releases. */
export const releaseUnitSchema = z.enum(RELEASE_UNITS);

/** A remote's version label: immutable, used as a folder name in the deploy root. */
export const versionSchema = z.string().check(z.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/, 'a version is 1-64 characters of [0-9A-Za-z.+_-]'));

/** One live section in `/remotes.json`. */
export const liveSectionSchema = z.strictObject({
  name: sectionNameSchema,
  version: versionSchema,
  /** URL of the version's `mf-manifest.json`, absolute or root-relative. */
  manifestUrl: z.string().check(z.minLength(1)),
  /** The section's route table, so the shell can route, link and build menus without loading the remote. */
  routeTable: routeTableSchema,
  /**
   * Subresource Integrity (sha384) of the version's files by path relative to its folder
   * (`remoteEntry.js`, `assets/…js`): the shell loads each with its digest, so a changed file is
   * refused. Absent where the site server has no registry (it then serves its own deploy root).
   */
  integrity: z.optional(z.record(z.string(), z.string())),
  /**
   * Which release this visitor got: everyone's live version, a canary cohort's, a preview, or a
   * dev override (`dev`: served by a dev server on this browser's machine, whose own
   * `route-table.json` beside `manifestUrl` is newer than `routeTable`).
   */
  cohort: z.optional(z.enum(['live', 'canary', 'preview', 'dev'])),
});
/** @deprecated Use `VisitorLiveMapSection`: the same type under the live map's name. */
export type LiveSection = z.output<typeof liveSectionSchema>;

/**
 * The shell version a visitor's pages are served with, when the registry releases the shell (a
 * server with no shell version in its registry serves the shell build it started with).
 */
export const liveShellSchema = z.strictObject({
  version: versionSchema,
  cohort: z.optional(z.enum(['live', 'canary', 'preview'])),
});
export type LiveShell = z.output<typeof liveShellSchema>;

/** A preview this browser opened with a signed link: one section (or the shell) at a version nobody else gets. */
export const activePreviewSchema = z.strictObject({
  section: releaseUnitSchema,
  version: versionSchema,
  /** ISO 8601; the preview ends by itself then. */
  expiresAt: z.string(),
  /** A dev override: the origin of the dev server the section comes from. */
  devOrigin: z.optional(z.string()),
});
export type ActivePreview = z.output<typeof activePreviewSchema>;

/** A content draft this browser previews on its public page (a signed draft preview link). */
export const activeDraftPreviewSchema = z.strictObject({
  title: z.string(),
  /** The public page that shows it. */
  path: z.string(),
  /** ISO 8601; the preview ends by itself then. */
  expiresAt: z.string(),
});
export type ActiveDraftPreview = z.output<typeof activeDraftPreviewSchema>;

/** `/remotes.json`: what is live for this visitor. */
export const remotesManifestSchema = z.strictObject({
  generatedAt: z.string(),
  sections: z.array(liveSectionSchema),
  /** Kept apart from `sections`: a shell is not a remote, and shells built before it was released reject names they do not know there. */
  shell: z.optional(liveShellSchema),
  preview: z.optional(activePreviewSchema),
  draft: z.optional(activeDraftPreviewSchema),
});
/** @deprecated Use `VisitorLiveMap`: the same type under the live map's name. */
export type RemotesManifest = z.output<typeof remotesManifestSchema>;

/*
 * The live map by its one name (see the glossary): what is live, per section. A visitor receives
 * its own map, with the cohort each section came from, an open preview and a draft preview: the
 * visitor live map. `RemotesManifest` and `LiveSection` are its former names, kept for sections
 * built against this major; the next major removes them.
 */
/** A visitor's live map: `/remotes.json`, and the map a page carries. */
export const visitorLiveMapSchema: typeof remotesManifestSchema = remotesManifestSchema;
export type VisitorLiveMap = RemotesManifest;
/** One section's entry in a visitor's live map. */
export const visitorLiveMapSectionSchema: typeof liveSectionSchema = liveSectionSchema;
export type VisitorLiveMapSection = LiveSection;
