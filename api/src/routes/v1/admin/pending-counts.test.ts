// The counts behind the admin nav's badges: organization applications and client API key requests
// waiting for a system admin or the super user.
import { OrganizationApproval, Role } from '@portal/shared/domain';
import { createOrganization, createUserAndLogin } from '../../../../test/support/fixtures';
import { call } from '../../../../test/support/test-app';
import { type AdminTestKit, startAdminKit } from './admin-test-kit';

let kit: AdminTestKit;

beforeAll(async () => {
  kit = await startAdminKit({ seed: false });
});
afterAll(() => kit?.close());

const KEY_REQUEST = { name: 'Shop', purpose: 'Books shipments from our online shop', expiresInDays: 90 };
const countOf = async (path: string, token?: string) => {
  const response = await kit.admin('GET', path, { token });
  expect(response.statusCode).toBe(200);
  return response.json().count as number;
};

describe('pending counts for the admin nav', () => {
  it('counts the organization applications waiting for a review, and no longer one reviewed', async () => {
    const before = await countOf('/organizations/pending-count');
    const waiting = await createOrganization(kit.app, OrganizationApproval.Pending);
    await createOrganization(kit.app, OrganizationApproval.Pending);
    await createOrganization(kit.app, OrganizationApproval.Rejected);
    await createOrganization(kit.app);
    expect(await countOf('/organizations/pending-count')).toBe(before + 2);

    const rejected = await kit.admin('POST', `/organizations/${waiting.id}/reject`, {
      body: { reason: 'Incomplete', version: 1 },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await countOf('/organizations/pending-count')).toBe(before + 1);
  });

  it('counts the client API key requests waiting for a decision, and no longer one denied', async () => {
    const before = await countOf('/api-keys/pending-count');
    const owner = await createUserAndLogin(kit.app);
    const requested = await call(kit.app, 'POST', '/api/v1/api-keys', { token: owner.access_token, body: KEY_REQUEST });
    expect(requested.statusCode).toBe(201);
    expect(await countOf('/api-keys/pending-count')).toBe(before + 1);

    const { id, version } = requested.json();
    const denied = await kit.admin('POST', `/api-keys/${id}/deny`, { body: { version, reason: 'Not for now' } });
    expect(denied.statusCode).toBe(200);
    expect(await countOf('/api-keys/pending-count')).toBe(before);
  });

  it('answers the system admins and the super user only', async () => {
    const superUser = await createUserAndLogin(kit.app, { role: Role.SuperUser });
    for (const path of ['/organizations/pending-count', '/api-keys/pending-count']) {
      expect(await countOf(path, superUser.access_token)).toBeGreaterThanOrEqual(0);
      for (const role of [Role.IndividualUser, Role.OrgAdmin, Role.OrgUser]) {
        const user = await createUserAndLogin(kit.app, { role });
        const refused = await kit.admin('GET', path, { token: user.access_token });
        expect(refused.statusCode).toBe(403);
      }
      expect((await call(kit.app, 'GET', `/api/v1/admin${path}`)).statusCode).toBe(401);
    }
  });
});
