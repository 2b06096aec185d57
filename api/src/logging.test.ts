import { Writable } from 'node:stream';
import { Role } from '@portal/shared/domain';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { seedDatabase } from './db/seed';
import { createUserAndLogin } from '../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../test/support/test-app';
import { createTestDatabase } from '../test/support/test-database';
import { addAddress, referenceIds } from '../test/support/shipments';
import { loggedError, maskedDetail, safeLoggerOptions } from './lib/logging';

// Each failure below is forced by a constraint only this test adds, so the real insert or update
// runs and PostgreSQL refuses it with its own error, code, detail and the query's parameters.
const REFUSED_EMAIL = 'refused.signup@example.test';
const REFUSED_KEY_NAME = 'refused key';
const TWIN_KEY_NAME = 'twin key';
const REFUSED_RECIPIENT = 'Refused Recipient';
const REFUSED_PHONE = '+962 78 512 9876';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildTestApp(database, { logger: { level: 'info', stream } });
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  await app.db.execute(
    sql.raw(`alter table users add constraint log_test_refused_email check (email <> '${REFUSED_EMAIL}')`),
  );
  await app.db.execute(
    sql.raw(`alter table api_keys add constraint log_test_refused_key check (name <> '${REFUSED_KEY_NAME}')`),
  );
  await app.db.execute(
    sql.raw(`create unique index log_test_twin_keys on api_keys (name) where name = '${TWIN_KEY_NAME}'`),
  );
  await app.db.execute(
    sql.raw(
      `alter table shipments add constraint log_test_refused_recipient check (recipient_snapshot is null or recipient_snapshot->>'name' <> '${REFUSED_RECIPIENT}')`,
    ),
  );
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

beforeEach(() => {
  lines = [];
});

type LogLine = { level: number; msg: string; reqId?: string; err?: ReturnType<typeof loggedError> };

/** The log lines of one request, by the id the response carries. */
function logOf(response: { headers: Record<string, unknown> }): { text: string; entries: LogLine[] } {
  const requestId = String(response.headers['x-request-id']);
  const entries = lines.map((line) => JSON.parse(line) as LogLine).filter((entry) => entry.reqId === requestId);
  return { text: entries.map((entry) => JSON.stringify(entry)).join('\n'), entries };
}

const failureOf = (entries: LogLine[], msg: string) => entries.find((entry) => entry.msg === msg)?.err;
const SHA256_HEX = /\b[0-9a-f]{64}\b/;

