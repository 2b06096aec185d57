import { OrganizationApproval, Role } from '@portal/shared/domain';
import { randomToken, sha256 } from '../../../lib/tokens';
import type { DbOrTx } from '../../client';
import { invitations, memberships, organizations } from '../../schema';
import type { DemoAccounts } from './accounts';
import { DEMO_ORGANIZATION } from './data';
import { DAY } from './time';

/** The approved demo organization, its two members and one pending invitation. */
export async function seedOrganization(db: DbOrTx, { orgAdmin, orgUser, systemAdmin }: DemoAccounts, now: Date) {
  const [organization] = await db
    .insert(organizations)
    .values({
      ...DEMO_ORGANIZATION,
      approvalStatus: OrganizationApproval.Approved,
      createdByUserId: orgAdmin.id,
      reviewedByUserId: systemAdmin.id,
      reviewedAt: new Date(now.getTime() - 120 * DAY),
      createdAt: new Date(now.getTime() - 121 * DAY),
    })
    .returning();
  await db.insert(memberships).values([
    { organizationId: organization.id, userId: orgAdmin.id, role: Role.OrgAdmin },
    { organizationId: organization.id, userId: orgUser.id, role: Role.OrgUser },
  ]);
  await db.insert(invitations).values({
    organizationId: organization.id,
    email: 'new.hire@petra-trading.example',
    role: Role.OrgUser,
    tokenHash: sha256(randomToken()),
    invitedByUserId: orgAdmin.id,
    expiresAt: new Date(now.getTime() + 5 * DAY),
    createdAt: new Date(now.getTime() - 2 * DAY),
  });
  return organization;
}
