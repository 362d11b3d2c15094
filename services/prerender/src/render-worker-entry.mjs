// The worker's entry: a worker thread does not inherit the server's TypeScript loader on Node 20,
// so it registers tsx itself before it loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
