import ajvCompiler from '@fastify/ajv-compiler';
import { Type } from '@sinclair/typebox';
import { addPortalFormats } from './ajv-formats';
import {
  IsoDate,
  NamedRefSchema,
  NonEmptyText,
  Nullable,
  PageOf,
  PageQuery,
  StrictObject,
  VersionNumber,
  withErrors,
} from './schemas';

// Ajv as the API runs it (app.ts): unknown fields fail, every error reported, query strings coerced, defaults filled.
const compile = ajvCompiler()(
  {},
  {
    customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true },
    onCreate: addPortalFormats,
  },
);
const check = (schema: object, value: unknown) => {
  const validate = compile({ schema, method: 'GET', url: '/x', httpPart: 'querystring' } as never);
  const copy = structuredClone(value);
  return { valid: validate(copy), value: copy };
};

describe('request schemas', () => {
  it('a strict object refuses fields it does not name (no mass assignment) and keeps its description', () => {
    const schema = StrictObject({ name: NonEmptyText() }, { description: 'A person', title: 'Person' });
    expect(check(schema, { name: 'Hala' }).valid).toBe(true);
    expect(check(schema, { name: 'Hala', role: 'super_user' }).valid).toBe(false);
    expect(schema).toMatchObject({ description: 'A person', title: 'Person', additionalProperties: false });
  });

  it('non-empty text is 1 to 200 characters unless told otherwise', () => {
    expect(check(NonEmptyText(), '').valid).toBe(false);
    expect(check(NonEmptyText(), 'a').valid).toBe(true);
    expect(check(NonEmptyText(), 'a'.repeat(200)).valid).toBe(true);
    expect(check(NonEmptyText(), 'a'.repeat(201)).valid).toBe(false);
    expect(check(NonEmptyText(3), 'abcd').valid).toBe(false);
  });

  it('a version is a whole number from 1 to the largest int4', () => {
    expect(check(VersionNumber(), 1).valid).toBe(true);
    expect(check(VersionNumber(), 0).valid).toBe(false);
    expect(check(VersionNumber(), 2_147_483_647).valid).toBe(true);
    expect(check(VersionNumber(), 2_147_483_648).valid).toBe(false);
    expect(check(VersionNumber(), 1.5).valid).toBe(false);
    expect(VersionNumber({ description: 'read' })).toMatchObject({ description: 'read' });
  });

  it('a calendar day is YYYY-MM-DD of a real date', () => {
    expect(check(IsoDate(), '2026-02-28').valid).toBe(true);
    expect(check(IsoDate(), '2026-02-30').valid).toBe(false);
    expect(check(IsoDate(), 'x'.repeat(41)).valid).toBe(false);
    expect(IsoDate({ description: 'from' })).toMatchObject({ description: 'from' });
  });
});

describe('the list query', () => {
  const query = PageQuery({ status: Type.Optional(NonEmptyText(20)) });

  it('defaults to page 1 of 20 and coerces the query string', () => {
    expect(check(query, {})).toEqual({ valid: true, value: { page: 1, pageSize: 20 } });
    expect(check(query, { page: '3', pageSize: '100', sort: '-createdAt', q: 'amman', status: 'draft' })).toEqual({
      valid: true,
      value: { page: 3, pageSize: 100, sort: '-createdAt', q: 'amman', status: 'draft' },
    });
  });

  it.each([
    { page: 0 },
    { page: 1_000_001 },
    { pageSize: 0 },
    { pageSize: 101 },
    { sort: '--name' },
    { sort: '1name' },
    { sort: 'name;drop' },
    { sort: `a${'b'.repeat(64)}` },
    { q: 'q'.repeat(201) },
    { other: 'x' },
  ])('refuses %j', (value) => {
    expect(check(query, value).valid).toBe(false);
  });

  it('accepts the largest page, a 64-character sort and a 200-character search', () => {
    expect(check(query, { page: 1_000_000, sort: `a${'b'.repeat(63)}`, q: 'q'.repeat(200) }).valid).toBe(true);
  });

  it('a page of items carries the items and the paging figures', () => {
    const page = PageOf(NonEmptyText());
    expect(check(page, { items: ['a'], total: 1, page: 1, pageSize: 20 }).valid).toBe(true);
    expect(check(page, { items: [''], total: 1, page: 1, pageSize: 20 }).valid).toBe(false);
    expect(check(page, { items: [], total: 0, page: 1 }).valid).toBe(false);
  });
});

describe('response schemas', () => {
  it('a nullable value is the value or null', () => {
    const schema = Nullable(NonEmptyText());
    expect(check(schema, null).valid).toBe(true);
    expect(check(schema, 'a').valid).toBe(true);
    expect(check(schema, { name: 'a' }).valid).toBe(false);
  });

  it('a named reference carries its id and both names', () => {
    const schema = NamedRefSchema();
    expect(Object.keys(schema.properties)).toEqual(['id', 'name', 'nameAr']);
    expect(schema.required).toEqual(['id', 'name', 'nameAr']);
    expect(NamedRefSchema()).not.toBe(schema);
  });

  it("a route's responses gain the error shape for every 4xx and 5xx", () => {
    const ok = NonEmptyText();
    const responses = withErrors({ 200: ok });
    expect(Object.keys(responses).sort()).toEqual(['200', '4xx', '5xx']);
    expect(responses[200]).toBe(ok);
    expect(responses['4xx']).toMatchObject({ $ref: 'ApiError' });
    expect(responses['5xx']).toMatchObject({ $ref: 'ApiError' });
  });
});
