import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { memberships, organizations, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { seesReferralCode } from '../../../services/organizations';
import type { Me } from './schemas';

/** The current-user document of GET /v1/auth/me (also returned by sign-up and profile updates). */
export async function loadMe(db: DbOrTx, userId: string): Promise<Me> {
  const [row] = await db
    .select({
      user: users,
      organization: {
        id: organizations.id,
        name: organizations.name,
        approvalStatus: organizations.approvalStatus,
        referralCode: organizations.referralCode,
      },
      memberRole: memberships.role,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const { user, organization, memberRole } = row;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    phoneNumber: user.phoneNumber,
    role: user.role,
    organizationId: organization?.id ?? null,
    organization:
      organization?.id && memberRole !== null
        ? {
            ...organization,
            referralCode: seesReferralCode(memberRole, organization.approvalStatus) ? organization.referralCode : null,
          }
        : null,
    locale: user.locale,
    version: user.version,
    createdAt: user.createdAt.toISOString(),
  };
}
