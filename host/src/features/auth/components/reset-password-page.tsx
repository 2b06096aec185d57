import { Form, Formik } from 'formik';
import { isApiError, notify, notifyApiError, useTranslation } from '@portal/shared';
import { useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { Button, Stack } from '@portal/shared/ui/core';
import { PasswordField, TextField } from '@portal/shared/ui/forms';
import { resetPassword } from '../api/reset-password';
import { resetPasswordSchema } from '../validation';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

export default function ResetPasswordPage() {
  const { t } = useTranslation('host');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // /reset-password/{token} (the e-mailed link) or /reset-password?token=…; otherwise it is typed in.
  const linkToken = params.token ?? searchParams.get('token') ?? '';

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<TextLink to="/login">{t('auth.reset.back')}</TextLink>}
    >
      <Formik
        initialValues={{ token: linkToken, newPassword: '', confirmPassword: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={async (values, helpers) => {
          try {
            await resetPassword(values.token.trim(), values.newPassword);
            notify.success(t('auth.reset.done'));
            navigate('/login', { replace: true });
          } catch (error) {
            if (isApiError(error)) {
              const { new_password: newPassword, ...others } = error.fieldErrors();
              helpers.setErrors({ ...others, ...(newPassword ? { newPassword } : {}) });
            }
            notifyApiError(error);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              {linkToken ? null : (
                <TextField
                  name="token"
                  label={t('auth.reset.token')}
                  helperText={t('auth.reset.tokenHelp')}
                  dir="ltr"
                  required
                />
              )}
              <PasswordField
                name="newPassword"
                label={t('auth.reset.newPassword')}
                autoComplete="new-password"
                helperText={t('auth.register.passwordHelp')}
                required
              />
              <PasswordField
                name="confirmPassword"
                label={t('auth.reset.confirmPassword')}
                autoComplete="new-password"
                required
              />
              <Button type="submit" loading={isSubmitting} w="full">
                {t('auth.reset.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
