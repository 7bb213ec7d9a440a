import type { ReactNode } from 'react';
import { useUiTexts } from './messages';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

/** A desktop table that scrolls sideways on a tablet; an empty list says so. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
}: {
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
}) {
  const { t } = useUiTexts();
  if (rows.length === 0)
    return (
      <p className="rounded-md border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
        {t('empty')}
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-md border border-stone-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-stone-100 text-left text-xs uppercase tracking-wide text-stone-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                className={`px-3 py-2 font-semibold ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {/* A column of buttons shows no title, but a screen reader still names it. */}
                {column.header || <span className="sr-only">{t('actions')}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-stone-100 align-top">
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`px-3 py-2 ${column.align === 'right' ? 'text-right tabular-nums' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
