// A table of records, one card per row on phones. The roles are written out because changing the
// table elements' `display` makes Chromium stop exposing them as a table.
import type { ReactNode } from "react";

type Column = { header: string; numeric?: boolean };

export function RecordsTable({
  labelledBy,
  columns,
  rowHeader,
  rows,
}: {
  /** The id of the heading that names the table (its scrolling region takes the name). */
  labelledBy: string;
  columns: Column[];
  /** The column whose cell names its row (a row header). */
  rowHeader: number;
  /** One entry per row: a key and one cell per column, in the columns' order. */
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's own roles, kept on purpose (see the top) */}
      <table className="records-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader" className={column.numeric ? "numeric" : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.key} role="row">
              {row.cells.map((cell, index) => {
                const column = columns[index]!;
                const className = column.numeric ? "numeric" : undefined;
                const label = (
                  <span className="cell-label" aria-hidden="true">
                    {column.header}
                  </span>
                );
                return index === rowHeader ? (
                  <th key={column.header} scope="row" role="rowheader" className={className}>
                    {label}
                    {cell}
                  </th>
                ) : (
                  <td key={column.header} role="cell" className={className}>
                    {label}
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </div>
  );
}
