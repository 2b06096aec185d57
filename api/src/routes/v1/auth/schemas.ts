import { Type } from '@sinclair/typebox';
import {
  DateTime,
  Email,
  LocaleSchema,
  NonEmptyText,
  Nullable,
  PhoneNumber,
  type Static,
  StrictObject,
  StrongPassword,
  Uuid,
  VersionNumber,
} from '../../../lib/schemas';
import { INVITATION_TOKEN_PATTERN } from '../../../services/invitations';

export const LoginBody = StrictObject({
  email: Email,
  // Any length: the rule applies when a password is chosen, not when an old one is typed.
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const TokenPairSchema = Type.Object(
  {
    access_token: Type.String(),
    refresh_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
  },
  { $id: 'TokenPair', title: 'TokenPair' },
);

export const SignupBody = StrictObject({
  username: NonEmptyText(100),
  email: Email,
  password: StrongPassword,
  phoneNumber: Type.Optional(PhoneNumber),
  referralCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  invitationToken: Type.Optional(
    Type.String({
      pattern: INVITATION_TOKEN_PATTERN,
      maxLength: 100,
      description:
        'The token of an invitation link: the account joins its organization (the referral code is then ignored)',
    }),
  ),
  locale: Type.Optional(LocaleSchema),
});
export type SignupBody = Static<typeof SignupBody>;

export const MeSchema = Type.Object(
  {
    id: Uuid,
    email: Type.String(),
    username: Type.String(),
    phoneNumber: Nullable(Type.String()),
    role: Type.Integer({ description: '1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user' }),
    organizationId: Nullable(Uuid),
    organization: Nullable(
      Type.Object({
        id: Uuid,
        name: Type.String(),
        approvalStatus: Type.Integer({ description: '1 approved, 2 pending, 3 rejected' }),
        referralCode: Nullable(Type.String({ description: "Given to the organization's admins; null for others" })),
      }),
    ),
    locale: LocaleSchema,
    version: Type.Integer(),
    createdAt: DateTime,
  },
  { $id: 'CurrentUser', title: 'CurrentUser' },
);

export const UpdateMeBody = StrictObject({
  username: Type.Optional(NonEmptyText(100)),
  phoneNumber: Type.Optional(Nullable(PhoneNumber)),
  email: Type.Optional(Email),
  locale: Type.Optional(LocaleSchema),
  /** Required to change the e-mail address (it is the login). */
  currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** When given, the update is refused (409) if someone changed the profile since. */
  version: Type.Optional(VersionNumber()),
});
export type UpdateMeBody = Static<typeof UpdateMeBody>;

export const ChangePasswordBody = StrictObject({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: StrongPassword,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ForgetPasswordBody = StrictObject({ email: Email });
export type ForgetPasswordBody = Static<typeof ForgetPasswordBody>;

export const ResetPasswordBody = StrictObject({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: StrongPassword,
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const RefreshBody = StrictObject({ refresh_token: Type.String({ minLength: 1, maxLength: 200 }) });
export type RefreshBody = Static<typeof RefreshBody>;

export const LogoutBody = StrictObject({ refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });
export type LogoutBody = Static<typeof LogoutBody>;

/** Named schemas of this resource: components in the OpenAPI document (and the generated client types). */
export const authSchemas = [TokenPairSchema, MeSchema];
