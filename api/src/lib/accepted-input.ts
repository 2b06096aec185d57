import type { BuildCompilerFromPool } from '@fastify/ajv-compiler';

/**
 * What the API accepts in any request, decided once (docs/architecture.md#accepted-input): text without
 * control characters other than tab, line feed and carriage return, and without lone UTF-16 surrogates;
 * finite numbers no larger than an integer column holds; dates from 2000-01-01 to a year ahead. The
 * validator compiler (validatorWithAcceptedInput) applies the text and number rules to every request part
 * of every route; the date formats (ajv-formats.ts) and the CSV imports use the same functions.
 */

/** The largest value of a PostgreSQL `integer` column: every count, amount in fils and version is one. */
export const INT4_MAX = 2_147_483_647;

/** The furthest page a list serves: its offset (page × 100 rows) still fits any column or counter. */
export const MAX_PAGE = 1_000_000;

// C0 controls but tab, LF and CR; DEL and the C1 controls; a high surrogate without its low half, or a low without its high.
const REJECTED_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text may be stored and searched: PostgreSQL refuses NUL, and JSON has no lone surrogate. */
export const isAcceptedText = (text: string) => !REJECTED_TEXT.test(text);

const REJECTED_TEXT_ALL = new RegExp(REJECTED_TEXT.source, 'g');

/**
 * A text from outside the validator (a header) made storable: the characters the text rule refuses
 * are dropped, and it is cut to `maxLength` UTF-16 units without splitting a surrogate pair.
 */
export function acceptedTextOf(text: string, maxLength: number): string {
  const cut = text.replace(REJECTED_TEXT_ALL, '').slice(0, maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The columns of a CSV record whose cell breaks the text rule (the imports report each by row and column). */
export function unacceptedCells<C>(record: readonly string[], columns: Iterable<readonly [C, number]>): C[] {
  return [...columns]
    .filter(([, index]) => index >= 0 && !isAcceptedText(record[index] ?? ''))
    .map(([column]) => column);
}

/** True when a number is one a column can hold: not Infinity or NaN, and within ±INT4_MAX. */
export const isAcceptedNumber = (value: number) => Number.isFinite(value) && Math.abs(value) <= INT4_MAX;

/** The earliest day a request may name: the portal holds nothing older, and the database has no year 0. */
export const EARLIEST_DAY = '2000-01-01';

/** The latest day a request may name: a year after `now`. */
export function latestDay(now = new Date()): string {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  return day.toISOString().slice(0, 10);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

/** The UTC midnight of a real calendar day (no 2024-02-30), or undefined. */
function calendarDay(text: string): number | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 as they are (not as 1900–1999).
  const date = new Date(0);
  const time = date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? time
    : undefined;
}

const withinRange = (day: string, now: Date) => day >= EARLIEST_DAY && day <= latestDay(now);

/** A `YYYY-MM-DD` day that exists, from EARLIEST_DAY to a year ahead. */
export function isAcceptedDate(text: string, now = new Date()): boolean {
  return calendarDay(text) !== undefined && withinRange(text, now);
}

/**
 * The instant of an RFC 3339 date-time with a zone (`Z` or `±hh:mm`), seconds 0–59 (PostgreSQL has no
 * leap second), or undefined.
 */
export function parseDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, fraction, sign, offsetHours, offsetMinutes] = match;
  const midnight = calendarDay(day);
  if (midnight === undefined || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  if (sign && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) return undefined;
  const offsetMs = sign ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000 : 0;
  const milliseconds = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  return new Date(
    midnight + ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + milliseconds - offsetMs,
  );
}

/** A date-time parseDateTime reads, whose UTC day is from EARLIEST_DAY to a year ahead. */
export function isAcceptedDateTime(text: string, now = new Date()): boolean {
  const instant = parseDateTime(text);
  return instant !== undefined && withinRange(instant.toISOString().slice(0, 10), now);
}

/** One breach of the rules above, in the shape of an Ajv error, so the errors plugin names the field. */
export interface InputProblem {
  keyword: 'acceptedText' | 'acceptedNumber' | 'invalidDate';
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Every text (values and keys) and number in a parsed request part that breaks the rules. */
export function inputProblems(data: unknown, path = '', found: InputProblem[] = []): InputProblem[] {
  if (typeof data === 'string') {
    if (!isAcceptedText(data)) found.push({ keyword: 'acceptedText', instancePath: path, schemaPath: '#', params: {} });
  } else if (typeof data === 'number') {
    if (!isAcceptedNumber(data))
      found.push({ keyword: 'acceptedNumber', instancePath: path, schemaPath: '#', params: { limit: INT4_MAX } });
  } else if (Array.isArray(data)) {
    data.forEach((item, index) => inputProblems(item, pointer(path, index), found));
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const at = pointer(path, key);
      if (!isAcceptedText(key)) found.push({ keyword: 'acceptedText', instancePath: at, schemaPath: '#', params: {} });
      inputProblems(value, at, found);
    }
  }
  return found;
}

interface FormatError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** The value a JSON pointer names in parsed data (undefined when it names nothing). */
function valueAt(data: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? Object.getOwnPropertyDescriptor(value, key)?.value : undefined,
      data,
    );
}

const IS_A_DATE: Record<string, (text: string) => boolean> = {
  date: (text) => calendarDay(text) !== undefined,
  'date-time': (text) => parseDateTime(text) !== undefined,
};

/**
 * A date format's refusal as `invalidDate` when the value is no date at all (`abc`, 2024-02-30): the
 * format is one check, yet "not a date" and "a date out of range" need different words.
 */
function withDateProblems<E extends FormatError>(errors: E[], data: unknown): (E | InputProblem)[] {
  return errors.map((error) => {
    const isADate = error.keyword === 'format' ? IS_A_DATE[String(error.params.format)] : undefined;
    const value = isADate && valueAt(data, error.instancePath);
    return isADate && typeof value === 'string' && !isADate(value)
      ? { keyword: 'invalidDate', instancePath: error.instancePath, schemaPath: '#', params: {} }
      : error;
  });
}

/**
 * Wraps Fastify's validator compiler: after the route's schema has validated (and coerced) the body, query
 * or params, every text and number in them is checked too, so a new route is covered without anyone remembering to.
 */
export function validatorWithAcceptedInput(buildValidator: BuildCompilerFromPool): BuildCompilerFromPool {
  return (externalSchemas, options) => {
    const compile = buildValidator(externalSchemas, options);
    return (route, meta) => {
      const validate = compile(route, meta);
      // Header values arrive as latin1 (a UTF-8 byte reads as a C1 control), and no header is stored.
      if ((route as { httpPart?: string }).httpPart === 'headers') return validate;
      const checked = Object.assign(
        (data: unknown, dataContext?: Parameters<typeof validate>[1]) => {
          const valid = validate(data, dataContext);
          if (typeof valid !== 'boolean') return valid;
          const problems = inputProblems(data);
          checked.errors = valid ? problems : [...withDateProblems(validate.errors ?? [], data), ...problems];
          return valid && problems.length === 0;
        },
        // Fastify hands Ajv the parent object (so a coerced root is written back) only when schemaEnv is there.
        { schemaEnv: validate.schemaEnv, errors: null as unknown[] | null },
      );
      return checked as unknown as typeof validate;
    };
  };
}
