import { BackupError } from './backup-error';

/**
 * A backup row (PostgreSQL's own `row_to_json` text) as a line of COPY's text format, for loading
 * PostgreSQL through COPY. Each value is cut out of the JSON text as it stands, never through a
 * JavaScript number, so a bigint or a numeric keeps every digit and a json column its exact text.
 */

/** How a column's JSON value is written: as text, as JSON text (json, jsonb), or as an array literal. */
export type CopyKind = 'text' | 'json' | 'array';

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** COPY text escapes: backslash, and the line and field separators. */
function escapeCopy(value: string): string {
  return /[\\\n\r\t]/.test(value) ? value.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c]) : value;
}

/** The index of the quote closing the string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) throw new BackupError('a row holds an unterminated string');
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}

/** The index just after the JSON value that starts at `start`. */
function valueEnd(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first === QUOTE) return stringEnd(text, start) + 1;
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
    let depth = 0;
    for (let i = start; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) i = stringEnd(text, i);
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth += 1;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth -= 1;
        if (depth === 0) return i + 1;
      }
    }
    throw new BackupError('a row holds an unterminated object or array');
  }
  let i = start;
  for (; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || c <= 32) break;
  }
  return i;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && text.charCodeAt(i) <= 32) i += 1;
  return i;
}

/** A JSON string's value: its text as it stands unless it holds escapes. */
function stringValue(text: string, start: number, end: number): string {
  const inner = text.slice(start + 1, end - 1);
  return inner.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : inner;
}

/** A JSON array as PostgreSQL's array literal: {"a","b",NULL}, nested arrays as nested braces. */
function arrayLiteral(text: string, start: number, end: number): string {
  const items: string[] = [];
  let i = skipSpace(text, start + 1);
  while (text.charCodeAt(i) !== CLOSE_BRACKET) {
    const itemEnd = valueEnd(text, i);
    const first = text.charCodeAt(i);
    if (first === OPEN_BRACKET) items.push(arrayLiteral(text, i, itemEnd));
    else if (text.startsWith('null', i)) items.push('NULL');
    else {
      const value = first === QUOTE ? stringValue(text, i, itemEnd) : text.slice(i, itemEnd);
      items.push(`"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`);
    }
    i = skipSpace(text, itemEnd);
    if (text.charCodeAt(i) === COMMA) i = skipSpace(text, i + 1);
    else if (text.charCodeAt(i) !== CLOSE_BRACKET || i >= end) throw new BackupError('a row holds a malformed array');
  }
  return `{${items.join(',')}}`;
}

/**
 * Returns the function that turns one row's JSON (its keys in `columns`' order, as a backup writes
 * them) into one COPY line, newline included.
 */
export function copyLineWriter(columns: string[], kinds: CopyKind[]): (json: string) => string {
  return (json) => {
    const fields: string[] = new Array<string>(columns.length);
    let i = skipSpace(json, 0);
    if (json.charCodeAt(i) !== OPEN_BRACE) throw new BackupError('a row is not a JSON object');
    i = skipSpace(json, i + 1);
    for (let k = 0; k < columns.length; k += 1) {
      if (json.charCodeAt(i) !== QUOTE) throw new BackupError(`a row lacks the column ${columns[k]}`);
      const keyEnd = stringEnd(json, i);
      if (json.slice(i + 1, keyEnd) !== columns[k]) {
        throw new BackupError(`a row has ${json.slice(i + 1, keyEnd)} where its table has ${columns[k]}`);
      }
      i = skipSpace(json, keyEnd + 1);
      if (json.charCodeAt(i) !== COLON) throw new BackupError('a row is not a JSON object');
      const start = skipSpace(json, i + 1);
      const end = valueEnd(json, start);
      const first = json.charCodeAt(start);
      if (json.startsWith('null', start) && end - start === 4) fields[k] = '\\N';
      else if (kinds[k] === 'json') fields[k] = escapeCopy(json.slice(start, end));
      else if (kinds[k] === 'array' && first === OPEN_BRACKET) fields[k] = escapeCopy(arrayLiteral(json, start, end));
      else if (first === QUOTE) fields[k] = escapeCopy(stringValue(json, start, end));
      // Numbers as written; true and false are PostgreSQL's boolean input too.
      else fields[k] = json.slice(start, end);
      i = skipSpace(json, end);
      const separator = json.charCodeAt(i);
      if (separator !== (k === columns.length - 1 ? CLOSE_BRACE : COMMA)) {
        throw new BackupError(`a row does not hold exactly the columns of its table`);
      }
      i = skipSpace(json, i + 1);
    }
    return `${fields.join('\t')}\n`;
  };
}
