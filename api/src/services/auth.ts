import { OrganizationApproval, Role } from '@portal/shared/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { memberships, organizations, passwordResetTokens, users } from '../db/schema';
import type { Locale } from '../i18n/locale';
import { rateLimitKeyOf } from '../lib/client-address';
import {
  AppError,
  conflict,
  fieldError,
  isUniqueViolation,
  notFound,
  staleVersion,
  unauthenticated,
} from '../lib/errors';
import type { PasswordHasher } from '../lib/passwords';
import { storedPhoneNumber } from '../lib/phone';
import { randomToken, sha256 } from '../lib/tokens';
import type { MailService } from '../plugins/mail';
import type { AttemptLimiters } from '../plugins/rate-limit';
import { acceptInvitation, findInvitationByToken, unusableReason } from './invitations';
import { isKnownSourceOf, rememberSignInSource } from './known-sign-in-sources';
import { seesReferralCode } from './organizations';
import { revokeAllSessions, type SessionSettings, startSession, type TokenPair } from './sessions';
import { normalizeEmail } from './users';

/**
 * Sign-up, sign-in and passwords (docs/architecture.md#accounts-sessions-and-passwords), and the
 * signed-in user's own account. Sessions themselves are services/sessions.ts.
 */

/** What the account work needs besides the database. */
export interface AuthServices {
  limiters: AttemptLimiters;
  passwords: PasswordHasher;
  mail: MailService;
  sessions: SessionSettings;
  /** The portal's origin, for the links in e-mails. */
  publicUrl: string;
  /** How long a password reset link works. */
  resetTokenTtlSeconds: number;
}

/** The current-user document of GET /v1/auth/me (also returned by sign-up and profile updates). */
export async function loadMe(db: DbOrTx, userId: string) {
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

const emailTaken = () => conflict('emailTaken', [{ field: 'email', messageKey: 'emailTaken' }]);

const byEmail = (email: string) => sql`lower(${users.email}) = ${email}`;

async function findUserByEmail(db: DbOrTx, email: string) {
  return (await db.select().from(users).where(byEmail(email)).limit(1))[0];
}

/** The account of an e-mail, and whether the address key is one of its known sources (one query). */
async function findUserAndSource(db: DbOrTx, email: string, addressKey: string) {
  return (
    await db
      .select({ user: users, knownSource: isKnownSourceOf(addressKey) })
      .from(users)
      .where(byEmail(email))
      .limit(1)
  )[0];
}

/** The signed-in user's current password, with wrong guesses limited per account like sign-in. */
async function checkCurrentPassword(
  services: AuthServices,
  user: { id: string; passwordHash: string },
  password: string,
) {
  const limiter = services.limiters.currentPasswordPerAccount;
  await limiter.hit(user.id);
  if (!(await services.passwords.verify(user.passwordHash, password)))
    throw fieldError('currentPassword', 'wrongCurrentPassword');
  await limiter.refund(user.id);
}

/**
 * Signs in with e-mail and password and starts a session. Wrong passwords spend the per-address,
 * per-account-and-address and per-account budgets (docs/architecture.md#rate-limits); a missing
 * account answers exactly like a wrong password.
 */
export async function logIn(
  db: Db,
  services: AuthServices,
  input: { email: string; password: string; ip: string; userAgent?: string },
): Promise<TokenPair> {
  const email = normalizeEmail(input.email);
  const { loginPerIp, loginPerAccountAndIp, loginPerAccount } = services.limiters;
  // Per account and address first: an address blocked on this account spends nothing of the
  // account's cap, which others' guesses must not fill for the owner (docs/architecture.md#rate-limits).
  const address = rateLimitKeyOf(input.ip);
  const accountAndIp = `${email} ${address}`;
  await loginPerIp.hit(address);
  await loginPerAccountAndIp.hit(accountAndIp);
  const found = await findUserAndSource(db, email, address);
  // Where the owner signed in lately, the account-wide cap neither counts nor refuses: guesses
  // spread over many addresses fill it for everyone else, not for the owner.
  const knownSource = found?.knownSource === true;
  if (!knownSource) await loginPerAccount.hit(email);
  const user = found?.user;
  if (!user) {
    // Same work and the same answer as a wrong password: no hint whether the account exists.
    await services.passwords.verifyDummy(input.password);
    throw unauthenticated('invalidCredentials');
  }
  if (!(await services.passwords.verify(user.passwordHash, input.password)))
    throw unauthenticated('invalidCredentials');
  // Only wrong passwords spend the budgets: people sign in from many tabs and devices.
  await loginPerIp.refund(address);
  if (!knownSource) await loginPerAccount.refund(email);
  await loginPerAccountAndIp.reset(accountAndIp);
  if (user.status !== 'active') throw new AppError('FORBIDDEN', 'accountDisabled');
  const rehash = services.passwords.needsRehash(user.passwordHash)
    ? await services.passwords.hash(input.password)
    : null;
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ lastLoginAt: sql`now()`, ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(users.id, user.id));
    await rememberSignInSource(tx, user.id, address);
    return startSession(tx, services.sessions, user, { userAgent: input.userAgent, ip: input.ip });
  });
}

