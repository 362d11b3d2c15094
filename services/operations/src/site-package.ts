import { createRequire } from 'node:module';
import path from 'node:path';

/** The site server's workspace: the fleet starts its servers there, as `npm start` does. */
export const SITE_DIR = path.dirname(createRequire(import.meta.url).resolve('@site/site/package.json'));
