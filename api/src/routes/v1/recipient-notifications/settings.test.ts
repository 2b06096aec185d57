import { Role } from '@portal/shared/domain';
import { createUser, createUserAndLogin, login } from '../../../../test/support/fixtures';
import { call, startTestApp, type StartedTestApp } from '../../../../test/support/test-app';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.closeWithDatabase();
});

const URL = '/api/v1/recipient-notifications';
const off = { email: false, sms: false };

function settingsBody(overrides: Record<string, unknown> = {}) {
  return {
    channels: {
      processed: { email: true, sms: false },
      pickedUp: off,
      onGoing: { email: true, sms: true },
      delivered: { email: true, sms: true },
      returned: off,
      cancelled: { email: false, sms: true },
    },
    senderName: '  Petra Gifts  ',
    replyTo: 'Care@Petra.example',
    smsAtNight: false,
    ...overrides,
  };
}

describe('recipient notification settings', () => {
  it('starts with e-mail on for processed, on going and delivered, SMS off, no sender name', async () => {
    const user = await createUserAndLogin(app);
    const response = await call(app, 'GET', URL, { token: user.access_token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      channels: {
        processed: { email: true, sms: false },
        pickedUp: off,
        onGoing: { email: true, sms: false },
        delivered: { email: true, sms: false },
        returned: off,
        cancelled: off,
      },
      senderName: null,
      replyTo: null,
      smsAtNight: false,
      logoUrl: null,
    });
  });

  it('saves and reads back an individual’s settings, trimmed, and replaces them on the next save', async () => {
    const user = await createUserAndLogin(app);
    const saved = await call(app, 'PUT', URL, { token: user.access_token, body: settingsBody() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ senderName: 'Petra Gifts', replyTo: 'care@petra.example' });
    const again = await call(app, 'PUT', URL, {
      token: user.access_token,
      body: settingsBody({ senderName: ' ', replyTo: null, smsAtNight: true }),
    });
    expect(again.json()).toMatchObject({ senderName: null, replyTo: null, smsAtNight: true });
    const read = await call(app, 'GET', URL, { token: user.access_token });
    expect(read.json()).toEqual(again.json());
    // Someone else still has the defaults.
    const other = await createUserAndLogin(app);
    expect((await call(app, 'GET', URL, { token: other.access_token })).json().senderName).toBeNull();
  });

  it('keeps one set per organization: its admins share it, its users may not read or change it', async () => {
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const secondAdmin = await createUser(app, { role: Role.OrgAdmin, organizationId: admin.organizationId! });
    const member = await createUser(app, { role: Role.OrgUser, organizationId: admin.organizationId! });
    expect((await call(app, 'PUT', URL, { token: admin.access_token, body: settingsBody() })).statusCode).toBe(200);
    const seen = await call(app, 'GET', URL, { token: (await login(app, secondAdmin.email)).access_token });
    expect(seen.json().senderName).toBe('Petra Gifts');
    const memberToken = (await login(app, member.email)).access_token;
    expect((await call(app, 'GET', URL, { token: memberToken })).statusCode).toBe(403);
    expect((await call(app, 'PUT', URL, { token: memberToken, body: settingsBody() })).statusCode).toBe(403);
    expect((await call(app, 'GET', URL)).statusCode).toBe(401);
  });

  it('names each bad field in a 400, in English and in Arabic', async () => {
    const user = await createUserAndLogin(app);
    const bad = settingsBody({ replyTo: 'not-an-email', senderName: 'x'.repeat(81) });
    const english = await call(app, 'PUT', URL, { token: user.access_token, body: bad });
    expect(english.statusCode).toBe(400);
    const fields = english.json().details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['replyTo', 'senderName']));
    const arabic = await call(app, 'PUT', URL, { token: user.access_token, body: bad, lang: 'ar' });
    const replyTo = arabic.json().details.find((detail: { field: string }) => detail.field === 'replyTo');
    expect(replyTo.message).toMatch(/[\u0600-\u06FF]/);
    const missingEvent = await call(app, 'PUT', URL, {
      token: user.access_token,
      body: settingsBody({ channels: { ...settingsBody().channels, delivered: { email: true } } }),
    });
    expect(missingEvent.statusCode).toBe(400);
    expect(missingEvent.json().details.map((detail: { field: string }) => detail.field)).toContain(
      'channels.delivered.sms',
    );
  });
});
