/**
 * Which sections a caller may read through the registry's read routes (`registry:read`). A person's
 * role reads every section (a RELEASER's dashboard shows the whole site), and so does the
 * break-glass token; an API token limited to sections reads those alone: its list, status,
 * history, version and diff answers are filtered to them, and a request that names another
 * section is refused with 403. Access control has already checked that the caller holds
 * `registry:read` at all (see @site/identity/access-control).
 */
import type { FastifyRequest } from 'fastify';
import { ALL_SECTIONS } from '@site/contracts/access';
import { HttpError } from '@site/service-kit/http-errors';

/** The sections this request may read, or null for every section. */
export function readableSections(request: FastifyRequest): ReadonlySet<string> | null {
  const principal = request.principal;
  if (!principal) throw new Error('a registry read reached its handler without access control');
  if (principal.kind !== 'token' || principal.grant.sections.includes(ALL_SECTIONS)) return null;
  return new Set(principal.grant.sections);
}

/** Refuses (403) a read of `section` by a caller limited to other sections; nothing when it names none. */
export function requireReadable(request: FastifyRequest, section: string | undefined): void {
  const readable = readableSections(request);
  if (section === undefined || readable === null || readable.has(section)) return;
  const label = request.principal?.label ?? 'unknown';
  request.log.info({ who: label, permission: 'registry:read', section }, 'access refused');
  throw new HttpError(403, `${label} may not registry:read on ${section}: it reads ${[...readable].toSorted().join(', ') || 'no section'} only.`);
}

/** What a caller may see of a list of per-section entries. */
export function onlyReadable<T extends { section: string }>(request: FastifyRequest, entries: readonly T[]): T[] {
  const readable = readableSections(request);
  return readable === null ? [...entries] : entries.filter((entry) => readable.has(entry.section));
}
