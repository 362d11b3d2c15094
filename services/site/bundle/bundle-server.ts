/**
 * `npm run build` in services/site: the site server as JavaScript, so what runs in production (and
 * in every journey) is a built artefact, not TypeScript compiled by a loader at start-up.
 *
 * esbuild bundles the server's own code and every workspace package it imports (`@site/*`, which
 * export TypeScript) into `dist/server/`; packages from the npm registry stay imports, resolved from
 * `node_modules` as in development. The server's two worker threads (the prerenderer's browser and
 * the Markdown renderer) get bundles of their own beside it, under the names the server starts them by.
 *
 * Files the code finds next to its source (migrations, the seed's media, the social card, the shell
 * build) are read where they are in the checkout: each module's `import.meta.url` is its source
 * file's address, relative to the bundle, so the built server needs the repository's tree around it
 * (as the image has) and nothing is copied twice.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { BUILT_SERVER_INPUTS, SERVER_DIST, SITE_DIR } from './built-server.ts';

/** The entries, by the file name the server (or a worker's starter) loads them by. */
const ENTRIES = {
  main: path.join(SITE_DIR, 'src/main.ts'),
  // The migration job a rollout runs first (the image's `migrate` command).
  migrate: path.join(SITE_DIR, 'src/migrate-main.ts'),
  // `new Worker(new URL('./render-worker-entry.mjs', import.meta.url))`: beside the bundle, the worker is already JavaScript.
  'render-worker-entry': path.join(SITE_DIR, '../prerender/src/render-worker.ts'),
  'markdown-worker-entry': path.join(SITE_DIR, '../content/src/markdown-worker.ts'),
};

/** A worker started by its `.mjs` starter beside the source: in the bundle, the built worker of that name beside the bundle. */
const WORKER_URL = /new URL\((['"])\.\/([\w-]+-worker-entry)\.mjs\1, import\.meta\.url\)/g;

/**
 * Workspace packages are bundled; anything else from node_modules stays an import. A module's
 * `import.meta.url` and `import.meta.dirname` become its source file's, so paths it works out
 * (`../../..` to the repository, `./migrations`) are the ones it was written for.
 */
function sourceAddresses(outDir: string): Plugin {
  return {
    name: 'source-addresses',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@site/') || args.kind === 'entry-point') return undefined;
        return { path: args.path, external: true };
      });
      builder.onLoad({ filter: /\.(ts|mts|mjs|js)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const sourceUrl = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        const contents = source
          .replace(WORKER_URL, (_match, _quote: string, name: string) => `new URL(${JSON.stringify(`./${name}.mjs`)}, __bundleUrl)`)
          .replaceAll('import.meta.url', sourceUrl)
          .replaceAll('import.meta.dirname', `decodeURIComponent(new URL('.', ${sourceUrl}).pathname).replace(/\\/$/, '')`)
          .replaceAll('__bundleUrl', 'import.meta.url');
        return { contents, loader: args.path.endsWith('.ts') || args.path.endsWith('.mts') ? 'ts' : 'js' };
      });
    },
  };
}

export interface ServerBundle {
  /** The files written. */
  files: string[];
  /** What the bundles import at run time besides Node's own modules: packages from node_modules. */
  packages: string[];
}

/** Builds the server into `dist/server`. */
export async function bundleServer(outDir = SERVER_DIST): Promise<ServerBundle> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const result = await build({
    entryPoints: ENTRIES,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Each entry is whole: a worker thread shares no chunk with the server.
    splitting: false,
    metafile: true,
    logLevel: 'warning',
    // Bundled CommonJS of a workspace package may call require(): ESM has none of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [sourceAddresses(outDir)],
  });
  await writeFile(path.join(outDir, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
  // What it was built from, so a journey or a bench refuses a server older than its sources.
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
  await writeFile(path.join(outDir, BUILT_SERVER_INPUTS), `${JSON.stringify(inputs.map((input) => path.relative(outDir, input)))}\n`);
  const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path));
  const packageOf = (specifier: string) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  return {
    files: Object.keys(result.metafile.outputs),
    packages: [...new Set(imported.filter((specifier) => !specifier.startsWith('node:')).map(packageOf))].toSorted(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const { files } = await bundleServer();
  const bundles = files.filter((file) => file.endsWith('.mjs'));
  console.info(`site server built: ${bundles.map((file) => path.relative(SITE_DIR, file)).join(', ')} in ${Math.round(performance.now() - started)} ms`);
}
