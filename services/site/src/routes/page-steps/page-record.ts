import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { routeParams } from '@site/contracts/match-route';
import type { DetailRecord } from '@site/contracts/page-head';
import type { RouteEntry } from '@site/contracts/route-entry';
import { isDetailTemplate, type DetailTemplate } from '@site/db/content-repository';
import type { DetailRecords } from '../../detail-records.ts';

/** When this browser previews a content draft shown at this path: the record it shows. */
export type DraftPreviewLookup = (request: FastifyRequest, path: string) => Promise<{ record: DetailRecord | undefined } | undefined>;
/** Where a record whose slug changed lives now. */
export type MovedRecordLookup = (template: DetailTemplate, id: string) => Promise<string | null>;

export interface PageRecordSources {
  /** Without it (no content database mounted) every detail path is taken as a page. */
  detailRecords?: DetailRecords | undefined;
  /** Absent on the admin origin, where no draft of a public page is ever shown. */
  draftPreview?: DraftPreviewLookup | undefined;
  movedRecord?: MovedRecordLookup | undefined;
}

/**
 * The record a page shows: `undefined` for pages that show none, `null` when its record does not
 * exist (a 404), or the address it moved to (its old URL answers 301). A draft preview shows its
 * draft, even before the record is published.
 */
export type PageRecordStep = { kind: 'moved'; location: string } | { kind: 'shown'; record: DetailRecord | null | undefined; draft: boolean };

export async function pageRecordStep(
  entry: RouteEntry,
  address: { decoded: string; pagePath: string },
  request: FastifyRequest,
  sources: PageRecordSources,
): Promise<PageRecordStep> {
  const draft = sources.draftPreview ? await sources.draftPreview(request, address.pagePath) : undefined;
  const stored = await detailRecord(entry, address.decoded, sources.detailRecords, request.log);
  const record = draft?.record ?? stored;
  if (record === null && sources.movedRecord) {
    const moved = await movedTo(entry, address.decoded, sources.movedRecord, request.log);
    if (moved) return { kind: 'moved', location: moved };
  }
  return { kind: 'shown', record, draft: draft !== undefined };
}

/**
 * The record of a detail page. When the database cannot tell, the page is served and the app
 * shows its own state: a visitor gets the page rather than an error, and the failure is logged.
 */
export async function detailRecord(
  entry: RouteEntry,
  pathname: string,
  detailRecords: DetailRecords | undefined,
  log: FastifyBaseLogger,
): Promise<DetailRecord | null | undefined> {
  const template = entry.meta.template;
  if (!detailRecords || !isDetailTemplate(template)) return undefined;
  const [id] = Object.values(routeParams(entry.path, pathname));
  if (id === undefined) return undefined;
  try {
    return await detailRecords(template, id);
  } catch (error) {
    log.warn({ err: error, path: pathname }, 'could not read the record of a detail page; serving it');
    return undefined;
  }
}

/** The new URL of a detail page whose record's slug changed; null when there is none. */
export async function movedTo(entry: RouteEntry, pathname: string, movedRecord: MovedRecordLookup, log: FastifyBaseLogger): Promise<string | null> {
  const template = entry.meta.template;
  if (!isDetailTemplate(template)) return null;
  const [name, id] = Object.entries(routeParams(entry.path, pathname))[0] ?? [];
  if (name === undefined || id === undefined) return null;
  try {
    const to = await movedRecord(template, id);
    return to === null ? null : entry.path.replace(`:${name}`, encodeURIComponent(to));
  } catch (error) {
    log.warn({ err: error, path: pathname }, 'could not look up a moved record');
    return null;
  }
}