/** An invitation sent with a sign-up: it must be usable and addressed to the e-mail signing up. */
async function usableInvitationIn(db: DbOrTx, token: string, email: string) {
  const invitation = await findInvitationByToken(db, token);
  if (!invitation) throw fieldError('invitationToken', 'invitationInvalid');
  const reason = unusableReason(invitation);
  if (reason) throw fieldError('invitationToken', reason);
  if (invitation.email.toLowerCase() !== email) throw fieldError('email', 'invitationEmailMismatch');
  return invitation;
}

/** The approved organization of a referral code given at sign-up (400 for any other code). */
async function organizationOfReferralCode(db: DbOrTx, referralCode: string): Promise<string> {
  const code = referralCode.trim().toUpperCase();
  const [organization] = await db
    .select({ id: organizations.id, approvalStatus: organizations.approvalStatus })
    .from(organizations)
    .where(eq(organizations.referralCode, code))
    .limit(1);
  if (!organization || organization.approvalStatus !== OrganizationApproval.Approved)
    throw fieldError('referralCode', 'invalidReferralCode');
  return organization.id;
}

/**
 * Creates an account and returns its id: an individual user, or an org user with a referral code,
 * or the invitation's role with an invitation link (which proves the mailbox). Sign-up says when
 * an e-mail is taken (usability over enumeration resistance).
 */
export async function signUp(
  db: Db,
  services: AuthServices,
  input: {
    username: string;
    email: string;
    password: string;
    phoneNumber?: string;
    referralCode?: string;
    invitationToken?: string;
    locale: Locale;
  },
): Promise<string> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw emailTaken();
  const invitation = input.invitationToken ? await usableInvitationIn(db, input.invitationToken, email) : null;
  const organizationId =
    input.referralCode && !invitation ? await organizationOfReferralCode(db, input.referralCode) : null;
  const passwordHash = await services.passwords.hash(input.password);
  const { locale } = input;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          username: input.username.trim(),
          phoneNumber: input.phoneNumber !== undefined ? storedPhoneNumber(input.phoneNumber) : null,
          passwordHash,
          role: organizationId ? Role.OrgUser : Role.IndividualUser,
          locale,
        })
        .returning({ id: users.id });
      if (organizationId) await tx.insert(memberships).values({ organizationId, userId: user.id, role: Role.OrgUser });
      // The link proves the mailbox: the new account joins with the invitation's role at once.
      if (invitation && input.invitationToken)
        await acceptInvitation(tx, input.invitationToken, { id: user.id, email, role: Role.IndividualUser });
      await services.mail.enqueue(tx, {
        to: email,
        locale,
        template: 'account-created',
        data: { username: input.username.trim(), loginUrl: `${services.publicUrl}/login` },
      });
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Edits the signed-in user's own profile (409 when `version` is stale). Changing the e-mail, which
 * is the login, needs the current password, not just a (possibly stolen) token.
 */
