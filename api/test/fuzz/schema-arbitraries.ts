import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** A number written into the JSON as it is (1e400, -0): JSON.stringify cannot write these. */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value: RawJson as written, own `__proto__` keys kept, lone surrogates escaped. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A value as a query string or path segment: numbers and raw numbers as text, objects as JSON. */
export function asText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return toJson(value);
  return String(value);
}

/** Existing ids by what a field or path segment names (`courierId`, `/couriers/{id}` → couriers). */
export type IdPool = (name: string) => string[];

const COMMON_SORTS = ['createdAt', '-createdAt', 'updatedAt', '-updatedAt', 'name', '-name', 'code', 'status'];
const SAMPLE_TEXT = ['Amman', 'هالة صالح', 'Rainbow Street 12', '+962 79 555 0101', 'Box', 'a'];

function bounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : Number.EPSILON;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : min + 1000);
  return { min, max: Math.min(max, min + 1_000_000) };
}

function stringValue(schema: JsonSchema, name: string, ids: IdPool): fc.Arbitrary<unknown> {
  switch (schema.format) {
    case 'uuid': {
      const existing = ids(name);
      return existing.length ? fc.oneof({ arbitrary: fc.constantFrom(...existing), weight: 4 }, fc.uuid()) : fc.uuid();
    }
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.nat(999).map((n) => `fuzz${n}@example.com`);
    case 'uri':
      return fc.constant('https://example.com/fuzz');
    case 'phone':
      return fc.integer({ min: 0, max: 9_999_999 }).map((n) => `+96279${String(n).padStart(7, '0')}`);
    case 'strong-password':
      return fc.constantFrom('Portal#2026', 'Fuzz#Pass2026');
  }
  if (name === 'sort') return fc.constantFrom(...COMMON_SORTS);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  if (schema.pattern)
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength && s.length >= minLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.constantFrom(...SAMPLE_TEXT).filter((s) => s.length >= minLength && s.length <= maxLength),
  );
}

/** Values that match the schema (the shape a careful client sends), ids drawn from the database. */
export function validValue(schema: JsonSchema, name: string, ids: IdPool): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => validValue({ ...branch }, name, ids)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, name, ids);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, name, ids)));
  const type = types[0] ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const { min, max } = bounds(schema, true);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'number': {
      const { min, max } = bounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(schema.items ?? {}, name, ids), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? minLength + 3, minLength + 3),
      });
    }
    case 'object':
      return objectValue(schema, ids);
    default:
      return stringValue(schema, name, ids);
  }
}

function objectValue(schema: JsonSchema, ids: IdPool): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validValue(s, key, ids)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** The kinds of hostile input the fuzzer sends, beside valid-shaped requests. */
export const INPUT_CLASSES = [
  'valid',
  'control-character',
  'lone-surrogate',
  'huge-number',
  'non-finite-number',
  'edge-date',
  'unknown-sort',
  'prototype-key',
  'wrong-type',
  'broken-body',
  'bad-path-id',
] as const;
export type InputClass = (typeof INPUT_CLASSES)[number];

const around = (inner: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 4 }), inner, fc.string({ maxLength: 4 })).map(([a, c, b]) => `${a}${c}${b}`);

/** One hostile value per class (prototype-key and broken-body change the request's shape instead). */
export const HOSTILE_VALUES: Partial<Record<InputClass, fc.Arbitrary<unknown>>> = {
  'control-character': around(
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'),
  ),
  'lone-surrogate': around(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ud83d')),
  'huge-number': fc.constantFrom(
    1e300,
    -1e300,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e20,
    999_999_999,
    '1e300',
    '99999999999999999999',
  ),
  'non-finite-number': fc.constantFrom(
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('-0'),
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '-0',
  ),
  'edge-date': fc.constantFrom(
    '2024-12-31T23:59:60Z',
    '0000-01-01',
    '9999-12-31',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '2023-02-29',
    '2024-02-30T00:00:00Z',
    '1900-01-01',
    '2024-06-01T24:00:00Z',
    '2024-06-01T12:00:00+14:59',
  ),
  'unknown-sort': fc.constantFrom(
    'constructor',
    '__proto__',
    'toString',
    '-constructor',
    'hasOwnProperty',
    'valueOf',
    '-__proto__',
    'isPrototypeOf',
    'prototype',
    'noSuchField',
    'passwordHash',
  ),
  'wrong-type': fc.constantFrom({}, [], true, 0, -1, 'text', null, [[]], { a: 1 }),
  'bad-path-id': fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '..',
    'x'.repeat(300),
    '1',
    '-1',
    '1e300',
    'constructor',
    '__proto__',
    'هالة',
    '\u0000',
  ),
};

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
export const PROTOTYPE_VALUES: unknown[] = [{ role: 5, isAdmin: true }, { prototype: { polluted: true } }, 'x', 1];

const BROKEN_JSON = ['{', '{"a":', 'null', '[]', '"text"', '0', '{"a":1}{', '{"a":"\\ud800"}'];
const UNEXPECTED_JSON = ['{"__proto__":{"polluted":true}}', '{"unexpected":true}'];

/** Bodies no operation takes: broken JSON, JSON of the wrong shape, other media types. */
export const BROKEN_BODIES: { payload: string; contentType: string }[] = [
  ...[...BROKEN_JSON, ...UNEXPECTED_JSON].map((payload) => ({ payload, contentType: 'application/json' })),
  { payload: 'name=x', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'x', contentType: 'text/plain' },
  { payload: '--b\r\n\r\n', contentType: 'multipart/form-data; boundary=b' },
];
