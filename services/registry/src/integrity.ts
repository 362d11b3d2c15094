/**
 * Subresource Integrity of a build: the digest of every file the browser executes or the Module
 * Federation runtime reads, so the registry can tell two builds with the same version apart and the
 * site can pin what it serves.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { SHELL } from '@site/contracts/sections';
import { asFileSource, type FileSource } from './file-source.ts';
import { entryFileOf } from './file-origins.ts';

export const REQUIRED_FILES = ['remoteEntry.js', 'mf-manifest.json'] as const;
/** A shell build's: its page (which names every bundle by its hash) and its routes. */
export const SHELL_REQUIRED_FILES = ['index.html', 'route-table.json'] as const;

/** Executed code only: precompressed copies (.gz, .br) and source maps end otherwise. */
const isJs = (file: string) => file.endsWith('.js');
/** What the digests cover: the code, and the file the browser starts from. */
const isCovered = (section: string | undefined) => (file: string) => isJs(file) || file === entryFileOf(section ?? '');

/** The build's files; `section` says what it is a build of (the shell's differ), any section by default. */
async function buildFiles(source: FileSource, section: string | undefined): Promise<string[]> {
  const files = await source.list();
  const shell = section === SHELL;
  for (const required of shell ? SHELL_REQUIRED_FILES : REQUIRED_FILES) {
    if (!files.includes(required)) throw new Error(`${source.name(required)} is missing: is ${source.where} a ${shell ? 'shell' : "remote's"} build folder?`);
  }
  return files;
}

async function readOrThrow(source: FileSource, file: string): Promise<Buffer> {
  const content = await source.read(file);
  if (!content) throw new Error(`${source.name(file)} is missing`);
  return content;
}

export function sriSha384(content: Uint8Array): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** `sha384-<base64>` of remoteEntry.js, mf-manifest.json (a shell's index.html) and every `.js` file, by relative path. */
export async function computeIntegrity(build: string | FileSource, section?: string): Promise<Record<string, string>> {
  const source = asFileSource(build);
  const files = (await buildFiles(source, section)).filter(isCovered(section));
  const integrity: Record<string, string> = {};
  for (const file of files) integrity[file] = sriSha384(await readOrThrow(source, file));
  return integrity;
}

/** Uncompressed bytes of every `.js` file in the build. */
export async function totalJsBytes(build: string | FileSource, section?: string): Promise<number> {
  const source = asFileSource(build);
  let total = 0;
  for (const file of (await buildFiles(source, section)).filter(isJs)) total += (await readOrThrow(source, file)).length;
  return total;
}

export interface FileSize {
  /** Bytes on disk. */
  bytes: number;
  /** Bytes a browser downloads: the build's .br copy, or the file compressed as the build would. */
  brotliBytes: number;
}

/** Raw and brotli bytes of every file the integrity covers, by relative path (what `diff` compares). */
export async function fileSizes(build: string | FileSource, section?: string): Promise<Record<string, FileSize>> {
  const source = asFileSource(build);
  const files = await buildFiles(source, section);
  const present = new Set(files);
  const sizes: Record<string, FileSize> = {};
  for (const file of files.filter(isCovered(section))) {
    const content = await readOrThrow(source, file);
    const brotliBytes = present.has(`${file}.br`)
      ? (await readOrThrow(source, `${file}.br`)).length
      : brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes[file] = { bytes: content.length, brotliBytes };
  }
  return sizes;
}

export interface IntegrityMismatch {
  /** The file as the registry knows it, or its compressed copy. */
  file: string;
  problem: string;
}

/**
 * Checks a version's folder at rest against the digests the registry recorded when it was
 * published: every file is re-hashed, and every `.br` and `.gz` copy must decompress to exactly
 * the bytes of its file (a server may send either instead of the file itself).
 */
export async function verifyVersionFiles(folder: string | FileSource, integrity: Readonly<Record<string, string>>): Promise<IntegrityMismatch[]> {
  const source = asFileSource(folder);
  const mismatches: IntegrityMismatch[] = [];
  for (const [file, expected] of Object.entries(integrity).toSorted(([a], [b]) => a.localeCompare(b))) {
    const content = await source.read(file);
    if (!content) {
      mismatches.push({ file, problem: 'missing' });
      continue;
    }
    if (sriSha384(content) !== expected) mismatches.push({ file, problem: 'content differs from the published digest' });
    for (const [suffix, decompress] of [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ] as const) {
      const compressed = await source.read(`${file}${suffix}`);
      if (!compressed) continue;
      let expanded: Buffer | undefined;
      try {
        expanded = decompress(compressed);
      } catch {
        mismatches.push({ file: `${file}${suffix}`, problem: 'cannot be decompressed' });
        continue;
      }
      if (sriSha384(expanded) !== expected)
        mismatches.push({ file: `${file}${suffix}`, problem: 'decompresses to bytes that differ from the published digest' });
    }
  }
  return mismatches;
}