export async function updateMe(
  db: Db,
  services: AuthServices,
  userId: string,
  body: {
    username?: string;
    phoneNumber?: string | null;
    email?: string;
    locale?: Locale;
    currentPassword?: string;
    version?: number;
  },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (body.version !== undefined && body.version !== user.version) throw staleVersion();
  const email = body.email !== undefined ? normalizeEmail(body.email) : undefined;
  if (email !== undefined && email !== user.email) {
    if (!body.currentPassword) throw fieldError('currentPassword', 'required');
    await checkCurrentPassword(services, user, body.currentPassword);
    if (await findUserByEmail(db, email)) throw emailTaken();
  }
  try {
    const updated = await db
      .update(users)
      .set({
        ...(body.username !== undefined ? { username: body.username.trim() } : {}),
        ...(body.phoneNumber !== undefined
          ? { phoneNumber: body.phoneNumber === null ? null : storedPhoneNumber(body.phoneNumber) }
          : {}),
        ...(email !== undefined ? { email } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
        version: sql`${users.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, user.id), eq(users.version, user.version)))
      .returning({ id: users.id });
    if (updated.length === 0) throw staleVersion();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Sets a user's password hash and moves the account to its next version. */
async function setPasswordHash(tx: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Changes the signed-in user's password; their other sessions end. */
export async function changePassword(
  db: Db,
  services: AuthServices,
  input: { userId: string; sessionId: string | null; currentPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  await checkCurrentPassword(services, user, input.currentPassword);
  if (input.currentPassword === input.newPassword) throw fieldError('new_password', 'samePassword');
  const passwordHash = await services.passwords.hash(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeAllSessions(tx, user.id, 'password-changed', { exceptSessionId: input.sessionId });
  });
}

/**
 * E-mails a password reset link to an active account of `email`, after the answer has left (so its
 * timing tells nothing). The inbox's own cap is spent by every address but the account's known
 * sources: many addresses cannot flood it, nor use the cap up for the owner. Past it no mail goes.
 */
export async function sendPasswordResetLink(
  db: Db,
  services: AuthServices,
  input: { email: string; addressKey: string; locale: Locale },
): Promise<void> {
  const { email, locale } = input;
  const found = await findUserAndSource(db, email, input.addressKey);
  if (!found?.knownSource && !(await services.limiters.forgotPasswordPerAccount.allows(email))) return;
  const user = found?.user;
  if (!user || user.status !== 'active') return;
  const token = randomToken(32);
  const ttlSeconds = services.resetTokenTtlSeconds;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    await services.mail.enqueue(tx, {
      to: user.email,
      locale,
      template: 'password-reset',
      data: {
        username: user.username,
        resetUrl: `${services.publicUrl}/reset-password/${token}`,
        expiresInMinutes: Math.round(ttlSeconds / 60),
      },
    });
  });
}

/**
 * Sets a new password with the token of a reset e-mail (single use). Every other link sent earlier
 * dies with it, and so does every session (the password may have leaked).
 */
export async function resetPassword(
  db: Db,
  passwords: PasswordHasher,
  input: { token: string; newPassword: string },
): Promise<void> {
  const usableToken = and(
    eq(passwordResetTokens.tokenHash, sha256(input.token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
  // The token is checked before the new password is hashed: a bogus token costs no argon2id work.
  const [usable] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usableToken)
    .limit(1);
  if (!usable) throw fieldError('token', 'resetTokenInvalid');
  const passwordHash = await passwords.hash(input.newPassword);
  const done = await db.transaction(async (tx) => {
    // Claimed again here: of two requests with one token, only one sets its password.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usableToken)
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return false;
    await setPasswordHash(tx, claimed.userId, passwordHash);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, claimed.userId, 'password-reset');
    return true;
  });
  if (!done) throw fieldError('token', 'resetTokenInvalid');
}
