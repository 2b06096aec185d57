import { OrganizationApproval, Role } from '@portal/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { memberships, organizations, passwordResetTokens, users } from '../../../db/schema';
import { rateLimitKeyOf } from '../../../lib/client-address';
import { AppError, conflict, fieldError, isUniqueViolation, staleVersion, unauthenticated } from '../../../lib/errors';
import { storedPhoneNumber } from '../../../lib/phone';
import { MessageResponse, withErrors } from '../../../lib/schemas';
import { randomToken, sha256 } from '../../../lib/tokens';
import { translate } from '../../../i18n/messages';
import { can, publicAccess, requireUser } from '../../../plugins/permissions';
import {
  revokeAllSessions,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from '../../../services/sessions';
import { isKnownSourceOf, rememberSignInSource } from '../../../services/known-sign-in-sources';
import { acceptInvitation, findInvitationByToken, unusableReason } from '../../../services/invitations';
import { normalizeEmail } from '../../../services/users';
import { loadMe } from './me';
import {
  ChangePasswordBody,
  ForgetPasswordBody,
  LoginBody,
  LogoutBody,
  MeSchema,
  RefreshBody,
  ResetPasswordBody,
  SignupBody,
  TokenPairSchema,
  UpdateMeBody,
  authSchemas,
} from './schemas';

export interface AuthRouteOptions {
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  publicUrl: string;
}

const tags = ['auth'];

/** An invitation sent with a sign-up: it must be usable and addressed to the e-mail signing up. */
async function usableInvitationIn(db: DbOrTx, token: string, email: string) {
  const invitation = await findInvitationByToken(db, token);
  if (!invitation) throw fieldError('invitationToken', 'invitationInvalid');
  const reason = unusableReason(invitation);
  if (reason) throw fieldError('invitationToken', reason);
  if (invitation.email.toLowerCase() !== email) throw fieldError('email', 'invitationEmailMismatch');
  return invitation;
}

const emailTaken = () => conflict('emailTaken', [{ field: 'email', messageKey: 'emailTaken' }]);

/** Sign-up, sign-in, sessions and passwords (docs/architecture.md#accounts-sessions-and-passwords). */
const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, opts) => {
  for (const schema of authSchemas) app.addSchema(schema);
  const sessionSettings = { signer: app.accessTokens, refreshTokenTtlSeconds: opts.refreshTokenTtlSeconds };
  /** The signed-in user's current password, with wrong guesses limited per account like sign-in. */
  const checkCurrentPassword = async (user: { id: string; passwordHash: string }, password: string) => {
    const limiter = app.limiters.currentPasswordPerAccount;
    await limiter.hit(user.id);
    if (!(await app.passwords.verify(user.passwordHash, password)))
      throw fieldError('currentPassword', 'wrongCurrentPassword');
    await limiter.refund(user.id);
  };
  const byEmail = (email: string) => sql`lower(${users.email}) = ${email}`;
  const findUserByEmail = async (email: string) =>
    (await app.db.select().from(users).where(byEmail(email)).limit(1))[0];
  /** The account of an e-mail, and whether the address key is one of its known sources (one query). */
  const findUserAndSource = async (email: string, addressKey: string) =>
    (
      await app.db
        .select({ user: users, knownSource: isKnownSourceOf(addressKey) })
        .from(users)
        .where(byEmail(email))
        .limit(1)
    )[0];

  app.post(
    '/login',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: LoginBody,
        response: withErrors({ 200: Type.Ref(TokenPairSchema) }),
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { loginPerIp, loginPerAccountAndIp, loginPerAccount } = app.limiters;
      // Per account and address first: an address blocked on this account spends nothing of the
      // account's cap, which others' guesses must not fill for the owner (docs/architecture.md#rate-limits).
      const address = rateLimitKeyOf(request.ip);
      const accountAndIp = `${email} ${address}`;
      await loginPerIp.hit(address);
      await loginPerAccountAndIp.hit(accountAndIp);
      const found = await findUserAndSource(email, address);
      // Where the owner signed in lately, the account-wide cap neither counts nor refuses: guesses
      // spread over many addresses fill it for everyone else, not for the owner.
      const knownSource = found?.knownSource === true;
      if (!knownSource) await loginPerAccount.hit(email);
      const user = found?.user;
      if (!user) {
        // Same work and the same answer as a wrong password: no hint whether the account exists.
        await app.passwords.verifyDummy(request.body.password);
        throw unauthenticated('invalidCredentials');
      }
      if (!(await app.passwords.verify(user.passwordHash, request.body.password)))
        throw unauthenticated('invalidCredentials');
      // Only wrong passwords spend the budgets: people sign in from many tabs and devices.
      await loginPerIp.refund(address);
      if (!knownSource) await loginPerAccount.refund(email);
      await loginPerAccountAndIp.reset(accountAndIp);
      if (user.status !== 'active') throw new AppError('FORBIDDEN', 'accountDisabled');
      const rehash = app.passwords.needsRehash(user.passwordHash)
        ? await app.passwords.hash(request.body.password)
        : null;
      return app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ lastLoginAt: sql`now()`, ...(rehash ? { passwordHash: rehash } : {}) })
          .where(eq(users.id, user.id));
        await rememberSignInSource(tx, user.id, address);
        return startSession(tx, sessionSettings, user, { userAgent: request.headers['user-agent'], ip: request.ip });
      });
    },
  );

  app.post(
    '/signup',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: 'Create an account (optionally joining an organization with its referral code)',
        body: SignupBody,
        response: withErrors({ 201: Type.Ref(MeSchema) }),
      },
    },
    async (request, reply) => {
      await app.limiters.signupPerIp.hit(rateLimitKeyOf(request.ip));
      const body = request.body;
      const email = normalizeEmail(body.email);
      // Sign-up says when an e-mail is taken (usability over enumeration resistance).
      if (await findUserByEmail(email)) throw emailTaken();
      const invitation = body.invitationToken ? await usableInvitationIn(app.db, body.invitationToken, email) : null;
      let organizationId: string | null = null;
      if (body.referralCode && !invitation) {
        const code = body.referralCode.trim().toUpperCase();
        const [organization] = await app.db
          .select({ id: organizations.id, approvalStatus: organizations.approvalStatus })
          .from(organizations)
          .where(eq(organizations.referralCode, code))
          .limit(1);
        if (!organization || organization.approvalStatus !== OrganizationApproval.Approved)
          throw fieldError('referralCode', 'invalidReferralCode');
        organizationId = organization.id;
      }
      const passwordHash = await app.passwords.hash(body.password);
      const locale = body.locale ?? request.locale;
      try {
        const userId = await app.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email,
              username: body.username.trim(),
              phoneNumber: body.phoneNumber !== undefined ? storedPhoneNumber(body.phoneNumber) : null,
              passwordHash,
              role: organizationId ? Role.OrgUser : Role.IndividualUser,
              locale,
            })
            .returning({ id: users.id });
          if (organizationId)
            await tx.insert(memberships).values({ organizationId, userId: user.id, role: Role.OrgUser });
          // The link proves the mailbox: the new account joins with the invitation's role at once.
          if (invitation && body.invitationToken)
            await acceptInvitation(tx, body.invitationToken, { id: user.id, email, role: Role.IndividualUser });
          await app.mail.enqueue(tx, {
            to: email,
            locale,
            template: 'account-created',
            data: { username: body.username.trim(), loginUrl: `${opts.publicUrl}/login` },
          });
          return user.id;
        });
        reply.status(201);
        return loadMe(app.db, userId);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  );

  app.get(
    '/me',
    {
      config: { access: can('profile', 'read') },
      schema: { tags, summary: 'The signed-in user', response: withErrors({ 200: Type.Ref(MeSchema) }) },
    },
    async (request) => loadMe(app.db, requireUser(request).userId),
  );

  app.patch(
    '/me',
    {
      config: { access: can('profile', 'update') },
      schema: {
        tags,
        summary: 'Edit your own profile',
        body: UpdateMeBody,
        response: withErrors({ 200: Type.Ref(MeSchema) }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const body = request.body;
      const [user] = await app.db.select().from(users).where(eq(users.id, principal.userId)).limit(1);
      if (body.version !== undefined && body.version !== user.version) throw staleVersion();
      const email = body.email !== undefined ? normalizeEmail(body.email) : undefined;
      if (email !== undefined && email !== user.email) {
        // The e-mail is the login: changing it needs the password, not just a (possibly stolen) token.
        if (!body.currentPassword) throw fieldError('currentPassword', 'required');
        await checkCurrentPassword(user, body.currentPassword);
        if (await findUserByEmail(email)) throw emailTaken();
      }
      try {
        const updated = await app.db
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
      return loadMe(app.db, user.id);
    },
  );

  app.post(
    '/change-password',
    {
      config: { access: can('profile', 'update') },
      schema: {
        tags,
        summary: 'Change your password (ends your other sessions)',
        body: ChangePasswordBody,
        response: withErrors({ 200: MessageResponse }),
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, principal.userId)).limit(1);
      await checkCurrentPassword(user, request.body.currentPassword);
      if (request.body.currentPassword === request.body.new_password) throw fieldError('new_password', 'samePassword');
      const passwordHash = await app.passwords.hash(request.body.new_password);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await revokeAllSessions(tx, user.id, 'password-changed', { exceptSessionId: principal.sessionId });
      });
      return { message: translate(request.locale, 'passwordChanged') };
    },
  );

  app.post(
    '/forget-password',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: ForgetPasswordBody,
        response: withErrors({ 200: MessageResponse }),
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const address = rateLimitKeyOf(request.ip);
      await app.limiters.forgotPasswordPerIp.hit(address);
      await app.limiters.forgotPasswordPerAccountAndIp.hit(`${email} ${address}`);
      // The same answer after the same work for every address; looking it up and mailing come after
      // the answer, so its timing does not tell whether an account exists.
      const locale = request.locale;
      app.afterResponse(reply, async () => {
        const found = await findUserAndSource(email, address);
        // The inbox's own cap, spent by every address but the account's known sources: many addresses
        // cannot flood it, nor use the cap up for the owner. Past it no mail goes (the answer has left).
        if (!found?.knownSource && !(await app.limiters.forgotPasswordPerAccount.allows(email))) return;
        const user = found?.user;
        if (!user || user.status !== 'active') return;
        const token = randomToken(32);
        await app.db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            userId: user.id,
            tokenHash: sha256(token),
            expiresAt: new Date(Date.now() + opts.resetTokenTtlSeconds * 1000),
          });
          await app.mail.enqueue(tx, {
            to: user.email,
            locale,
            template: 'password-reset',
            data: {
              username: user.username,
              resetUrl: `${opts.publicUrl}/reset-password/${token}`,
              expiresInMinutes: Math.round(opts.resetTokenTtlSeconds / 60),
            },
          });
        });
      });
      return { message: translate(request.locale, 'passwordResetLinkSent') };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset e-mail (single use, one hour)',
        body: ResetPasswordBody,
        response: withErrors({ 200: MessageResponse }),
      },
    },
    async (request) => {
      await app.limiters.resetPasswordPerIp.hit(rateLimitKeyOf(request.ip));
      const usableToken = and(
        eq(passwordResetTokens.tokenHash, sha256(request.body.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      );
      // The token is checked before the new password is hashed: a bogus token costs no argon2id work.
      const [usable] = await app.db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(usableToken)
        .limit(1);
      if (!usable) throw fieldError('token', 'resetTokenInvalid');
      const passwordHash = await app.passwords.hash(request.body.new_password);
      const done = await app.db.transaction(async (tx) => {
        // Claimed again here: of two requests with one token, only one sets its password.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(usableToken)
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return false;
        await tx
          .update(users)
          .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, claimed.userId));
        // Other links sent earlier die with this one; so does every session (the password may have leaked).
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
        await revokeAllSessions(tx, claimed.userId, 'password-reset');
        return true;
      });
      if (!done) throw fieldError('token', 'resetTokenInvalid');
      return { message: translate(request.locale, 'passwordResetSuccess') };
    },
  );

  app.post(
    '/refresh',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: 'Trade a refresh token for a new token pair (each refresh token works once)',
        body: RefreshBody,
        response: withErrors({ 200: Type.Ref(TokenPairSchema) }),
      },
    },
    async (request) => {
      const outcome = await rotateRefreshToken(app.db, sessionSettings, request.body.refresh_token);
      if (!outcome.ok) {
        if (outcome.reason === 'reused') request.log.warn('refresh token reused: session family revoked');
        throw unauthenticated('sessionExpired');
      }
      return outcome.tokens;
    },
  );

  app.post(
    '/logout',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: 'End the session of the given refresh token (or of the bearer access token)',
        body: LogoutBody,
        response: withErrors({ 204: Type.Null({ description: 'Logged out' }) }),
      },
    },
    async (request, reply) => {
      const fromToken = request.body?.refresh_token
        ? await sessionOfRefreshToken(app.db, request.body.refresh_token)
        : null;
      const principal = request.principal;
      const sessionId = fromToken ?? (principal?.kind === 'user' ? principal.sessionId : null);
      if (sessionId) await revokeSession(app.db, sessionId, 'logout');
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
