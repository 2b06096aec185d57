import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { rateLimitKeyOf } from '../../../lib/client-address';
import { unauthenticated } from '../../../lib/errors';
import { MessageResponse, withErrors } from '../../../lib/schemas';
import { translate } from '../../../i18n/messages';
import { can, publicAccess, requireUser } from '../../../plugins/permissions';
import {
  type AuthServices,
  changePassword,
  loadMe,
  logIn,
  resetPassword,
  sendPasswordResetLink,
  signUp,
  updateMe,
} from '../../../services/auth';
import { revokeSession, rotateRefreshToken, sessionOfRefreshToken } from '../../../services/sessions';
import { normalizeEmail } from '../../../services/users';
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

/** Sign-up, sign-in, sessions and passwords (docs/architecture.md#accounts-sessions-and-passwords). */
const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, opts) => {
  for (const schema of authSchemas) app.addSchema(schema);
  const sessionSettings = { signer: app.accessTokens, refreshTokenTtlSeconds: opts.refreshTokenTtlSeconds };
  /** What the account work needs besides the database (read when asked: tests may swap a part). */
  const services = (): AuthServices => ({
    limiters: app.limiters,
    passwords: app.passwords,
    mail: app.mail,
    sessions: sessionSettings,
    publicUrl: opts.publicUrl,
    resetTokenTtlSeconds: opts.resetTokenTtlSeconds,
  });

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
      const { email, password } = request.body;
      const userAgent = request.headers['user-agent'];
      return logIn(app.db, services(), { email, password, ip: request.ip, userAgent });
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
      const userId = await signUp(app.db, services(), {
        ...request.body,
        locale: request.body.locale ?? request.locale,
      });
      reply.status(201);
      return loadMe(app.db, userId);
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
      const userId = requireUser(request).userId;
      await updateMe(app.db, services(), userId, request.body);
      return loadMe(app.db, userId);
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
      const { userId, sessionId } = requireUser(request);
      const { currentPassword, new_password: newPassword } = request.body;
      await changePassword(app.db, services(), { userId, sessionId, currentPassword, newPassword });
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
      const addressKey = rateLimitKeyOf(request.ip);
      await app.limiters.forgotPasswordPerIp.hit(addressKey);
      await app.limiters.forgotPasswordPerAccountAndIp.hit(`${email} ${addressKey}`);
      // The same answer after the same work for every address; looking it up and mailing come after
      // the answer, so its timing does not tell whether an account exists.
      const locale = request.locale;
      app.afterResponse(reply, () => sendPasswordResetLink(app.db, services(), { email, addressKey, locale }));
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
      const { token, new_password: newPassword } = request.body;
      await resetPassword(app.db, app.passwords, { token, newPassword });
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
