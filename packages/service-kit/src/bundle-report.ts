/**
 * `bundle-report.json`: where every KiB of a section's build goes, and how it stands against the
 * section's byte budgets (its `site.config.ts`). Written by `site-build build` from webpack's chunk
 * graph (@site/build's bundle-report.ts measures it); read by `remotes publish`, `remotes diff` and
 * `npm run bench`. The report's format and how it is read against its budgets live here, so the
 * release tooling reads it without loading the build tooling (webpack, swc) at run time.
 *
 * What a visitor loads from a section is counted the way the page loads it: the remote entry and
 * the `./routes` module's chunks when the section is entered, then the page's module and its
 * content. Shared libraries are the shell's (a section's own copies are fallbacks that a page with
 * the shell never loads), so they are left out. Bytes are brotli, as the site serves them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const BUNDLE_REPORT = 'bundle-report.json';

/** A section's byte budgets, in KiB of brotli. */
export const sectionBudgetsSchema = z.strictObject({
  /** What entering one of its pages loads from the section: entry, routes module, page and content. */
  pageFirstLoadKiB: z.number().positive(),
  /** Its largest lazily loaded chunk. */
  largestLazyChunkKiB: z.number().positive(),
});
export type SectionBudgets = z.infer<typeof sectionBudgetsSchema>;

const KIB = 1024;

const groupSchema = z.object({ name: z.string(), files: z.array(z.string()), brotliBytes: z.number() });
export const bundleReportSchema = z.object({
  section: z.string(),
  budgets: sectionBudgetsSchema,
  entry: groupSchema,
  pages: z.array(groupSchema),
  content: z.array(groupSchema),
  lazy: z.array(groupSchema),
  pageFirstLoad: z.object({ page: z.string(), content: z.string().nullable(), brotliBytes: z.number() }),
  largestLazyChunk: z.object({ file: z.string(), brotliBytes: z.number() }).nullable(),
});
export type BundleReport = z.infer<typeof bundleReportSchema>;
export type BundleGroup = z.infer<typeof groupSchema>;

export interface BudgetLine {
  measure: string;
  bytes: number;
  budgetBytes: number;
  ok: boolean;
  /** What the figure is made of, in a few words. */
  detail: string;
}

/** Each budget of the report with its measure, in the order people read them. */
export function budgetLines(report: BundleReport): BudgetLine[] {
  const page = report.pageFirstLoad;
  const chunk = report.largestLazyChunk;
  return [
    {
      measure: 'page first load',
      bytes: page.brotliBytes,
      budgetBytes: report.budgets.pageFirstLoadKiB * KIB,
      ok: page.brotliBytes <= report.budgets.pageFirstLoadKiB * KIB,
      detail: `entry and ./routes, then ${page.page}${page.content ? ` with ${page.content}` : ''}`,
    },
    {
      measure: 'largest lazy chunk',
      bytes: chunk?.brotliBytes ?? 0,
      budgetBytes: report.budgets.largestLazyChunkKiB * KIB,
      ok: (chunk?.brotliBytes ?? 0) <= report.budgets.largestLazyChunkKiB * KIB,
      detail: chunk?.file ?? 'none',
    },
  ];
}

/** `72.0 KiB`: how every budget figure is written. */
export const formatKiB = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** `1.0 KiB of 40 KiB ok`, for the CLI and the bench. */
export function renderBudgetLine(line: BudgetLine): string {
  return `${line.measure}: ${formatKiB(line.bytes)} of ${formatKiB(line.budgetBytes)} ${line.ok ? 'ok' : 'OVER BUDGET'} (${line.detail})`;
}

/** The report beside a build, or null when the build has none (made before budgets existed). */
export async function readBundleReport(buildDir: string): Promise<BundleReport | null> {
  const text = await readFile(path.join(buildDir, BUNDLE_REPORT), 'utf8').catch(() => null);
  return text === null ? null : bundleReportSchema.parse(JSON.parse(text));
}