describe('the log of a failed request names the query, never its values', () => {
  it('a failed sign-up logs neither the e-mail, the phone nor the password hash', async () => {
    const response = await call(app, 'POST', '/api/v1/auth/signup', {
      body: { username: 'refused', email: REFUSED_EMAIL, password: 'Portal#2026', phoneNumber: REFUSED_PHONE },
    });
    expect(response.statusCode).toBe(500);
    const { text, entries } = logOf(response);
    expect(text).not.toContain(REFUSED_EMAIL);
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain('Portal#2026');
    expect(text).not.toContain('5129876');
    const failure = failureOf(entries, 'request failed');
    expect(failure).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringMatching(/^insert into "users"/),
      cause: { code: '23514', constraint: 'log_test_refused_email', table: 'users' },
    });
    expect(failure?.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "users"/);
  });

  it("a failed courier-key insert does not log the key's hash", async () => {
    const admin = await createUserAndLogin(app, { role: Role.SystemAdmin });
    const courierId = (await referenceIds(app)).courier.get('FALCON')!;
    const response = await call(app, 'POST', `/api/v1/admin/couriers/${courierId}/keys`, {
      token: admin.access_token,
      body: { name: REFUSED_KEY_NAME },
    });
    expect(response.statusCode).toBe(500);
    const { text, entries } = logOf(response);
    expect(text).not.toMatch(SHA256_HEX);
    expect(text).not.toContain(REFUSED_KEY_NAME);
    expect(failureOf(entries, 'request failed')).toMatchObject({
      query: expect.stringMatching(/^insert into "api_keys"/),
      cause: { code: '23514', constraint: 'log_test_refused_key', detail: 'Failing row contains (…)' },
    });
  });

  it('a refused duplicate is logged as rejected with its constraint, the values masked', async () => {
    const admin = await createUserAndLogin(app, { role: Role.SystemAdmin });
    const courierId = (await referenceIds(app)).courier.get('FALCON')!;
    const create = () =>
      call(app, 'POST', `/api/v1/admin/couriers/${courierId}/keys`, {
        token: admin.access_token,
        body: { name: TWIN_KEY_NAME },
      });
    expect((await create()).statusCode).toBe(201);
    const twin = await create();
    expect(twin.statusCode).toBe(409);
    const { text, entries } = logOf(twin);
    expect(text).not.toMatch(SHA256_HEX);
    expect(text).not.toContain(TWIN_KEY_NAME);
    expect(failureOf(entries, 'request rejected')).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { code: '23505', constraint: 'log_test_twin_keys', detail: 'Key (name)=(…) already exists.' },
    });
  });

  it('a schema refusal is logged at debug, not info: a fuzz run must not flood the log', async () => {
    const refused = await call(app, 'POST', '/api/v1/auth/login', { body: { email: 'not an e-mail' } });
    expect(refused.statusCode).toBe(400);
    expect(logOf(refused).entries.filter((entry) => entry.msg === 'request rejected')).toEqual([]);

    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const verbose = await buildTestApp(database, { logger: { level: 'debug', stream } });
    try {
      const again = await call(verbose, 'POST', '/api/v1/auth/login', { body: { email: 'not an e-mail' } });
      expect(again.statusCode).toBe(400);
      const rejected = logOf(again).entries.find((entry) => entry.msg === 'request rejected');
      expect(rejected?.level).toBe(20);
    } finally {
      await verbose.close();
    }
  });

  it("a failed processing logs neither the recipient's name nor phone", async () => {
    const ids = await referenceIds(app);
    const owner = await createUserAndLogin(app);
    const home = await addAddress(app, owner, { city: 'Amman', name: 'Sender Home', type: 2 });
    const recipient = await addAddress(app, owner, {
      city: 'Irbid',
      name: REFUSED_RECIPIENT,
      phoneNumber: REFUSED_PHONE,
    });
    const draft = await call(app, 'POST', '/api/v1/shipments', {
      token: owner.access_token,
      body: {
        senderAddressId: home.id,
        recipientAddressId: recipient.id,
        parcelTypeId: ids.parcel.get('small-box')!,
        parcelQuantity: 1,
        weightKg: 1,
        paymentType: 'cod',
        codAmountFils: 12_500,
      },
    });
    expect(draft.statusCode).toBe(201);
    const response = await call(app, 'POST', `/api/v1/shipments/${draft.json().id}/process`, {
      token: owner.access_token,
      body: { courierId: ids.courier.get('FALCON')!, serviceTypeId: ids.service.get('standard')! },
    });
    expect(response.statusCode).toBe(500);
    const { text, entries } = logOf(response);
    expect(text).not.toContain(REFUSED_RECIPIENT);
    expect(text).not.toContain(REFUSED_RECIPIENT.toLowerCase());
    expect(text).not.toContain('512 9876');
    expect(text).not.toContain('5129876');
    expect(failureOf(entries, 'request failed')).toMatchObject({
      query: expect.stringMatching(/^update "shipments"/),
      cause: { code: '23514', constraint: 'log_test_refused_recipient' },
    });
  });

  it('masks tokens in paths and search terms in query strings of request lines', async () => {
    const token = 'inv-token-abcdefghijklmnopqrstuvwxyz012345';
    const invitation = await call(app, 'GET', `/api/v1/invitations/${token}`);
    const search = await call(app, 'GET', '/api/v1/shipments?q=0791234567&page=1&email=someone%40mail.example');
    const { text } = logOf(invitation);
    expect(text).not.toContain(token);
    expect(text).toContain('/api/v1/invitations/…');
    const searched = logOf(search).text;
    expect(searched).not.toContain('0791234567');
    expect(searched).not.toContain('someone');
    expect(searched).toContain('/api/v1/shipments?q=…&page=1&email=…');
    // Spelled with percent-escapes, the router still finds the invitation: the log still hides the token.
    const encoded = logOf(await call(app, 'GET', `/api/v1/%69nvitations/${token}?%71=0791234567`)).text;
    expect(encoded).not.toContain(token);
    expect(encoded).not.toContain('0791234567');
    // An escaped '&' inside a search term does not split it: no half of it is left past the mask.
    expect(logOf(await call(app, 'GET', '/api/v1/shipments?q=Rania%26Haddad')).text).not.toContain('Haddad');
  });

  it('redacts secrets and personal data wherever a log line holds them', async () => {
    app.log.info(
      {
        body: { email: 'a@b.example', password: 'p', phoneNumber: '+962791234567' },
        request: { body: { token: 't' }, headers: { authorization: 'Bearer x', accept: 'text/html' } },
        rows: [{ name: 'kept', secretHash: 'h' }],
      },
      'body logged',
    );
    const entry = JSON.parse(lines.find((line) => line.includes('body logged'))!);
    expect(entry.body).toEqual({ email: '[Redacted]', password: '[Redacted]', phoneNumber: '[Redacted]' });
    expect(entry.request).toEqual({
      body: { token: '[Redacted]' },
      headers: { authorization: '[Redacted]', accept: 'text/html' },
    });
    expect(entry.rows).toEqual([{ name: 'kept', secretHash: '[Redacted]' }]);
  });
});

