import type { ReactNode } from 'react';
import { css, type Interpolation, type Theme } from '@emotion/react';
import { theme } from '@site/ui/theme';
import { withinTableFrame } from '../components/admin-styles.ts';
import { RecordTable } from '../components/record-table.tsx';

/** A number's cell: right-aligned, digits of one width (`&&` outranks the table's own left alignment). */
const numeric = css({ '&&': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } });
/** A row's name, in the weight of the other cells. */
const rowName = { fontWeight: theme.fontWeight.regular } as const;

type Style = Interpolation<Theme>;

/** The caption stays in view, as wide as the frame, while the table scrolls sideways under it. */
function Caption({ children }: { children: ReactNode }) {
  return (
    <caption css={{ textAlign: 'left', padding: 0 }}>
      <span css={[withinTableFrame, { display: 'block', padding: `${theme.space.sm} 0`, fontWeight: theme.fontWeight.semibold }]}>{children}</span>
    </caption>
  );
}

export interface ReportColumn<Row> {
  header: string;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** A count or a rate: its header and cells are right-aligned, in digits of one width. */
  numeric?: boolean;
  /** More style for this column's cells, not its header: how a long address or campaign wraps. */
  cellStyle?: Style;
}

/** A report's columns; the first names each row, so its cells are row headers. */
export type ReportColumns<Row> = readonly [ReportColumn<Row>, ...ReportColumn<Row>[]];

interface ReportTableProps<Row> {
  /** The scrolling frame's accessible name ("Pages table"). */
  label: string;
  caption: ReactNode;
  columns: ReportColumns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/** One of the analytics report's tables: a captioned table of rows in a frame that scrolls sideways on a phone. */
export function ReportTable<Row>({ label, caption, columns, rows, rowKey }: ReportTableProps<Row>) {
  const [rowHeaderColumn, ...dataColumns] = columns;
  return (
    <RecordTable label={label}>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" css={column.numeric && numeric}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" css={[rowName, rowHeaderColumn.numeric && numeric, rowHeaderColumn.cellStyle]}>
              {rowHeaderColumn.cell(row)}
            </th>
            {dataColumns.map((column) => (
              <td key={column.header} css={[column.numeric && numeric, column.cellStyle]}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}
