import { Form, Formik, useField } from 'formik';
import { currentLanguage, isApiError, isolateText, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { Alert, Button, Input, LoadingState, Stack } from '@portal/shared/ui/core';
import { FormField, PasswordField, TextField } from '@portal/shared/ui/forms';
import { signUp } from '../api/sign-up';
import { registerSchema } from '../register-schema';
import { useInvitationPreview, type InvitationState } from '../use-invitation-preview';
import { AuthCard } from './auth-card';
import { ReferralNotice } from './referral-notice';
import { TextLink } from './text-link';

/** The invited e-mail: shown and sent, not edited (the API accepts the invitation for that address only). */
function InvitedEmailField({ label, helperText }: { label: string; helperText: string }) {
  const [field] = useField<string>('email');
  return (
    <FormField name="email" label={label} helperText={helperText} required>
      <Input {...field} type="email" autoComplete="email" dir="ltr" readOnly aria-required />
    </FormField>
  );
}

/** Above the form: whom the invitation joins, that its e-mail already has an account, or that it is no longer valid. */
function InvitationNotice({ invitation, loginPath }: { invitation: InvitationState; loginPath: string }) {
  const { t } = useTranslation('host');
  if (invitation.status === 'invalid')
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('auth.register.invitationInvalid')}</Alert.Title>
          <Alert.Description>{t('auth.register.invitationInvalidHelp')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (invitation.status !== 'valid' && invitation.status !== 'accountExists') return null;
  const { organizationName, role, email } = invitation.preview;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('auth.register.joining', { organization: isolateText(organizationName) })}</Alert.Title>
        <Alert.Description>
          {invitation.status === 'valid' ? (
            // A phrase per role: a role's name is a title ("Organization user"), not words for mid-sentence.
            t(role === Role.OrgAdmin ? 'auth.register.joiningAsAdmin' : 'auth.register.joiningAsUser')
          ) : (
            <>
              {t('auth.register.invitationAccountExists', { email: isolateText(email) })}{' '}
              <TextLink to={loginPath}>{t('auth.register.invitationLogin')}</TextLink>
            </>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation('host');
  const { referralCode = '' } = useParams();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('invitation')?.trim() ?? '';
  const invitation = useInvitationPreview(invitationToken);
  const invited = invitation.status === 'valid' ? invitation.preview : null;
  const navigate = useNavigate();

  // With an invitation, logging in leads back to its page (where a signed-in user accepts it).
  const loginPath =
    invitation.status === 'valid' || invitation.status === 'accountExists'
      ? `/login?returnTo=${encodeURIComponent(`/invitations/${invitationToken}`)}`
      : referralCode
        ? `/login/${encodeURIComponent(referralCode)}`
        : '/login';

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')} <TextLink to={loginPath}>{t('auth.register.login')}</TextLink>
        </>
      }
    >
      <InvitationNotice invitation={invitation} loginPath={loginPath} />
      {referralCode && !invitationToken ? <ReferralNotice code={referralCode} page="register" /> : null}
      {invitation.status === 'loading' ? (
        <LoadingState />
      ) : (
        <Formik
          initialValues={{
            username: '',
            email: invited?.email ?? '',
            phoneNumber: '',
            password: '',
            confirmPassword: '',
            referralCode: invited ? '' : referralCode,
          }}
          validationSchema={registerSchema}
          onSubmit={async (values, helpers) => {
            try {
              const email = values.email.trim();
              await signUp({
                username: values.username.trim(),
                email,
                password: values.password,
                phoneNumber: values.phoneNumber.trim() || undefined,
                // The code from /register/{referralCode} is kept in the form and sent with the sign-up.
                referralCode: values.referralCode.trim() || undefined,
                // The invitation decides the organization and the role; the API checks the e-mail is the invited one.
                ...(invited ? { invitationToken } : {}),
                locale: currentLanguage(),
              });
              notify.success(t('auth.register.created'));
              navigate('/login', { replace: true, state: { email } });
            } catch (error) {
              if (isApiError(error)) helpers.setErrors(error.fieldErrors());
              notifyApiError(error);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                <TextField name="username" label={t('auth.register.username')} autoComplete="username" required />
                {invited ? (
                  <InvitedEmailField
                    label={t('auth.register.email')}
                    helperText={t('auth.register.invitedEmailHelp')}
                  />
                ) : (
                  <TextField
                    name="email"
                    type="email"
                    label={t('auth.register.email')}
                    autoComplete="email"
                    inputMode="email"
                    dir="ltr"
                    required
                  />
                )}
                <TextField
                  name="phoneNumber"
                  type="tel"
                  label={t('auth.register.phoneNumber')}
                  autoComplete="tel"
                  inputMode="tel"
                  dir="ltr"
                />
                <PasswordField
                  name="password"
                  label={t('auth.register.password')}
                  autoComplete="new-password"
                  helperText={t('auth.register.passwordHelp')}
                  required
                />
                <PasswordField
                  name="confirmPassword"
                  label={t('auth.register.confirmPassword')}
                  autoComplete="new-password"
                  required
                />
                {invited ? null : (
                  <TextField
                    name="referralCode"
                    label={t('auth.register.referralCode')}
                    helperText={t('auth.register.referralHelp')}
                    dir="ltr"
                  />
                )}
                <Button type="submit" loading={isSubmitting} w="full">
                  {t('auth.register.submit')}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
