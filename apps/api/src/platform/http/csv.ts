import type { FastifyReply } from 'fastify';

type Cell = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => Cell;
}

/**
 * One CSV cell (RFC 4180). Text a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with a quote, so
 * an exported name cannot execute anything in the operator's spreadsheet.
 */
function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text: a header line, then one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return [columns.map((column) => cell(column.header))]
    .concat(rows.map((row) => columns.map((column) => cell(column.value(row)))))
    .map((line) => line.join(','))
    .join('\r\n');
}

/**
 * Sends CSV as a download. The byte-order mark makes spreadsheet programs read the text as UTF-8 (Burmese names).
 */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(`\uFEFF${csv}\r\n`);
}
