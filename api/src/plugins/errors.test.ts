import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { createUserAndLogin } from '../../test/support/fixtures';
import { TEST_JWT_SECRET, TEST_PASSWORD_HASHING, call } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { buildApp } from '../app';
import { countries } from '../db/schema';
import { pickLocale } from '../i18n/locale';
import { memoryTransport } from '../mail/transport';
import { PageQuery, StrictObject, withErrors } from '../lib/schemas';
import { can } from './permissions';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    database: { instance: database },
    jwtSecret: TEST_JWT_SECRET,
    passwordHashing: TEST_PASSWORD_HASHING,
    mail: { transport: memoryTransport() },
    outbox: { workerIntervalMs: false },
  });
  // Routes that exist only in this test, to exercise failures no real route should produce on purpose.
  await app.register(
    async (child) => {
      child.get(
        '/items',
        {
          config: { access: can('addresses', 'read') },
          schema: { querystring: PageQuery({ city: Type.Optional(Type.String()) }) },
        },
        async (request) => request.query,
      );
      child.post(
        '/items',
        {
          config: { access: can('addresses', 'create') },
          schema: {
            body: StrictObject({
              quantity: Type.Integer({ minimum: 1, maximum: 10 }),
              kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
            }),
            response: withErrors({ 200: Type.Object({ ok: Type.Boolean() }) }),
          },
        },
        async () => ({ ok: true }),
      );
      child.get('/boom', { config: { access: can('addresses', 'read') } }, async () => {
        throw new Error('connection string postgres://secret@db leaked?');
      });
      child.post('/duplicate', { config: { access: can('addresses', 'create') } }, async () => {
        await child.db.insert(countries).values({ code: 'DU', name: 'Dup', nameAr: 'مكرر' });
        await child.db.insert(countries).values({ code: 'DU', name: 'Dup', nameAr: 'مكرر' });
        return {};
      });
    },
    { prefix: '/api/v1/test' },
  );
  await app.ready();
  token = (await createUserAndLogin(app)).access_token;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('error responses { message, code, details? } in the caller language', () => {
  it('names every invalid field of a body, in English and Arabic', async () => {
    const body = { quantity: 'many', kind: 'c', extra: true };
    const en = await call(app, 'POST', '/api/v1/test/items', { token, body });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: [
        { field: 'extra', message: 'This field is not allowed' },
        { field: 'quantity', message: 'This field must be an integer' },
        { field: 'kind', message: 'This value is not allowed' },
      ],
    });
    const ar = await call(app, 'POST', '/api/v1/test/items', { token, body, lang: 'ar' });
    expect(ar.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'بعض الحقول غير صالحة',
      details: [
        { field: 'extra', message: 'هذا الحقل غير مسموح به' },
        { field: 'quantity', message: 'يجب أن يكون هذا الحقل عددًا صحيحًا' },
        { field: 'kind', message: 'هذه القيمة غير مسموح بها' },
      ],
    });
  });

  it('explains numeric bounds', async () => {
    const response = await call(app, 'POST', '/api/v1/test/items', { token, body: { quantity: 11, kind: 'a' } });
    expect(response.json().details).toEqual([{ field: 'quantity', message: 'This value must be at most 10' }]);
    expect((await call(app, 'POST', '/api/v1/test/items', { token, body: { quantity: 2, kind: 'a' } })).json()).toEqual(
      { ok: true },
    );
  });

  it('rejects unknown query parameters and checks list paging', async () => {
    const response = await call(app, 'GET', '/api/v1/test/items?page=abc&pageSize=1000&colour=red', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'colour', message: 'This field is not allowed' },
      { field: 'page', message: 'This field must be an integer' },
      { field: 'pageSize', message: 'This value must be at most 100' },
    ]);
    expect((await call(app, 'GET', '/api/v1/test/items?city=Irbid', { token })).json()).toEqual({
      page: 1,
      pageSize: 20,
      city: 'Irbid',
    });
  });

  it('reports malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'محتوى الطلب ليس JSON صالحًا' });
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await call(app, 'POST', '/api/v1/auth/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' });
  });

  it('answers unknown API paths with NOT_FOUND', async () => {
    const response = await call(app, 'GET', '/api/v1/nothing-here', { lang: 'ar' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'هذا العنوان غير موجود' });
  });

  it('hides internals of unexpected failures behind the spec message', async () => {
    const response = await call(app, 'GET', '/api/v1/test/boom', { token });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong! Please try again later' });
    expect(response.body).not.toContain('postgres://');
  });

  it('turns a unique-constraint violation into a 409 CONFLICT', async () => {
    const response = await call(app, 'POST', '/api/v1/test/duplicate', { token, lang: 'ar' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'هذا العنصر موجود بالفعل' });
  });
});

describe('response headers', () => {
  it('echoes a valid X-Request-Id, makes one otherwise, and sends hardening headers', async () => {
    const echoed = await app.inject({ method: 'GET', url: '/api/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const generated = await app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('pickLocale (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['ar', 'ar'],
    ['ar-JO', 'ar'],
    ['fr-FR, ar;q=0.8, en;q=0.5', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['ar;q=0.2, en;q=0.9', 'en'],
    ['de, fr', 'en'],
    ['ar;q=0', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});
