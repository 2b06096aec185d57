import { OrganizationApproval } from '@portal/shared/domain';
import { createOrganization } from '../../../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../../../test/support/test-app';
import { createTestDatabase } from '../../../../test/support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const lookUp = (code: string, lang?: string) => call(app, 'GET', `/api/v1/referral-codes/${code}`, { lang });

describe('GET /referral-codes/:code', () => {
  it('names the approved organization a code joins, and nothing else about it, to anyone', async () => {
    const organization = await createOrganization(app);
    const response = await lookUp(organization.referralCode);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ organizationName: organization.name });
    // Typed as people type it: lower case, with spaces or dashes, like the join reads it.
    const typed = `${organization.referralCode.slice(0, 4)}-${organization.referralCode.slice(4)}`.toLowerCase();
    expect((await lookUp(encodeURIComponent(` ${typed} `))).json()).toEqual({ organizationName: organization.name });
  });

  it('answers an unknown code and a code of an organization not approved alike, in the reader’s language', async () => {
    const answers = [];
    for (const status of [OrganizationApproval.Pending, OrganizationApproval.Rejected]) {
      const other = await createOrganization(app, status);
      answers.push(await lookUp(other.referralCode));
    }
    answers.push(await lookUp('NOPE000000'));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This referral code is not valid' });
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await lookUp('NOPE000000', 'ar')).json().message).toBe('رمز الإحالة هذا غير صالح');
  });

  it('is rate limited per address before the code is read, so codes cannot be found by trying', async () => {
    const limitedDb = await createTestDatabase();
    const limited = await buildTestApp(limitedDb, {
      rateLimits: { referralCodeLookupsPerIp: { max: 3, windowMs: 60_000 } },
    });
    try {
      const organization = await createOrganization(limited);
      const from = (ip: string, code: string) =>
        call(limited, 'GET', `/api/v1/referral-codes/${code}`, { ip }).then((response) => response.statusCode);
      const statuses = [];
      for (const code of ['AAAAAAAAA1', 'AAAAAAAAA2', 'AAAAAAAAA3', organization.referralCode])
        statuses.push(await from('203.0.113.7', code));
      // The right code, once the address has spent its tries, is refused like any other.
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect(await from('198.51.100.9', organization.referralCode)).toBe(200);
    } finally {
      await limited.close();
      await limitedDb.dispose();
    }
  });
});
