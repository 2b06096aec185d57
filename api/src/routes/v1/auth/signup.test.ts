import { OrganizationApproval } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import { createOrganization, createUser, uniqueEmail } from '../../../../test/support/fixtures';
import { call, startTestApp, type StartedTestApp } from '../../../../test/support/test-app';
import { outbox, users } from '../../../db/schema';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(() => app?.closeWithDatabase());

const signup = (body: Record<string, unknown>, lang?: string) =>
  call(app, 'POST', '/api/v1/auth/signup', { body, lang });

describe('POST /v1/auth/signup', () => {
  it('creates an individual user who can then log in, and queues a welcome e-mail', async () => {
    const email = uniqueEmail('new');
    const response = await signup({
      username: 'Rania',
      email: email.toUpperCase(),
      password: 'Secret#123',
      phoneNumber: '+962 79 123 4567',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      username: 'Rania',
      phoneNumber: '+962791234567',
      role: 4,
      organizationId: null,
      locale: 'en',
    });
    expect(response.json()).not.toHaveProperty('passwordHash');

    const [stored] = await app.db.select().from(users).where(eq(users.email, email));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      (await call(app, 'POST', '/api/v1/auth/login', { body: { email, password: 'Secret#123' } })).statusCode,
    ).toBe(200);

    const [queued] = await app.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(queued).toMatchObject({ topic: 'account-created', status: 'pending', locale: 'en' });
  });

  it('takes the language of the request for the account and its welcome e-mail', async () => {
    const email = uniqueEmail('ar');
    const response = await signup({ username: 'سارة', email, password: 'Secret#123' }, 'ar');
    expect(response.json().locale).toBe('ar');
    const [queued] = await app.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect((queued.payload as { subject: string }).subject).toBe('مرحبًا بك في بوابة الشحن');
  });

  it('refuses a weak password with the spec rule, naming the field', async () => {
    for (const password of ['Ab#1xyz', 'alllowercase#1', 'ALLUPPER#1', 'NoDigits#here', 'NoSpecial123']) {
      const response = await signup({ username: 'x', email: uniqueEmail(), password });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        {
          field: 'password',
          message:
            'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character',
        },
      ]);
    }
    // Exactly 8 characters with every class is enough.
    expect((await signup({ username: 'x', email: uniqueEmail(), password: 'Ab#1wxyz' })).statusCode).toBe(201);
  });

  it('says when the e-mail is already registered (any letter case)', async () => {
    const existing = await createUser(app);
    const response = await signup({ username: 'dup', email: existing.email.toUpperCase(), password: 'Secret#123' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
      details: [{ field: 'email', message: 'An account with this email already exists' }],
    });
  });

  it('joins an approved organization with its referral code, as an org user', async () => {
    const organization = await createOrganization(app);
    const response = await signup({
      username: 'joiner',
      email: uniqueEmail(),
      password: 'Secret#123',
      referralCode: organization.referralCode.toLowerCase(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      role: 3,
      organizationId: organization.id,
      // The code is for the organization's admins, not for the org user who typed it.
      organization: { id: organization.id, name: organization.name, approvalStatus: 1, referralCode: null },
    });
  });

  it('refuses unknown referral codes and codes of organizations not approved', async () => {
    const pending = await createOrganization(app, OrganizationApproval.Pending);
    for (const referralCode of ['NOPE-NOPE', pending.referralCode]) {
      const response = await signup(
        { username: 'x', email: uniqueEmail(), password: 'Secret#123', referralCode },
        'ar',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ field: 'referralCode', message: 'رمز الإحالة هذا غير صالح' }]);
    }
  });

  it('rejects fields it does not know instead of storing them (no mass assignment)', async () => {
    const email = uniqueEmail('mass');
    const response = await signup({
      username: 'x',
      email,
      password: 'Secret#123',
      role: 5,
      organizationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'role', message: 'This field is not allowed' },
      { field: 'organizationId', message: 'This field is not allowed' },
    ]);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('checks e-mail and phone formats', async () => {
    const response = await signup({
      username: 'x',
      email: 'not-an-email',
      password: 'Secret#123',
      phoneNumber: 'call me',
    });
    expect(response.json().details).toEqual([
      { field: 'email', message: 'Email format is incorrect' },
      { field: 'phoneNumber', message: 'Invalid phone number' },
    ]);
  });

  it("reads the phone number with the portal's one rule and stores it in E.164, as addresses do", async () => {
    // Seven digits passed the old digit count; it is no number in Jordan or anywhere else.
    const refused = await signup({
      username: 'x',
      email: uniqueEmail(),
      password: 'Secret#123',
      phoneNumber: '1234567',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'phoneNumber', message: 'Invalid phone number' }]);

    const email = uniqueEmail('local-phone');
    const created = await signup({ username: 'x', email, password: 'Secret#123', phoneNumber: '079 123 4567' });
    expect(created.statusCode).toBe(201);
    const [stored] = await app.db.select().from(users).where(eq(users.email, email));
    expect(stored.phoneNumber).toBe('+962791234567');
  });
});
