import { OrganizationApproval, Role } from '@portal/shared/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invitations, memberships, users } from '../db/schema';
import type { Locale } from '../i18n/locale';
import { AppError, conflict, forbidden, validationFailed } from '../lib/errors';
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

/**
 * Invites `emails` (lower-cased, in the order sent) to the organization with one role, in the
 * caller's transaction with the organization locked; returns one invitation per address. Only the
 * organization's own members are refused (400, each named by its place in `emails`), and then
 * nothing is written. Any other address is invited alike, whether it has no account, one in another
 * organization or a platform admin's: the inviter learns nothing about people outside their
 * organization, and whoever cannot join is refused when accepting. An address with a pending
 * invitation gets that invitation again (a new link, the role now asked for): one row and one
 * working link per person.
 */
export async function inviteToOrganization(
  tx: DbOrTx,
  mail: MailService,
  input: {
    organization: { id: string; name: string };
    emails: string[];
    role: OrgRole;
    inviter: { id: string; username: string };
    /** The e-mail's language for an address without an account (an account's own is used otherwise). */
    locale: Locale;
    publicUrl: string;
  },
): Promise<InvitationRow[]> {
  const { organization, emails, role } = input;
  const unique = [...new Set(emails)];
  const people = await tx
    .select({
      email: sql<string>`lower(${users.email})`,
      locale: users.locale,
      organizationId: memberships.organizationId,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(inArray(sql`lower(${users.email})`, unique));
  const personOf = new Map(people.map((person) => [person.email, person]));
  const problems = emails.flatMap((email, index) =>
    personOf.get(email)?.organizationId === organization.id
      ? [{ field: `emails.${index}`, messageKey: 'alreadyMember' as const, params: { email } }]
      : [],
  );
  if (problems.length > 0) throw validationFailed(problems);
  const pendingRows = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organization.id),
        eq(invitations.status, 'pending'),
        inArray(sql`lower(${invitations.email})`, unique),
      ),
    );
  const pendingOf = new Map(pendingRows.map((row) => [row.email.toLowerCase(), row]));
  const sent = [];
  for (const email of unique) {
    const existing = pendingOf.get(email);
    if (existing && existing.role !== role)
      await tx.update(invitations).set({ role }).where(eq(invitations.id, existing.id));
    sent.push(
      await sendInvitation(tx, mail, {
        organization,
        email,
        role,
        inviter: input.inviter,
        locale: personOf.get(email)?.locale ?? input.locale,
        publicUrl: input.publicUrl,
        replaceId: existing?.id,
      }),
    );
  }
  return sent;
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