describe('loggedError', () => {
  const databaseError = (message: string, fields: Record<string, string>) =>
    Object.assign(new Error(message), { code: '22P02', ...fields, params: ['secret value'] });

  it("keeps Drizzle's SQL and the driver's code, drops params and masks quoted input and addresses", () => {
    const cause = databaseError('invalid input syntax for type uuid: "secret value"', { routine: 'string_to_uuid' });
    const error = new DrizzleQueryError('select 1 where id = $1', ['secret value', 'x@y.example'], cause);
    const logged = loggedError(error);
    expect(JSON.stringify(logged)).not.toContain('secret value');
    expect(JSON.stringify(logged)).not.toContain('x@y.example');
    expect(logged).toMatchObject({
      message: 'Failed query: select 1 where id = $1',
      query: 'select 1 where id = $1',
      cause: { code: '22P02', routine: 'string_to_uuid', message: 'invalid input syntax for type uuid: "…"' },
    });
    expect(loggedError(new Error('550 rejected <someone@mail.example>')).message).toBe('550 rejected <[email]>');
  });

  it("summarises an error once: the logger's err serializer passes a summary made earlier through as it is", () => {
    const { serializers } = safeLoggerOptions({ level: 'info' }) as { serializers: { err: (e: unknown) => unknown } };
    const summary = loggedError(new Error('rejected <someone@mail.example>'), { stack: false });
    expect(serializers.err(summary)).toBe(summary);
    // An error the serializer has not seen is summarised, with its stack.
    expect(serializers.err(new Error('boom'))).toMatchObject({
      type: 'Error',
      message: 'boom',
      stack: expect.any(String),
    });
  });

  it("masks the values of PostgreSQL's details and leaves out free-text ones", () => {
    expect(maskedDetail('Key (email)=(x@y.example) already exists.')).toBe('Key (email)=(…) already exists.');
    expect(maskedDetail('Key (a, b)=(1, (2)) is not present in table "t".')).toBe(
      'Key (a, b)=(…) is not present in table "t".',
    );
    expect(maskedDetail('Failing row contains (1, x@y.example, $argon2id$…).')).toBe('Failing row contains (…)');
    expect(maskedDetail('Some free text naming x@y.example')).toBeUndefined();
  });
});
