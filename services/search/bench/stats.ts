/** A measure taken several times. */
export interface Summary {
  runs: number;
  median: number;
  min: number;
  max: number;
  values: number[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function summarize(values: readonly number[]): Summary {
  return { runs: values.length, median: median(values), min: Math.min(...values), max: Math.max(...values), values: [...values] };
}

/** The value below which `fraction` of `values` fall (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

export const formatMs = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`);

export const formatInt = (value: number): string => Math.round(value).toLocaleString('en-GB');

/** A plain-text table, columns after the first right-aligned. */
export function renderTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
