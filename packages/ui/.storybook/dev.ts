/**
 * `npm run storybook --workspace @site/ui`: the catalogue served live on its port of
 * `DEV_PORT_BASE` (`@site/contracts/dev-ports`, +150), so a second checkout's catalogue runs
 * beside the first with the same one variable as `npm run dev`.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { devPortBase, devPortInUseMessage, devPorts } from '@site/contracts/dev-ports';

const base = devPortBase(process.env);
const port = devPorts(base).catalogue;

const free = await new Promise<boolean>((resolve) => {
  const probe = createServer()
    .once('error', () => resolve(false))
    .listen(port, () => probe.close(() => resolve(true)));
});
if (!free) {
  console.error(devPortInUseMessage('UI catalogue', port, base).replace(/ npm run dev$/, ' npm run storybook --workspace @site/ui'));
  process.exit(1);
}

console.info(`UI catalogue: http://localhost:${port}/ (DEV_PORT_BASE=${base} + 150)`);
// --exact-port: should the port be taken meanwhile, Storybook stops instead of moving to another without a word.
const storybook = spawn('storybook', ['dev', '-p', String(port), '--exact-port', '--no-open', ...process.argv.slice(2)], { stdio: 'inherit' });
storybook.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => storybook.kill(signal));
