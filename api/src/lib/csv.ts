/** CSV files the API writes (exports): spreadsheet-safe, UTF-8 with a BOM. */

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text is neutralized with a leading apostrophe, then quoted as needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type CsvValue = string | number | boolean | null | undefined;

// BOM: Excel then reads the Arabic names as UTF-8.
export const CSV_BOM = '\uFEFF';

/** One CSV line with its line break (a file streamed line by line). */
export const csvLine = (row: CsvValue[]): string => `${row.map(csvCell).join(',')}\r\n`;

export function toCsv(rows: CsvValue[][]): string {
  return `${CSV_BOM}${rows.map(csvLine).join('')}`;
}
