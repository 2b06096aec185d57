import { OrganizationApproval, Role } from '@portal/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invitations, users } from '../db/schema';
import type { Locale } from '../i18n/locale';
import { AppError, conflict, forbidden } from '../lib/errors';
import { randomToken, sha256 } from '../lib/tokens';
import type { MailService } from '../plugins/mail';
import { addMember, lockOrganization, membershipOf, ORG_ROLE_NAMES, type OrgRole } from './organizations';

/**
 * Invitations to an organization (docs/architecture.md#organizations-api-keys-and-couriers): a
 * single-use link that expires after a week; only the token's SHA-256 is stored.
 */

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationStatus = InvitationRow['status'];

/** The link's token: 32 random bytes, base64url. */
export const INVITATION_TOKEN_PATTERN = '^[A-Za-z0-9_-]{20,100}$';

/** A pending invitation past its expiry reads as expired (no job rewrites the rows). */
export function invitationStatus(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date()): InvitationStatus {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

export function invitationView(row: InvitationRow, invitedBy: { id: string; username: string } | null) {
  return {
    id: row.id,
    email: row.email,
    role: row.role as OrgRole,
    status: invitationStatus(row),
    invitedBy,
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/invitations/${token}`;

/** Writes a new pending invitation (a fresh token) and queues its e-mail, in the caller's transaction. */
export async function sendInvitation(
  tx: DbOrTx,
  mail: MailService,
  input: {
    organization: { id: string; name: string };
    email: string;
    role: OrgRole;
    inviter: { id: string; username: string };
    locale: Locale;
    publicUrl: string;
    /** Resending replaces the token and expiry of this invitation instead of inserting one. */
    replaceId?: string;
  },
): Promise<InvitationRow> {
  const token = randomToken();
  const values = {
    tokenHash: sha256(token),
    status: 'pending' as const,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  };
  const [row] = input.replaceId
    ? await tx.update(invitations).set(values).where(eq(invitations.id, input.replaceId)).returning()
    : await tx
        .insert(invitations)
        .values({
          ...values,
          organizationId: input.organization.id,
          email: input.email,
          role: input.role,
          invitedByUserId: input.inviter.id,
        })
        .returning();
  await mail.enqueue(tx, {
    to: input.email,
    locale: input.locale,
    template: 'invitation',
    data: {
      organizationName: input.organization.name,
      inviterName: input.inviter.username,
      roleName: ORG_ROLE_NAMES[input.role],
      acceptUrl: invitationUrl(input.publicUrl, token),
    },
  });
  return row;
}

export async function findInvitationByToken(db: DbOrTx, token: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/** Why an invitation cannot be used now, or null when it can. */
export function unusableReason(row: InvitationRow) {
  const status = invitationStatus(row);
  if (status === 'expired') return 'invitationExpired' as const;
  if (status === 'accepted') return 'invitationUsed' as const;
  if (status === 'revoked') return 'invitationRevoked' as const;
  return null;
}

/**
 * Accepts an invitation for `user` (who must be the invited e-mail and an individual user without an
 * organization): the user joins with the invitation's role and the invitation is used up. Locks the
 * invitation row, so a link clicked twice joins once.
 */
export async function acceptInvitation(
  tx: DbOrTx,
  token: string,
  user: { id: string; email: string; role: number },
): Promise<InvitationRow> {
  const invitation = await findInvitationByToken(tx, token);
  if (!invitation) throw new AppError('NOT_FOUND', 'invitationInvalid');
  const [locked] = await tx.select().from(invitations).where(eq(invitations.id, invitation.id)).for('update');
  const reason = unusableReason(locked);
  if (reason) throw conflict(reason);
  if (locked.email.toLowerCase() !== user.email.toLowerCase()) throw forbidden('invitationWrongAccount');
  const organization = await lockOrganization(tx, locked.organizationId);
  if (organization.approvalStatus !== OrganizationApproval.Approved) throw conflict('organizationNotApproved');
  if (await membershipOf(tx, user.id)) throw conflict('alreadyInOrganization');
  if (user.role !== Role.IndividualUser) throw conflict('cannotJoinOrganization');
  await addMember(tx, organization.id, user.id, locked.role as OrgRole);
  const [accepted] = await tx
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: sql`now()` })
    .where(and(eq(invitations.id, locked.id), eq(invitations.status, 'pending')))
    .returning();
  return accepted;
}

export async function accountExists(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select(
      // Stryker disable next-line ObjectLiteral: only whether a row comes back counts, and PostgreSQL returns one with no column too.
      { id: users.id },
    )
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}
