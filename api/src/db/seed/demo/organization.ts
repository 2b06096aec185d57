import { OrganizationApproval, Role } from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import { randomToken, sha256 } from '../../../lib/tokens';
import type { DbOrTx } from '../../client';
import { invitations, memberships, organizations, users } from '../../schema';
import type { DemoAccounts } from './accounts';
import { DEMO_APPLICATIONS, DEMO_ORGANIZATION } from './data';
import { DAY } from './time';

/** The approved demo organization, its two members and one pending invitation. */
export async function seedOrganization(db: DbOrTx, { orgAdmin, orgUser, systemAdmin }: DemoAccounts, now: Date) {
  const [organization] = await db
    .insert(organizations)
    .values({
      ...DEMO_ORGANIZATION,
      // Stored in E.164 like every phone number saved through the API.
      phoneNumber: toE164(DEMO_ORGANIZATION.phoneNumber),
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

/** One pending and one rejected application, each by an individual user of its own. */
export async function seedApplications(db: DbOrTx, passwordHash: string, { systemAdmin }: DemoAccounts, now: Date) {
  for (const application of DEMO_APPLICATIONS) {
    const [creator] = await db
      .insert(users)
      .values({
        ...application.creator,
        phoneNumber: toE164(application.creator.phoneNumber),
        passwordHash,
        role: Role.IndividualUser,
      })
      .returning();
    const rejected = 'rejectionReason' in application;
    await db.insert(organizations).values({
      ...application.organization,
      phoneNumber: application.organization.phoneNumber && toE164(application.organization.phoneNumber),
      createdByUserId: creator.id,
      createdAt: new Date(now.getTime() - application.daysAgo * DAY),
      ...(rejected
        ? {
            approvalStatus: OrganizationApproval.Rejected,
            rejectionReason: application.rejectionReason,
            reviewedByUserId: systemAdmin.id,
            reviewedAt: new Date(now.getTime() - (application.daysAgo - 1) * DAY),
          }
        : { approvalStatus: OrganizationApproval.Pending }),
    });
  }
}
