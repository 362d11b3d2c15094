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

export const KIB = 1024;

export function formatMiB(mebibytes: number): string {
  return `${mebibytes.toFixed(0)} MiB`;
}

export function formatKiB(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
}

export function formatInt(value: number): string {
  return Math.round(value).toLocaleString('en-GB');
}
