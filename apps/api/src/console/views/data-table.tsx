import type { ReactNode } from "react";

export interface TableColumn<Row> {
  /** Undefined for a column of row actions, which needs no heading. */
  header?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** The column that names its row: its cells are row headings. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** Shown instead of a table without rows; without it the bare table is shown. */
  empty?: string;
  className?: string;
  /** Each cell carries its column's heading as data-label, for the phone layout's cards. */
  labelCells?: boolean;
  headerScope?: "col";
}

/** A console list: one row per record, one cell per column. */
export function DataTable<Row extends { id: number }>(props: DataTableProps<Row>) {
  const { rows, columns, empty, className, labelCells = false, headerScope } = props;
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  return (
    <table className={className}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns never move
            <th key={index} scope={headerScope}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column, index) => {
              const Cell = column.rowHeader ? "th" : "td";
              return (
                <Cell
                  // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns never move
                  key={index}
                  scope={column.rowHeader ? "row" : undefined}
                  data-label={labelCells ? column.header : undefined}
                  className={column.className}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
