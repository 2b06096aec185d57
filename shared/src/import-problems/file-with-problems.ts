import type { ApiErrorDetail } from '@portal/shared/domain';

/** Quoted when it holds a quote, a comma or a line break (RFC 4180), quotes doubled. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A leading apostrophe keeps a spreadsheet from running a message as a formula. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** How much of the offending value a message quotes: enough to find the cell. */
const VALUE_LENGTH = 40;

/** The cell as a message quotes it: trimmed as the API reads it, cut short, control characters shown as a mark. */
const quoted = (cell: string) => {
  const text = cell.trim().replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH)}…` : text;
};

/**
 * The user's CSV with an `error` column: each row's problems joined by "; ", each naming its column and
 * the offending value before the API's message (in the language of the upload):
 * `recipient_phone: 07912 — Invalid phone number`, `parcel_type: This field is required` for a blank cell.
 * The value is read from the file under the header the problem's column names (the API names the
 * column as the file's header writes it). Rows are records (a quoted cell spanning lines is one row, a
 * blank line none), the header being row 1; the user's own cells keep their values, only the added
 * cell is made inert for spreadsheets. A trailing `error` column from an earlier download is replaced.
 * UTF-8 with a BOM (Excel reads Arabic right), CRLF line ends. csv-parse loads only when called.
 */
export async function fileWithProblems(csvText: string, problems: ApiErrorDetail[]): Promise<string> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  // As the API reads it: blank lines are no rows.
  const records: string[][] = parse(csvText, { bom: true, relax_column_count: true, skip_empty_lines: true });
  const width = records.reduce((widest, record) => Math.max(widest, record.length), 0);
  const errorIndex = records[0]?.[width - 1]?.trim().toLowerCase() === 'error' ? width - 1 : width;
  const header = (records[0] ?? []).slice(0, errorIndex).map((cell) => cell.trim());
  const messages = new Map<number, string[]>();
  for (const { row, column, message } of problems) {
    if (!row) continue;
    const index = column ? header.indexOf(column) : -1;
    const value = index >= 0 ? quoted(records[row - 1]?.[index] ?? '') : '';
    const text = !column ? message : value ? `${column}: ${value} — ${message}` : `${column}: ${message}`;
    messages.set(row, [...(messages.get(row) ?? []), text]);
  }
  const lines = (records.length > 0 ? records : [[]]).map((record, index) => {
    const cells = Array.from({ length: errorIndex }, (_, column) => record[column] ?? '');
    cells.push(index === 0 ? 'error' : inert(messages.get(index + 1)?.join('; ') ?? ''));
    return cells.map(csvCell).join(',');
  });
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
