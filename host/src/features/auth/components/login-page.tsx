import { Form, Formik } from 'formik';
import { notifyApiError, useSession, useTranslation } from '@portal/shared';
import { roleCan, type Role } from '@portal/shared/domain';
import { useLocation, useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { Alert, Button, Flex, PasswordField, Stack, TextField } from '@portal/shared/ui';
import { afterLoginPath } from '../../../guard/access';
import { useAuthFlow } from '../auth-flow-store';
import { loginSchema } from '../validation';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

/** Where to go after signing in: the organization page to join with a referral code, else spec §4's home or the return target. */
export function loginTarget(role: Role, returnTo: string | null, referralCode: string | undefined): string {
  if (referralCode && roleCan(role, 'organization')) return `/organization?referralCode=${encodeURIComponent(referralCode)}`;
  return afterLoginPath(role, returnTo);
}

export default function LoginPage() {
  const { t } = useTranslation('host');
  const { referralCode } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useSession((state) => state.login);
  const initialEmail = (location.state as { email?: string } | null)?.email ?? '';

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <TextLink to={referralCode ? `/register/${encodeURIComponent(referralCode)}` : '/register'}>{t('auth.login.register')}</TextLink>
        </>
      }
    >
      {referralCode ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('auth.login.referral', { code: referralCode })}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Formik
        initialValues={{ email: initialEmail, password: '' }}
        validationSchema={loginSchema}
        onSubmit={async (values) => {
          // The guard must not send the now signed-in user to / before we navigate to their home.
          useAuthFlow.setState({ signingIn: true });
          try {
            const user = await login(values.email.trim(), values.password);
            navigate(loginTarget(user.role, searchParams.get('returnTo'), referralCode), { replace: true });
          } catch (error) {
            notifyApiError(error);
          } finally {
            useAuthFlow.setState({ signingIn: false });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <TextField name="email" type="email" label={t('auth.login.email')} autoComplete="email" inputMode="email" dir="ltr" required />
              <PasswordField name="password" label={t('auth.login.password')} autoComplete="current-password" required />
              <Flex justify="flex-end">
                <TextLink to="/forgot-password">{t('auth.login.forgot')}</TextLink>
              </Flex>
              <Button type="submit" loading={isSubmitting} w="full">
                {t('auth.login.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
