/** Numbers and tables as the bench prints them for people. */
export const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const fixed = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const ms = (value: number) => fixed(value < 10 ? 2 : 1).format(value);
export const percent = (share: number) => `${int.format(share * 100)} %`;

/** Columns padded to their widest cell, under a header and a rule. */
export function table(headers: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
