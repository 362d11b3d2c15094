/**
 * `bundle-report.json`, measured: where every KiB of a section's build goes, from webpack's chunk
 * graph, written by `site-build build`. The report's format, its budgets and how it is read against
 * them are shared with the release tooling, which must not load this package at run time: they
 * live in @site/service-kit/bundle-report, re-exported here for the build.
 *
 * What a visitor loads from a section is counted the way the page loads it: the remote entry and
 * the `./routes` module's chunks when the section is entered, then the page's module and its
 * content. Shared libraries are the shell's (a section's own copies are fallbacks that a page with
 * the shell never loads), so they are left out. Bytes are brotli, as the site serves them.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type webpack from 'webpack';
import type { SectionName } from '@site/contracts/sections';
import type { BundleGroup, BundleReport, SectionBudgets } from '@site/service-kit/bundle-report';

export {
  BUNDLE_REPORT,
  budgetLines,
  bundleReportSchema,
  readBundleReport,
  renderBudgetLine,
  sectionBudgetsSchema,
  type BudgetLine,
  type BundleGroup,
  type BundleReport,
  type SectionBudgets,
} from '@site/service-kit/bundle-report';

/** What loads a chunk, from webpack's chunk origins. */
type ChunkRole = { kind: 'entry' } | { kind: 'page' | 'content' | 'lazy'; name: string } | { kind: 'shared' };

const SHARED_ORIGIN = /^(provide|consume) shared module /;

function roleOf(origin: { moduleName?: string; request?: string }): ChunkRole {
  const moduleName = origin.moduleName ?? '';
  const request = origin.request ?? '';
  if (SHARED_ORIGIN.test(moduleName)) return { kind: 'shared' };
  // The container entry itself, and what its `./routes` module needs.
  if (moduleName === '' || moduleName.startsWith('container entry')) return { kind: 'entry' };
  if (moduleName.startsWith('./src/pages/ lazy')) return { kind: 'page', name: `pages/${request.replace(/^\.\//, '').replace(/\.tsx?$/, '')}` };
  if (moduleName.startsWith('./src/content/ lazy')) return { kind: 'content', name: `content/${request.replace(/^\.\//, '').replace(/\.tsx?$/, '')}` };
  return { kind: 'lazy', name: `${moduleName} → ${request}` };
}

async function brotliBytes(outDir: string, file: string): Promise<number> {
  const compressed = await stat(path.join(outDir, `${file}.br`)).catch(() => null);
  return compressed?.size ?? (await stat(path.join(outDir, file))).size;
}

/** The report of a section build just written to `outDir`, from its webpack stats. */
export async function bundleReportOf(stats: webpack.Stats, outDir: string, section: SectionName, budgets: SectionBudgets): Promise<BundleReport> {
  const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
  const groups = {
    entry: new Map<string, Set<string>>(),
    page: new Map<string, Set<string>>(),
    content: new Map<string, Set<string>>(),
    lazy: new Map<string, Set<string>>(),
  };
  const add = (kind: keyof typeof groups, name: string, files: string[]) => {
    const group = groups[kind].get(name) ?? new Set<string>();
    for (const file of files) group.add(file);
    groups[kind].set(name, group);
  };
  for (const chunk of json.chunks ?? []) {
    const files = (chunk.files ?? []).filter((file) => file.endsWith('.js'));
    if (files.length === 0) continue;
    if (chunk.entry) add('entry', 'entry', files);
    for (const role of (chunk.origins ?? []).map(roleOf)) {
      if (role.kind === 'entry') add('entry', 'entry', files);
      else if (role.kind !== 'shared') add(role.kind, role.name, files);
    }
  }
  const sizes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, await brotliBytes(outDir, file));
    return sizes.get(file) ?? 0;
  };
  const measure = async (map: Map<string, Set<string>>): Promise<BundleGroup[]> => {
    const measured: BundleGroup[] = [];
    for (const [name, files] of map) {
      const sorted = [...files].toSorted();
      let total = 0;
      for (const file of sorted) total += await sizeOf(file);
      measured.push({ name, files: sorted, brotliBytes: total });
    }
    return measured.toSorted((a, b) => b.brotliBytes - a.brotliBytes || a.name.localeCompare(b.name));
  };
  const [entry = { name: 'entry', files: [], brotliBytes: 0 }] = await measure(groups.entry);
  const pages = await measure(groups.page);
  const content = await measure(groups.content);
  const lazy = await measure(groups.lazy);
  const [largestPage] = pages;
  const [largestContent] = content;
  const entryFiles = new Set(entry.files);
  let largestLazyChunk: BundleReport['largestLazyChunk'] = null;
  for (const group of [...pages, ...content, ...lazy]) {
    for (const file of group.files) {
      const bytes = await sizeOf(file);
      if (!entryFiles.has(file) && (!largestLazyChunk || bytes > largestLazyChunk.brotliBytes)) largestLazyChunk = { file, brotliBytes: bytes };
    }
  }
  return {
    section,
    budgets,
    entry,
    pages,
    content,
    lazy,
    pageFirstLoad: {
      page: largestPage?.name ?? 'none',
      content: largestContent?.name ?? null,
      brotliBytes: entry.brotliBytes + (largestPage?.brotliBytes ?? 0) + (largestContent?.brotliBytes ?? 0),
    },
    largestLazyChunk,
  };
}
