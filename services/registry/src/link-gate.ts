/**
 * Links between sections are a contract (#42): a version of a section may not stop serving a path
 * that something live links to (another section's live or canary version, or the shell: its
 * footer, consent banner, forms), nor link to a path of a live section that its live (or canary)
 * version does not serve, nor to one of its own that it does not serve. Each
 * build records the section-owned paths it links to (@site/build's site-links.ts); a version built
 * before that records none, and its own links are not checked. Pure: versions in, refusals out,
 * each naming both sides.
 */
import { matchRedirect, matchRoute } from '@site/contracts/match-route';
import type { Redirect } from '@site/contracts/route-entry';
import { sectionForPath, type ReleaseUnit } from '@site/contracts/sections';

export interface LinkedVersion {
  section: ReleaseUnit;
  version: string;
  routes: readonly { path: string }[];
  /** A link to a redirect's source still arrives (at its target). */
  redirects: readonly Redirect[];
  /** null: built before builds recorded their links. */
  links: readonly string[] | null;
}

export interface LiveLinkedVersion extends LinkedVersion {
  role: 'live' | 'canary';
}

/** How many refusals are named one by one; the rest are counted. */
const NAMED = 12;

const serves = (version: LinkedVersion, path: string) => matchRoute(version.routes, path) !== undefined || matchRedirect(version.redirects, path) !== undefined;

/** What `candidate` (a version of its section about to be live, or a canary) would break, as sentences. */
export function brokenLinks({
  candidate,
  live,
  shellLinks,
}: {
  candidate: LinkedVersion;
  /** The live and canary versions of every section. */
  live: readonly LiveLinkedVersion[];
  shellLinks: readonly string[];
}): string[] {
  const others = live.filter((version) => version.section !== candidate.section);
  const name = `${candidate.section} ${candidate.version}`;
  const broken = new Set<string>();
  const linkers = [
    { who: 'the shell', links: shellLinks },
    ...others.map((version) => ({ who: `${version.section} ${version.version}`, links: version.links ?? [] })),
  ];
  for (const { who, links } of linkers)
    for (const link of links)
      if (sectionForPath(link) === candidate.section && !serves(candidate, link)) broken.add(`${who} links to ${link}, which ${name} does not serve`);
  for (const link of candidate.links ?? []) {
    const owner = sectionForPath(link);
    if (owner === undefined) continue;
    if (owner === candidate.section) {
      if (!serves(candidate, link)) broken.add(`${name} links to ${link}, which it does not serve itself`);
      continue;
    }
    // A section with nothing live is not on the site yet (a first start deploys sections one by one): not checked.
    for (const server of others.filter((version) => version.section === owner))
      if (!serves(server, link)) broken.add(`${name} links to ${link}, which ${owner} ${server.version} (${server.role}) does not serve`);
  }
  const all = [...broken];
  return all.length > NAMED ? [...all.slice(0, NAMED), `and ${all.length - NAMED} more`] : all;
}
