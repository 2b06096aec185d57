import type { ApiErrorDetail } from '@portal/shared/domain';

/** Quoted when it holds a quote, a comma or a line break (RFC 4180), quotes doubled. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A leading apostrophe keeps a spreadsheet from running a message as a formula. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The user's CSV with an `error` column: each row's problems joined by "; ". Rows are records
 * (a quoted cell spanning lines is one row, a blank line none), the header being row 1; the user's own cells keep their
 * values, only the added messages are made inert for spreadsheets. A trailing `error` column from an
 * earlier download is replaced. UTF-8 with a BOM (Excel reads Arabic right), CRLF line ends.
 * csv-parse loads only when called.
 */
export async function fileWithProblems(csvText: string, problems: ApiErrorDetail[]): Promise<string> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  // As the API reads it: blank lines are no rows.
  const records: string[][] = parse(csvText, { bom: true, relax_column_count: true, skip_empty_lines: true });
  const messages = new Map<number, string[]>();
  for (const { row, message } of problems) {
    if (row) messages.set(row, [...(messages.get(row) ?? []), message]);
  }
  const width = records.reduce((widest, record) => Math.max(widest, record.length), 0);
  const errorIndex = records[0]?.[width - 1]?.trim().toLowerCase() === 'error' ? width - 1 : width;
  const lines = (records.length > 0 ? records : [[]]).map((record, index) => {
    const cells = Array.from({ length: errorIndex }, (_, column) => record[column] ?? '');
    cells.push(index === 0 ? 'error' : inert(messages.get(index + 1)?.join('; ') ?? ''));
    return cells.map(csvCell).join(',');
  });
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
