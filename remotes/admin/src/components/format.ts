/** Dates as people read them in a table: "25 Nov 2026, 14:05", in the browser's time zone. */
const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const formatDateTime = (iso: string | null | undefined): string => (iso ? FORMAT.format(new Date(iso)) : '—');

/** What a role's section scope reads as. */
export const formatSections = (sections: readonly string[]): string =>
  sections.includes('*') ? 'every section' : sections.length > 0 ? sections.join(', ') : '—';

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: "840 KB", "2.4 MB" (never "0 KB" for a file that has bytes). */
export const formatBytes = (bytes: number): string =>
  bytes >= MB ? `${(bytes / MB).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / KB))} KB`;
