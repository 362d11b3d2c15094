import type { PrerenderService } from '@site/prerender/prerender-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's prerenderer, when on; `main.ts` starts it once the server listens. */
    prerender: PrerenderService | undefined;
  }
}
