import { useEffect } from 'react';
import { Field as FormikField, Form, Formik } from 'formik';
import { notifyApiError, useSession, useTranslation } from '@portal/shared';
import { roleCan, type Role } from '@portal/shared/domain';
import { useLocation, useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { Button, Flex, Input, Stack } from '@portal/shared/ui/core';
import { FormField, TextField } from '@portal/shared/ui/forms';
import { afterLoginPath } from '../../../guard/access';
import { useAuthFlow } from '../auth-flow-store';
import { validateLogin } from '../login-validation';
import { AuthCard } from './auth-card';
import { ReferralNotice } from './referral-notice';
import { TextLink } from './text-link';

/**
 * Where to go after signing in: the organization page to join with a referral code, else the return target or the
 * role's home.
 */
export function loginTarget(role: Role, returnTo: string | null, referralCode: string | undefined): string {
  if (referralCode && roleCan(role, 'organization'))
    return `/organization?referralCode=${encodeURIComponent(referralCode)}`;
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
  useEffect(() => () => useAuthFlow.setState({ signingIn: false }), []);

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <TextLink to={referralCode ? `/register/${encodeURIComponent(referralCode)}` : '/register'}>
            {t('auth.login.register')}
          </TextLink>
        </>
      }
    >
      {referralCode ? <ReferralNotice code={referralCode} page="login" /> : null}
      <Formik
        initialValues={{ email: initialEmail, password: '' }}
        validate={validateLogin}
        onSubmit={async (values) => {
          // The guard must not send the now signed-in user to / before we navigate to their home.
          useAuthFlow.setState({ signingIn: true });
          try {
            const user = await login(values.email.trim(), values.password);
            // signingIn stays set until this page unmounts: the router applies the navigation in a
            // transition, after the session update has already re-rendered the guard.
            navigate(loginTarget(user.role, searchParams.get('returnTo'), referralCode), { replace: true });
          } catch (error) {
            useAuthFlow.setState({ signingIn: false });
            notifyApiError(error);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {/* No required marks and no show-password toggle here: the two fields are exactly "Email" and
                  "Password" for assistive technology (and the browser suite's getByLabel). */}
              <TextField
                name="email"
                type="email"
                label={t('auth.login.email')}
                autoComplete="email"
                inputMode="email"
                dir="ltr"
              />
              <FormField name="password" label={t('auth.login.password')}>
                <FormikField as={Input} name="password" type="password" autoComplete="current-password" dir="ltr" />
              </FormField>
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
