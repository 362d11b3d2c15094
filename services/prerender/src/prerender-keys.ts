import { createHash } from 'node:crypto';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import { sectionForPath, SECTIONS, type SectionName } from '@site/contracts/sections';

/** Who serves a page: the shell or one section. */
export type PageOwner = SectionName | 'shell';
export const PAGE_OWNERS: readonly PageOwner[] = ['shell', ...SECTIONS];

export const ownerOf = (pagePath: string): PageOwner => sectionForPath(pagePath) ?? 'shell';

/** Owners whose pages show content-database data; their pages are rendered again when it changes. */
const DATA_OWNERS: ReadonlySet<PageOwner> = new Set(['shell', 'resources']);

const hash = (...parts: string[]): string => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 20);

/**
 * The prerender key of each owner's pages: a hash of everything those pages are rendered from.
 * - the shell's build (the released version the map names, or else the HTML of the build the
 *   server started with, which names its hashed bundles) and every live route table: together
 *   they make the header, the footer and the menus, which every page carries;
 * - the owner's own live version (a section) or nothing more (the shell);
 * - the content database's fingerprint, for owners whose pages show its data;
 * - the site settings and page SEO overrides (contact details are in every footer).
 * A promote of one section that leaves the route tables alone changes only that section's key,
 * so only its pages are rendered again; a change of any route table (a page added, renamed or
 * removed shows in every menu) or of the shell changes every key.
 */
export function prerenderKeys(shellHtml: string, manifest: VisitorLiveMap, contentVersion: string, settingsVersion = ''): Record<PageOwner, string> {
  const shell = manifest.shell ? `shell ${manifest.shell.version}` : shellHtml;
  const chrome = hash(shell, JSON.stringify(manifest.sections.map((section) => [section.name, section.routeTable])), settingsVersion);
  const versions = new Map<PageOwner, string>(manifest.sections.map((section) => [section.name, section.version]));
  return Object.fromEntries(
    PAGE_OWNERS.map((owner) => [owner, hash(chrome, owner, versions.get(owner) ?? '', DATA_OWNERS.has(owner) ? contentVersion : '')]),
  ) as Record<PageOwner, string>;
}
