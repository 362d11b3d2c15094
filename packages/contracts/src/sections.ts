/** The sections of the site, each owned by one team and shipped as one remote. */
export const SECTIONS = ['solutions', 'resources', 'partners', 'legal', 'admin'] as const;
export type SectionName = (typeof SECTIONS)[number];

/**
 * The shell, as the registry knows it: released like a section (published, previewed, canaried,
 * promoted, rolled back), but served as the page itself rather than loaded as a remote.
 */
export const SHELL = 'shell';
/** What the registry releases: each section, and the shell. */
export const RELEASE_UNITS = [...SECTIONS, SHELL] as const;
export type ReleaseUnit = (typeof RELEASE_UNITS)[number];

export function isReleaseUnit(value: string): value is ReleaseUnit {
  return (RELEASE_UNITS as readonly string[]).includes(value);
}

/** Module Federation container name of a section's remote. */
export const remoteName = (section: SectionName): string => `section_${section}`;

/** The one module every remote exposes: its route table. */
export const EXPOSED_ROUTES_MODULE = './routes';
export const routesModuleId = (section: SectionName): string => `${remoteName(section)}/routes`;

/**
 * The folder of a section's build, and so of its version's address, that holds the files the
 * section offers for download (`/remotes/<section>/<version>/downloads/<name>`): where the build
 * writes them (@site/build/section-downloads) and where the section's pages link to them.
 */
export const SECTION_DOWNLOADS_DIR = 'downloads';

/**
 * Which section owns a path. The shell owns everything else. Ownership is by prefix so that a
 * section can add pages without a shell change.
 */
const OWNERSHIP: ReadonlyArray<readonly [RegExp, SectionName]> = [
  [/^\/(solutions|industries)(\/|$)/, 'solutions'],
  [/^\/resources(\/|$)/, 'resources'],
  [/^\/(partners(-[^/]+)?|gateways)(\/|$)/, 'partners'],
  [/^\/legal(\/|$)/, 'legal'],
  [/^\/admin(\/|$)/, 'admin'],
];

export function sectionForPath(pathname: string): SectionName | undefined {
  return OWNERSHIP.find(([pattern]) => pattern.test(pathname))?.[1];
}

export function isSectionName(value: string): value is SectionName {
  return (SECTIONS as readonly string[]).includes(value);
}

/** The admin workspace's section: the only section whose code runs on the admin origin, and the one that never runs on the public origin. */
export const ADMIN_SECTION = 'admin' satisfies SectionName;

/**
 * Pages of the admin workspace: the only pages the admin origin serves, and the only ones the public
 * origin does not (each sends the browser to the other).
 */
export const isAdminPath = (pathname: string): boolean => sectionForPath(pathname) === ADMIN_SECTION;
