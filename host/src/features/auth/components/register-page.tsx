import { Form, Formik } from 'formik';
import { currentLanguage, isApiError, notify, notifyApiError, useTranslation } from '@portal/shared';
import { useNavigate, useParams } from '@portal/shared/router';
import { Button, Stack } from '@portal/shared/ui/core';
import { PasswordField, TextField } from '@portal/shared/ui/forms';
import { signUp } from '../api/sign-up';
import { registerSchema } from '../register-schema';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

export default function RegisterPage() {
  const { t } = useTranslation('host');
  const { referralCode = '' } = useParams();
  const navigate = useNavigate();

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <TextLink to={referralCode ? `/login/${encodeURIComponent(referralCode)}` : '/login'}>
            {t('auth.register.login')}
          </TextLink>
        </>
      }
    >
      <Formik
        initialValues={{ username: '', email: '', phoneNumber: '', password: '', confirmPassword: '', referralCode }}
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
              <TextField
                name="email"
                type="email"
                label={t('auth.register.email')}
                autoComplete="email"
                inputMode="email"
                dir="ltr"
                required
              />
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
              <TextField
                name="referralCode"
                label={t('auth.register.referralCode')}
                helperText={t('auth.register.referralHelp')}
                dir="ltr"
              />
              <Button type="submit" loading={isSubmitting} w="full">
                {t('auth.register.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
