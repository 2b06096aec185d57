import type { FastifyRequest } from 'fastify';
import { loggedError, maskedDetail, maskedUrl, safeLoggerOptions } from './logging';

// The log rules one by one, without an app: src/logging.test.ts checks them end to end on real
// failures; here each secret key, URL mask and error field is pinned by an input of its own.

type Fields = Record<string, unknown>;
interface Settings {
  level?: string;
  formatters: { log: (fields: Fields) => Fields; level?: unknown };
  serializers: { req: (request: FastifyRequest) => unknown; err: (error: unknown) => unknown; res?: unknown };
}
const settings = (logger: Parameters<typeof safeLoggerOptions>[0] = {}) => safeLoggerOptions(logger) as Settings;
/** A log line's fields as the logger writes them. */
const logged = (fields: Fields) => settings().formatters.log(fields);

describe('secrets in a log line', () => {
  it.each([
    'password',
    'currentPassword',
    'newPassword',
    'passwordHash',
    'token',
    'accessToken',
    'access_token',
    'refreshToken',
    'refresh_token',
    'invitationToken',
    'key',
    'apiKey',
    'secret',
    'secretHash',
    'tokenHash',
    'email',
    'phone',
    'phoneNumber',
    'params',
    'parameters',
    'authorization',
    'cookie',
    'set-cookie',
    'x-api-key',
  ])('redacts %s, whatever its value, and keeps the fields beside it', (key) => {
    expect(logged({ [key]: { nested: 'value' }, name: 'kept' })).toEqual({ [key]: '[Redacted]', name: 'kept' });
  });

  it('leaves other keys, however close to a secret name', () => {
    const fields = { passwords: 'x', Email: 'y', tokens: ['z'], name: 'kept' };
    expect(logged(fields)).toBe(fields);
  });

  it('redacts inside arrays and nested objects, and copies rather than changing the caller’s object', () => {
    const fields = { rows: [{ name: 'a', email: 'a@b.example' }, 'text', null], body: { user: { token: 't' } } };
    const result = logged(fields);
    expect(result).toEqual({
      rows: [{ name: 'a', email: '[Redacted]' }, 'text', null],
      body: { user: { token: '[Redacted]' } },
    });
    expect(fields.rows[0]).toEqual({ name: 'a', email: 'a@b.example' });
    expect(fields.body.user.token).toBe('t');
  });

  it('returns the same objects and arrays where nothing is secret (no copy for an ordinary line)', () => {
    const inner = { name: 'a' };
    const list = [inner, 1, 'two'];
    const fields = { list, inner, count: 3, missing: null, none: undefined, flag: false };
    const result = logged(fields);
    expect(result).toBe(fields);
    expect(result.list).toBe(list);
  });

  it('redacts only the items that hold secrets: an array with one keeps its other items as they are', () => {
    const plain = { name: 'a' };
    const result = logged({ rows: [plain, { token: 't' }] }) as { rows: unknown[] };
    expect(result.rows[0]).toBe(plain);
    expect(result.rows[1]).toEqual({ token: '[Redacted]' });
  });

  it('looks four levels deep below the line and no deeper', () => {
    expect(logged({ a: { b: { c: { d: { password: 'p' } } } } })).toEqual({
      a: { b: { c: { d: { password: '[Redacted]' } } } },
    });
    expect(logged({ a: [[[{ password: 'p' }]]] })).toEqual({ a: [[[{ password: '[Redacted]' }]]] });
    const tooDeep = { a: { b: { c: { d: { e: { password: 'p' } } } } } };
    expect(logged(tooDeep)).toBe(tooDeep);
    // Arrays count as levels too.
    const tooDeepInArrays = { a: [[[[{ password: 'p' }]]]] };
    expect(logged(tooDeepInArrays)).toBe(tooDeepInArrays);
  });

  it('redacts objects without a prototype, and leaves class instances to their serializers', () => {
    const bare = Object.assign(Object.create(null) as Fields, { password: 'p' });
    expect({ ...(logged({ bare }).bare as Fields) }).toEqual({ password: '[Redacted]' });
    class Credentials {
      password = 'p';
    }
    const instance = new Credentials();
    expect(logged({ instance }).instance).toBe(instance);
  });

  it("applies the caller's own formatter first, then redacts what it returns", () => {
    const own = settings({ formatters: { log: (fields: Fields) => ({ ...fields, token: 'added' }) } } as never);
    expect(own.formatters.log({ name: 'kept' })).toEqual({ name: 'kept', token: '[Redacted]' });
  });
});

