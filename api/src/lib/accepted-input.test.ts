import ajvCompiler from '@fastify/ajv-compiler';
import { addPortalFormats } from './ajv-formats';
import {
  acceptedTextOf,
  inputProblems,
  isAcceptedDate,
  isAcceptedDateTime,
  isAcceptedText,
  latestDay,
  parseDateTime,
  unacceptedCells,
  validatorWithAcceptedInput,
} from './accepted-input';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('accepted text', () => {
  it.each(['', 'Hala Saleh', 'رنا جابر', 'tab\there', 'two\r\nlines', 'emoji 📦', '\uD83D\uDCE6'])(
    'accepts %j',
    (text) => {
      expect(isAcceptedText(text)).toBe(true);
    },
  );

  it.each([
    'nul\u0000',
    '\u0001',
    'bell\u0007',
    '\u000B',
    '\u001B[31m',
    'del\u007F',
    '\u0085',
    'lone \uD800',
    '\uDC00 low',
    'x\uD83D',
  ])('refuses %j', (text) => {
    expect(isAcceptedText(text)).toBe(false);
  });
});

describe('accepted dates', () => {
  it('runs from 2000-01-01 to a year ahead', () => {
    expect(latestDay(NOW)).toBe('2027-06-15');
    expect(isAcceptedDate('2000-01-01', NOW)).toBe(true);
    expect(isAcceptedDate('2027-06-15', NOW)).toBe(true);
    expect(isAcceptedDate('2027-06-16', NOW)).toBe(false);
    expect(isAcceptedDate('1999-12-31', NOW)).toBe(false);
    expect(isAcceptedDate('0000-01-01', NOW)).toBe(false);
  });

  it('refuses days that do not exist', () => {
    expect(isAcceptedDate('2024-02-29', NOW)).toBe(true);
    expect(isAcceptedDate('2025-02-29', NOW)).toBe(false);
    expect(isAcceptedDate('2026-13-01', NOW)).toBe(false);
    expect(isAcceptedDate('2026-1-01', NOW)).toBe(false);
  });

  it('reads a date-time with its zone, and refuses a leap second, hour 24 or no zone', () => {
    expect(parseDateTime('2026-06-15T10:00:00+03:00')?.toISOString()).toBe('2026-06-15T07:00:00.000Z');
    expect(parseDateTime('2026-06-15T10:00:00.123456Z')?.toISOString()).toBe('2026-06-15T10:00:00.123Z');
    expect(parseDateTime('2026-06-30T23:59:60Z')).toBeUndefined();
    expect(parseDateTime('2026-06-30T24:00:00Z')).toBeUndefined();
    expect(parseDateTime('2026-06-30T10:00:00')).toBeUndefined();
    expect(parseDateTime('2026-06-30T10:00:00+24:00')).toBeUndefined();
    expect(isAcceptedDateTime('2000-01-01T00:00:00Z', NOW)).toBe(true);
    expect(isAcceptedDateTime('2000-01-01T01:00:00+03:00', NOW)).toBe(false);
    expect(isAcceptedDateTime('9999-12-31T00:00:00Z', NOW)).toBe(false);
  });
});

describe('inputProblems', () => {
  it('names every text, key and number that breaks the rules by its path', () => {
    const problems = inputProblems({
      name: 'ok',
      recipient: { name: 'bad\u0000', 'k\u0001': 1 },
      tags: ['fine', '\uD800'],
      lat: Infinity,
      version: 1e300,
      count: 2_147_483_647,
      weight: -12.5,
    });
    expect(problems.map((problem) => `${problem.keyword} ${problem.instancePath}`)).toEqual([
      'acceptedText /recipient/name',
      'acceptedText /recipient/k\u0001',
      'acceptedText /tags/1',
      'acceptedNumber /lat',
      'acceptedNumber /version',
    ]);
    expect(inputProblems({ 'a/b': 'x\u0000' })[0].instancePath).toBe('/a~1b');
  });

  it('names the CSV columns whose cell breaks the text rule', () => {
    const columns = new Map([
      ['name', 0],
      ['notes', 2],
      ['absent', -1],
    ]);
    expect(unacceptedCells(['Hala\u0001', 'fine', 'Ring\u007F'], columns)).toEqual(['name', 'notes']);
    expect(unacceptedCells(['Hala', 'x\u0000'], columns)).toEqual([]);
  });
});

describe('validatorWithAcceptedInput', () => {
  const compile = validatorWithAcceptedInput(ajvCompiler())({}, { customOptions: { coerceTypes: 'array' } });
  const route = (httpPart: string) =>
    compile({ schema: { type: 'object' }, method: 'POST', url: '/x', httpPart } as never);

  it('checks a body after its schema (and a coerced query), and leaves headers to their schema', () => {
    const body = route('body');
    expect(body({ note: 'fine\n' })).toBe(true);
    expect(body({ note: 'nul\u0000' })).toBe(false);
    expect(body.errors).toMatchObject([{ keyword: 'acceptedText', instancePath: '/note' }]);
    const query = compile({
      schema: { type: 'object', properties: { lat: { type: 'number', maximum: 90 } } },
      method: 'GET',
      url: '/x',
      httpPart: 'querystring',
    } as never);
    expect(query({ lat: 'Infinity' })).toBe(false);
    expect(query.errors).toMatchObject([{ keyword: 'acceptedNumber', instancePath: '/lat' }]);
    // A UTF-8 byte of a header value, read as latin1.
    expect(route('headers')({ 'user-agent': 'Device \u0098' })).toBe(true);
  });
});

describe('acceptedTextOf (a header made storable)', () => {
  it('drops the refused characters, then cuts to the length without splitting a surrogate pair', () => {
    expect(acceptedTextOf('Dev\u0000ice\u0098 1', 100)).toBe('Device 1');
    expect(acceptedTextOf('abcdef', 4)).toBe('abcd');
    expect(acceptedTextOf('ab\uD83D\uDCE6', 3)).toBe('ab');
    expect(acceptedTextOf('ab\uD83D\uDCE6', 4)).toBe('ab\uD83D\uDCE6');
  });
});

describe('date formats in a validated body', () => {
  const compile = validatorWithAcceptedInput(ajvCompiler())(
    {},
    { customOptions: { allErrors: true }, onCreate: addPortalFormats },
  );
  const body = compile({
    schema: {
      type: 'object',
      properties: {
        from: { type: 'string', format: 'date' },
        at: { type: 'object', properties: { 'a/b~c': { type: 'string', format: 'date-time' } } },
        email: { type: 'string', format: 'email' },
      },
    },
    method: 'POST',
    url: '/x',
    httpPart: 'body',
  } as never);

  it('names a value that is no date at all as an invalid date, also deep in the body', () => {
    expect(body({ from: '2024-02-30', at: { 'a/b~c': 'yesterday' } })).toBe(false);
    expect(body.errors).toMatchObject([
      { keyword: 'invalidDate', instancePath: '/from' },
      { keyword: 'invalidDate', instancePath: '/at/a~1b~0c' },
    ]);
  });

  it('keeps the format error for a real date out of range, and for other formats', () => {
    expect(body({ from: '1999-12-31', at: { 'a/b~c': '2199-01-01T00:00:00Z' }, email: 'nope' })).toBe(false);
    expect(body.errors).toMatchObject([
      { keyword: 'format', instancePath: '/from' },
      { keyword: 'format', instancePath: '/at/a~1b~0c' },
      { keyword: 'format', instancePath: '/email' },
    ]);
  });
});
