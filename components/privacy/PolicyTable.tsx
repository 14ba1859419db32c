import type { ReactNode } from 'react';
import styles from './PrivacyPage.module.css';

export type Table = { head: string[]; rows: { key: string; cells: ReactNode[] }[] };

/** Rows of strings as the messages hold them (the first cell names the row). */
export const stringRows = (rows: string[][]) => rows.map((cells) => ({ key: cells[0]!, cells }));

/** A table of the policy; on a phone each row stacks, its cells labelled by their column. */
export function PolicyTable({ table, caption }: { table: Table; caption: string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-label={table.head[index]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
