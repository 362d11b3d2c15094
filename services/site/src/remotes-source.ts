import type { RemotesManifest } from '@site/contracts/remotes-manifest';

/** Where `/remotes.json` comes from: the deploy root in production, the dev servers in `npm run dev`. */
export interface RemotesSource {
  remotesManifest(): Promise<RemotesManifest>;
}
