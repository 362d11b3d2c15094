/**
 * `chunk-contents.json`: what each emitted script is made of, by package, so a byte figure (the
 * bench's first load of a page) can say where every KiB goes. Written beside every build (shell and
 * sections) from webpack's chunk graph.
 *
 * A script's brotli bytes are split over its packages in proportion to their code before
 * minification (webpack's module sizes; the runtime webpack and Module Federation add to every
 * entry counted as one part): an estimate, as compression does not split by module, but one that
 * names what to look at.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type webpack from 'webpack';
import { z } from 'zod';

export const CHUNK_CONTENTS = 'chunk-contents.json';

/** The part of an entry that is webpack's and Module Federation's runtime code. */
export const RUNTIME_PART = 'webpack + Module Federation runtime';
/** Module Federation's own modules: shared-module providers and consumers, container and remotes. */
const FEDERATION_PART = 'Module Federation (shared, container)';

const partSchema = z.object({ name: z.string(), brotliBytes: z.number() });
const fileSchema = z.object({ file: z.string(), brotliBytes: z.number(), parts: z.array(partSchema) });
export const chunkContentsSchema = z.object({ app: z.string(), files: z.array(fileSchema) });
export type ChunkContents = z.infer<typeof chunkContentsSchema>;
export type ChunkFile = z.infer<typeof fileSchema>;

type StatsModule = webpack.StatsModule;

/** Which package a module belongs to: a dependency by its name, a workspace package, or the app's own source. */
export function packageOf(resource: string, appName: string): string {
  const normalised = resource.replaceAll('\\', '/');
  const dependency = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalised);
  if (dependency?.[1]) return dependency[1];
  const workspace = /\/packages\/([^/]+)\/src\//.exec(normalised);
  if (workspace?.[1]) return `@site/${workspace[1]}`;
  return `${appName} (its own code)`;
}

function moduleParts(module: StatsModule, appName: string, into: Map<string, number>): void {
  // A concatenated module holds several source modules: count each.
  if (module.modules && module.modules.length > 0) {
    for (const inner of module.modules) moduleParts(inner, appName, into);
    return;
  }
  const size = module.size ?? 0;
  const resource = module.nameForCondition ?? '';
  const name = resource ? packageOf(resource, appName) : FEDERATION_PART;
  into.set(name, (into.get(name) ?? 0) + size);
}

async function brotliBytes(outDir: string, file: string): Promise<number> {
  const compressed = await stat(path.join(outDir, `${file}.br`)).catch(() => null);
  return compressed?.size ?? (await stat(path.join(outDir, file))).size;
}

/** The contents of every script a build just wrote to `outDir`, from its webpack stats. */
export async function chunkContentsOf(stats: webpack.Stats, outDir: string, appName: string): Promise<ChunkContents> {
  // Every module, however many: by default the stats list only the first few of a chunk in detail.
  const json = stats.toJson({
    all: false,
    chunks: true,
    chunkModules: true,
    nestedModules: true,
    dependentModules: true,
    chunkModulesSpace: Infinity,
    nestedModulesSpace: Infinity,
    ids: true,
  });
  const files: ChunkFile[] = [];
  for (const chunk of json.chunks ?? []) {
    for (const file of (chunk.files ?? []).filter((candidate) => candidate.endsWith('.js'))) {
      const sizes = new Map<string, number>();
      for (const module of chunk.modules ?? []) moduleParts(module, appName, sizes);
      const runtime = chunk.sizes?.runtime ?? 0;
      if (runtime > 0) sizes.set(RUNTIME_PART, (sizes.get(RUNTIME_PART) ?? 0) + runtime);
      const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
      const bytes = await brotliBytes(outDir, file);
      const parts = [...sizes]
        .map(([name, size]) => ({ name, brotliBytes: total > 0 ? Math.round((bytes * size) / total) : 0 }))
        .filter((part) => part.brotliBytes > 0)
        .toSorted((a, b) => b.brotliBytes - a.brotliBytes || a.name.localeCompare(b.name));
      files.push({ file, brotliBytes: bytes, parts });
    }
  }
  return { app: appName, files: files.toSorted((a, b) => a.file.localeCompare(b.file)) };
}

/** The contents beside a build, or null when it has none. */
export async function readChunkContents(buildDir: string): Promise<ChunkContents | null> {
  const text = await readFile(path.join(buildDir, CHUNK_CONTENTS), 'utf8').catch(() => null);
  return text === null ? null : chunkContentsSchema.parse(JSON.parse(text));
}
