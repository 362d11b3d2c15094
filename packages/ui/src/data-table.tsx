import { ComparisonTable } from '@site/ui/comparison-table';
import { type SectionTone } from '@site/ui/section';

interface DataTableProps {
  title: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  tone?: SectionTone;
}

/** A table of plain text from a page's content file (see `ComparisonTable` for the markup it draws). */
export function DataTable({ title, caption, columns, rows, tone }: DataTableProps) {
  return (
    <ComparisonTable
      title={title}
      caption={caption}
      columns={columns}
      columnIds={columns}
      rows={rows.map((cells) => ({ key: cells.join('|'), cells }))}
      tone={tone}
    />
  );
}
