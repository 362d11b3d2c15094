import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { VisitorLiveMap } from '@site/contracts/remotes-manifest';
import type { PrerenderedPage } from '@site/prerender/prerender-store';
import type { PrerenderService } from '@site/prerender/prerender-service';
import { styleBlockText } from '../../page-document.ts';
import { inlineHashSource } from '../../plugins/security-headers.ts';

/** The map a visitor gets (a canary cohort's, a preview's), and whether it can differ from everyone's. */
export interface VisitorMap {
  manifest: VisitorLiveMap;
  personal: boolean;
}
export type VisitorMapLookup = (request: FastifyRequest, reply: FastifyReply) => Promise<VisitorMap>;

/** The prerendered copy a page is served with, and the visitor's map it was looked up for. */
export interface PrerenderedStep {
  /** Null when the page is served without looking: no prerenderer, a draft, the admin origin, the prerenderer's own browser. */
  visitor: VisitorMap | null;
  /** The visitor's map is not everyone's: the page is cached apart. */
  ownMap: boolean;
  rendered: PrerenderedPage | null;
}

/** A section served from a developer's machine (a dev override) cannot be rendered by this server. */
export const renderable = (manifest: VisitorLiveMap) => manifest.sections.every((section) => section.cohort !== 'dev');

/**
 * The visitor's page as the prerenderer rendered it for their map. Until a cohort's or preview's
 * page is rendered, it is served unrendered (never a page of other versions, which would change
 * under the visitor's eyes), and rendered soon.
 */
export async function prerenderedStep(
  prerender: PrerenderService | undefined,
  lookup: { skip: boolean; path: string; everyonesMap: VisitorLiveMap; visitorMap: () => Promise<VisitorMap>; log: FastifyBaseLogger },
): Promise<PrerenderedStep> {
  if (!prerender || lookup.skip) return { visitor: null, ownMap: false, rendered: null };
  const visitor = await lookup.visitorMap();
  const ownMap = visitor.manifest !== lookup.everyonesMap;
  if (!renderable(visitor.manifest)) return { visitor, ownMap, rendered: null };
  const rendered = await prerenderedPage(prerender, lookup.path, visitor.manifest, lookup.log);
  if (ownMap && !rendered) prerender.wantRendered(visitor.manifest, lookup.path);
  return { visitor, ownMap, rendered };
}

/** A page that cannot be read from the prerender store is served unrendered, never as an error. */
async function prerenderedPage(prerender: PrerenderService, path: string, manifest: VisitorLiveMap, log: FastifyBaseLogger) {
  try {
    return await prerender.lookup(path, manifest);
  } catch (error) {
    log.warn({ err: error, path }, 'could not read the prerendered page; serving it unrendered');
    return null;
  }
}

/** The policy admits a prerendered page's style block by its hash: worked out once per rendering. */
export class StyleHashes {
  readonly #hashes = new WeakMap<PrerenderedPage, string>();

  of(page: PrerenderedPage): string {
    let hash = this.#hashes.get(page);
    if (hash === undefined) {
      hash = inlineHashSource(styleBlockText(page));
      this.#hashes.set(page, hash);
    }
    return hash;
  }
}
