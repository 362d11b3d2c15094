/** Text for people at a terminal: aligned tables, sizes, durations and "how long ago". */

export type Align = 'left' | 'right';

export interface Column {
  header: string;
  align?: Align;
}

/**
 * Columns padded to their widest cell; the last column is not padded so lines carry no trailing
 * spaces. A column is given as its header alone, or with an alignment (numbers read best
 * right-aligned). `rule` puts a line of dashes under the header (the benchmark's reports).
 */
export function renderTable(
  columns: ReadonlyArray<string | Column>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  { rule = false }: { rule?: boolean } = {},
): string {
  const specs = columns.map((column) => (typeof column === 'string' ? { header: column, align: 'left' as const } : { align: 'left' as const, ...column }));
  const widths = specs.map((spec, index) => Math.max(spec.header.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: ReadonlyArray<string>) =>
    specs
      .map((spec, index) => {
        const cell = cells[index] ?? '';
        const width = widths[index] ?? 0;
        if (spec.align === 'right') return cell.padStart(width);
        return index === specs.length - 1 ? cell : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const header = line(specs.map((spec) => spec.header));
  return [header, ...(rule ? [widths.map((width) => '-'.repeat(width)).join('  ')] : []), ...rows.map(line)].join('\n');
}

/** A right-aligned column (numbers). */
export const right = (header: string): Column => ({ header, align: 'right' });

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1 KB = 1000 B, as browsers' network panels and bundle analysers report them. */
export function formatBytes(bytes: number): string {
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${sign}${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

/** A signed byte change with its share of the old size: `+1.2 KB, +4.5%`. */
export function formatByteDelta(before: number, after: number): string {
  const delta = after - before;
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '±';
  const size = `${sign}${formatBytes(Math.abs(delta))}`;
  if (before === 0) return delta === 0 ? `${size}, ±0%` : size;
  const percent = (delta / before) * 100;
  return `${size}, ${percent > 0 ? '+' : percent < 0 ? '-' : '±'}${Math.abs(percent).toFixed(1)}%`;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** "just now", "5 min ago", "3 h ago", "2 d ago"; "in 5 min" for a clock that runs ahead of ours. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const seconds = Math.round((now - at) / 1000);
  const size = Math.abs(seconds);
  const amount =
    size < 60 ? `${size} s` : size < 3600 ? `${Math.floor(size / 60)} min` : size < 86_400 ? `${Math.floor(size / 3600)} h` : `${Math.floor(size / 86_400)} d`;
  if (size < 5) return 'just now';
  return seconds >= 0 ? `${amount} ago` : `in ${amount}`;
}

/** `2026-11-23 21:30 UTC`: one zone for every engineer reading the same output. */
export function formatTimestamp(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** A cell for a value that may be missing. */
export const orDash = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? '-' : String(value));

/** `label  value` lines with the values aligned: the shape of a single record. */
export function renderPairs(pairs: ReadonlyArray<readonly [string, string]>): string {
  const width = Math.max(0, ...pairs.map(([label]) => label.length));
  return pairs.map(([label, value]) => `${label.padEnd(width)}  ${value}`.trimEnd()).join('\n');
}