describe('the logger settings', () => {
  it('are off without a logger', () => {
    expect(safeLoggerOptions(false)).toBe(false);
    expect(safeLoggerOptions(undefined)).toBe(false);
  });

  it("keep the caller's options, formatters and serializers beside the API's own", () => {
    const level = () => ({ level: 'x' });
    const res = () => 'response';
    const options = settings({ level: 'warn', formatters: { level }, serializers: { res } } as never);
    expect(options.level).toBe('warn');
    expect(options.formatters.level).toBe(level);
    expect(options.serializers.res).toBe(res);
    expect(typeof options.serializers.req).toBe('function');
    expect(settings(true).formatters.log({ email: 'e' })).toEqual({ email: '[Redacted]' });
  });

  it('log a request as its method, masked URL, host and client address', () => {
    const request = {
      method: 'GET',
      url: '/api/v1/invitations/secret-token?q=0791234567',
      host: 'portal.test',
      ip: '203.0.113.9',
      socket: { remotePort: 51234 },
      headers: { authorization: 'Bearer x' },
    } as unknown as FastifyRequest;
    expect(settings().serializers.req(request)).toEqual({
      method: 'GET',
      url: '/api/v1/invitations/…?q=…',
      host: 'portal.test',
      remoteAddress: '203.0.113.9',
      remotePort: 51234,
    });
    const injected = { ...request, socket: undefined } as unknown as FastifyRequest;
    expect(settings().serializers.req(injected)).toMatchObject({ remotePort: undefined });
  });

  it('summarise an error, and pass through a summary already made', () => {
    const { err } = settings().serializers;
    expect(err(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
    const summary = loggedError(new Error('x'));
    expect(err(summary)).toBe(summary);
    // A plain object that is no summary is summarised like any error.
    expect(err({ message: 'plain', code: 'E1' })).toEqual({ type: 'Object', message: 'plain', code: 'E1' });
    expect(err(null)).toEqual({ type: 'object', message: '[not an error object]' });
  });
});

describe('maskedUrl', () => {
  it.each([
    ['/api/v1/shipments', '/api/v1/shipments'],
    ['/api/v1/invitations/abc123', '/api/v1/invitations/…'],
    ['/api/v1/invitations/abc123/accept', '/api/v1/invitations/…/accept'],
    ['/api/v1/auth/reset-password/abc123', '/api/v1/auth/reset-password/…'],
    ['/api/v1/invitations/abc#frag', '/api/v1/invitations/…#frag'],
    ['/api/v1/invitations/', '/api/v1/invitations/'],
    ['/a/invitations/one/invitations/two', '/a/invitations/…/invitations/…'],
    ['/api/v1/%69nvitations/abc', '/api/v1/invitations/…'],
    ['/api/v1/invitationsabc', '/api/v1/invitationsabc'],
  ])('masks the secret path segment of %s', (url, masked) => {
    expect(maskedUrl(url)).toBe(masked);
  });

  it.each(['q', 'email', 'phone', 'phonenumber', 'token', 'key'])('masks the value of the %s parameter', (name) => {
    expect(maskedUrl(`/x?page=2&${name}=secret&sort=name`)).toBe(`/x?page=2&${name}=…&sort=name`);
  });

  it('matches parameter names whatever their case or escapes, and keeps their spelling', () => {
    expect(maskedUrl('/x?Q=secret&PhoneNumber=123')).toBe('/x?Q=…&PhoneNumber=…');
    expect(maskedUrl('/x?%71=secret&e%6Dail=a')).toBe('/x?%71=…&e%6Dail=…');
  });

  it('keeps other parameters, one without a value, and an empty query', () => {
    expect(maskedUrl('/x?page=1&q&flag')).toBe('/x?page=1&q&flag');
    expect(maskedUrl('/x?')).toBe('/x?');
    expect(maskedUrl('/x?qq=1&=q')).toBe('/x?qq=1&=q');
    expect(maskedUrl('?q=secret')).toBe('?q=…');
  });

  it('masks a value with an escaped & whole, and the path before the query', () => {
    expect(maskedUrl('/api/v1/invitations/t?q=Rania%26Haddad&page=1')).toBe('/api/v1/invitations/…?q=…&page=1');
    // A value holding '=' is masked from the first '='.
    expect(maskedUrl('/x?token=a=b')).toBe('/x?token=…');
  });
});

describe('maskedDetail', () => {
  it.each([
    ['Key (email)=(x@y.example) already exists.', 'Key (email)=(…) already exists.'],
    ['Key (a, b)=(1, (2)) is not present in table "t".', 'Key (a, b)=(…) is not present in table "t".'],
    [
      'Key (id)=(42) is still referenced from table "shipments".',
      'Key (id)=(…) is still referenced from table "shipments".',
    ],
    ['Key (a)=(1) conflicts with existing key (a)=(2).', 'Key (a)=(…) conflicts with existing key (a)=(…)'],
    ['Key (note)=(line one\nline two) already exists.', 'Key (note)=(…) already exists.'],
    ['Failing row contains (1, x@y.example).', 'Failing row contains (…)'],
    ['Failing row contains (1, x@y.example)', 'Failing row contains (…)'],
    ['Failing row contains (1,\nsecond line).', 'Failing row contains (…)'],
  ])('masks %j', (detail, masked) => {
    expect(maskedDetail(detail)).toBe(masked);
  });

  it.each([
    'Some free text naming x@y.example',
    'Key (email)=(x@y.example) is odd.',
    'Key (email)=(x@y.example) already existsX',
    'Prefix Key (a)=(1) already exists.',
    'Key (a)=(1)',
    'Prefix: Failing row contains (1).',
    'Failing row contains (1). And more',
  ])('leaves out free text %j', (detail) => {
    expect(maskedDetail(detail)).toBeUndefined();
  });

  it('leaves out a detail that is no text', () => {
    expect(maskedDetail(undefined)).toBeUndefined();
    expect(maskedDetail({ toString: () => 'Failing row contains (1).' })).toBeUndefined();
  });
});

describe('loggedError', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('is a stand-in for what is no error object', () => {
    expect(loggedError('text')).toEqual({ type: 'string', message: '[not an error object]' });
    expect(loggedError(undefined)).toEqual({ type: 'undefined', message: '[not an error object]' });
    expect(loggedError(0)).toEqual({ type: 'number', message: '[not an error object]' });
  });

  it('names the type by the constructor, or the error’s name when the class has none', () => {
    class QueryFailure extends Error {}
    expect(loggedError(new QueryFailure('x')).type).toBe('QueryFailure');
    const anonymous = new (class extends Error {})('x');
    Object.defineProperty(anonymous.constructor, 'name', { value: '' });
    anonymous.name = 'NamedByError';
    expect(loggedError(anonymous).type).toBe('NamedByError');
    expect(loggedError({ message: 'm' }).type).toBe('Object');
  });

  it('keeps the shape fields that are text or numbers, and nothing else of the error', () => {
    const error = Object.assign(new Error('m'), {
      code: '23505',
      statusCode: 409,
      severity: 'ERROR',
      schema: 'public',
      table: 'users',
      column: 'email',
      dataType: 'text',
      constraint: 'users_email_key',
      routine: '_bt_check_unique',
      where: 'secret context',
      params: ['secret'],
      hint: { secret: true },
    });
    expect(loggedError(error, { stack: false })).toEqual({
      type: 'Error',
      message: 'm',
      code: '23505',
      statusCode: 409,
      severity: 'ERROR',
      schema: 'public',
      table: 'users',
      column: 'email',
      dataType: 'text',
      constraint: 'users_email_key',
      routine: '_bt_check_unique',
    });
    expect(loggedError(Object.assign(new Error('m'), { table: { name: 't' }, code: null }), { stack: false })).toEqual({
      type: 'Error',
      message: 'm',
    });
  });

  it('keeps the SQL text and a masked detail; leaves out a free-text detail', () => {
    const error = Object.assign(withCode('duplicate', '23505'), {
      query: 'insert into users',
      detail: 'Key (email)=(x@y.example) already exists.',
    });
    expect(loggedError(error, { stack: false })).toMatchObject({
      query: 'insert into users',
      detail: 'Key (email)=(…) already exists.',
    });
    expect(loggedError(Object.assign(new Error('m'), { detail: 'free x@y.example', query: 7 }))).not.toHaveProperty(
      'detail',
    );
    expect(loggedError(Object.assign(new Error('m'), { query: 7 }))).not.toHaveProperty('query');
  });

  it("replaces Drizzle's message (with its params) by the query, only for a failed query with its SQL", () => {
    const failed = Object.assign(new Error('Failed query: select $1\nparams: secret'), { query: 'select $1' });
    expect(loggedError(failed).message).toBe('Failed query: select $1');
    const other = Object.assign(new Error('Other: x\nparams: secret'), { query: 'select $1' });
    expect(loggedError(other).message).toBe('Other: x');
    expect(loggedError(new Error('Failed query: select\n  params: a, b\nmore')).message).toBe('Failed query: select');
    expect(loggedError(new Error('no params here: kept')).message).toBe('no params here: kept');
  });

  it('masks quoted input in a database error only, and e-mail addresses in any', () => {
    expect(loggedError(withCode('invalid input syntax for type uuid: "x\\"y"', '22P02')).message).toBe(
      'invalid input syntax for type uuid: "…"',
    );
    expect(loggedError(withCode('a: "one" and b: "two"', '22P02')).message).toBe('a: "…" and b: "…"');
    expect(loggedError(withCode('value: "kept"', 'ERR_X')).message).toBe('value: "kept"');
    expect(loggedError(withCode('value: "kept"', '22p02')).message).toBe('value: "kept"');
    expect(loggedError(withCode('value: "kept"', '22P022')).message).toBe('value: "kept"');
    // A numeric code (Node's, an HTTP status) is no SQLSTATE, even with five digits.
    expect(loggedError(Object.assign(new Error('value: "kept"'), { code: 22001 })).message).toBe('value: "kept"');
    expect(loggedError(new Error('to first.last+tag@mail.example.com and <b@c.io>, (d@e.org)')).message).toBe(
      'to [email] and <[email]>, ([email])',
    );
    expect(loggedError(new Error('not addresses: a@b, @c.example, x@y.z1')).message).toBe(
      'not addresses: a@b, @c.example, x@y.z1',
    );
  });

  it('takes a message that is no text as text', () => {
    expect(loggedError({ message: 42 }).message).toBe('42');
    expect(loggedError({}).message).toBe('');
    expect(loggedError({ message: null }).message).toBe('');
  });

  it("keeps the stack's frames under the masked message, unless asked not to", () => {
    const error = withCode('bad: "secret"\nparams: secret', '22P02');
    error.stack =
      'Error: bad: "secret"\nparams: secret\n    at first (a.ts:1:1)\nnot a frame, though at the end\n    at second (b.ts:2:2)';
    expect(loggedError(error).stack).toBe('Error: bad: "…"\n    at first (a.ts:1:1)\n    at second (b.ts:2:2)');
    expect(loggedError(error, { stack: true }).stack).toBeDefined();
    expect(loggedError(error, { stack: false })).not.toHaveProperty('stack');
    expect(loggedError({ message: 'm', stack: 12 })).not.toHaveProperty('stack');
  });

  it('follows the cause four levels down, with the same options', () => {
    let error: Error = new Error('level 5');
    for (let level = 4; level >= 0; level--) error = new Error(`level ${level}`, { cause: error });
    const summary = loggedError(error, { stack: false });
    const messages: string[] = [];
    for (let current: typeof summary | undefined = summary; current; current = current.cause)
      messages.push(current.message);
    expect(messages).toEqual(['level 0', 'level 1', 'level 2', 'level 3', 'level 4']);
    expect(summary.cause).not.toHaveProperty('stack');
    expect(loggedError(new Error('top', { cause: new Error('inner') })).cause).toHaveProperty('stack');
  });
});
