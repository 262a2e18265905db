// The console's table: a scrolling wrap, a caption naming it for assistive technology, one
// header row of column headings; the page gives the body rows (their row headers too).
import type { ReactNode } from 'react';

export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
