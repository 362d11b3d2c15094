/**
 * Where the first load's bytes go: each script the page loaded, matched with what its build says it
 * is made of (`chunk-contents.json` beside the shell's and each section's build), and the total
 * per package. The split of a script over its packages is the build's estimate (by code size
 * before minification); the script totals are what the page received.
 */
import path from 'node:path';
import { readChunkContents, type ChunkContents } from '@site/build/chunk-contents';
import { isSectionName } from '@site/contracts/sections';
import type { ScriptSize } from './first-load-bytes.ts';

export interface AttributedScript {
  url: string;
  bodyBytes: number;
  /** The largest parts, as `name share%`; `unknown` when the build has no contents for it. */
  madeOf: string;
}

export interface PackageBytes {
  name: string;
  bytes: number;
}

export interface Attribution {
  scripts: AttributedScript[];
  packages: PackageBytes[];
}

/** The build folder and file a served script comes from: the shell's `/assets/…`, a section's `/remotes/<section>/<version>/…`. */
function buildFileOf(url: string, repoRoot: string): { buildDir: string; file: string } | null {
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(url);
  if (remote?.[1] && remote[2] && isSectionName(remote[1])) return { buildDir: path.join(repoRoot, 'remotes', remote[1], 'dist'), file: remote[2] };
  if (url.startsWith('/')) return { buildDir: path.join(repoRoot, 'shell', 'dist'), file: url.slice(1) };
  return null;
}

export async function attributeScripts(scripts: readonly ScriptSize[], repoRoot: string): Promise<Attribution> {
  const contents = new Map<string, ChunkContents | null>();
  const packages = new Map<string, number>();
  const attributed: AttributedScript[] = [];
  for (const script of scripts) {
    const source = buildFileOf(script.url, repoRoot);
    if (source && !contents.has(source.buildDir)) contents.set(source.buildDir, await readChunkContents(source.buildDir));
    const file = source && contents.get(source.buildDir)?.files.find((candidate) => candidate.file === source.file);
    if (!file || file.brotliBytes === 0) {
      attributed.push({ url: script.url, bodyBytes: script.bodyBytes, madeOf: 'unknown (no chunk-contents.json for it)' });
      packages.set('unknown', (packages.get('unknown') ?? 0) + script.bodyBytes);
      continue;
    }
    for (const part of file.parts) packages.set(part.name, (packages.get(part.name) ?? 0) + (script.bodyBytes * part.brotliBytes) / file.brotliBytes);
    attributed.push({
      url: script.url,
      bodyBytes: script.bodyBytes,
      madeOf: file.parts
        .slice(0, 3)
        .map((part) => `${part.name} ${Math.round((part.brotliBytes / file.brotliBytes) * 100)} %`)
        .join(', '),
    });
  }
  return {
    scripts: attributed,
    packages: [...packages].map(([name, bytes]) => ({ name, bytes: Math.round(bytes) })).toSorted((a, b) => b.bytes - a.bytes),
  };
}

/** The site's own packages; everything else on a page is a library the stack brings (React, the router, Module Federation, Emotion...). */
const isSiteCode = (name: string): boolean => name.startsWith('@site/');

/** First-load bytes split between the stack's libraries and the site's own code, the floor under any byte budget being the first. */
export function ownerSplit(packages: readonly PackageBytes[]): { libraries: number; siteCode: number; unknown: number } {
  const split = { libraries: 0, siteCode: 0, unknown: 0 };
  for (const entry of packages) {
    if (entry.name === 'unknown') split.unknown += entry.bytes;
    else if (isSiteCode(entry.name)) split.siteCode += entry.bytes;
    else split.libraries += entry.bytes;
  }
  return split;
}
