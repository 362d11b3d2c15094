/**
 * Subresource Integrity of a build: the digest of every file the browser executes or the Module
 * Federation runtime reads, so the registry can tell two builds with the same version apart and the
 * site can pin what it serves.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import path from 'node:path';

export const REQUIRED_FILES = ['remoteEntry.js', 'mf-manifest.json'] as const;

/** Relative paths (forward slashes) of every regular file under `dir`, sorted. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.toSorted();
}

/** Executed code only: precompressed copies (.gz, .br) and source maps end otherwise. */
const isJs = (file: string) => file.endsWith('.js');

async function buildFiles(buildDir: string): Promise<string[]> {
  let files: string[];
  try {
    files = await listFiles(buildDir);
  } catch (error) {
    throw new Error(`cannot read the build folder ${buildDir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { cause: error });
  }
  for (const required of REQUIRED_FILES) {
    if (!files.includes(required)) throw new Error(`${path.join(buildDir, required)} is missing: is ${buildDir} a remote's build folder?`);
  }
  return files;
}

export function sriSha384(content: Uint8Array): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** `sha384-<base64>` of remoteEntry.js, mf-manifest.json and every `.js` file, by relative path. */
export async function computeIntegrity(buildDir: string): Promise<Record<string, string>> {
  const files = (await buildFiles(buildDir)).filter((file) => isJs(file) || file === 'mf-manifest.json');
  const integrity: Record<string, string> = {};
  for (const file of files) integrity[file] = sriSha384(await readFile(path.join(buildDir, file)));
  return integrity;
}

/** Uncompressed bytes of every `.js` file in the build. */
export async function totalJsBytes(buildDir: string): Promise<number> {
  let total = 0;
  for (const file of (await buildFiles(buildDir)).filter(isJs)) total += (await stat(path.join(buildDir, file))).size;
  return total;
}

export interface FileSize {
  /** Bytes on disk. */
  bytes: number;
  /** Bytes a browser downloads: the build's .br copy, or the file compressed as the build would. */
  brotliBytes: number;
}

/** Raw and brotli bytes of every file the integrity covers, by relative path (what `diff` compares). */
export async function fileSizes(buildDir: string): Promise<Record<string, FileSize>> {
  const files = await buildFiles(buildDir);
  const present = new Set(files);
  const sizes: Record<string, FileSize> = {};
  for (const file of files.filter((candidate) => isJs(candidate) || candidate === 'mf-manifest.json')) {
    const content = await readFile(path.join(buildDir, file));
    const brotliBytes = present.has(`${file}.br`)
      ? (await stat(path.join(buildDir, `${file}.br`))).size
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
export async function verifyVersionFiles(folder: string, integrity: Readonly<Record<string, string>>): Promise<IntegrityMismatch[]> {
  const mismatches: IntegrityMismatch[] = [];
  for (const [file, expected] of Object.entries(integrity).toSorted(([a], [b]) => a.localeCompare(b))) {
    let content: Buffer;
    try {
      content = await readFile(path.join(folder, file));
    } catch {
      mismatches.push({ file, problem: 'missing' });
      continue;
    }
    if (sriSha384(content) !== expected) mismatches.push({ file, problem: 'content differs from the published digest' });
    for (const [suffix, decompress] of [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ] as const) {
      let compressed: Buffer;
      try {
        compressed = await readFile(path.join(folder, `${file}${suffix}`));
      } catch {
        continue;
      }
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
