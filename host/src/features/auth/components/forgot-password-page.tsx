import { useState } from 'react';
import { Form, Formik } from 'formik';
import { notify, notifyApiError, useTranslation } from '@portal/shared';
import { Alert, Button, Stack } from '@portal/shared/ui/core';
import { TextField } from '@portal/shared/ui/forms';
import { forgetPassword } from '../api/forget-password';
import { forgotPasswordSchema } from '../validation';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('host');
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<TextLink to="/login">{t('auth.forgot.back')}</TextLink>}
    >
      {sentMessage ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{sentMessage}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={async (values) => {
          try {
            const response = await forgetPassword(values.email.trim());
            const message = response?.message || t('auth.forgot.sent');
            setSentMessage(message);
            notify.success(message);
          } catch (error) {
            notifyApiError(error);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <TextField
                name="email"
                type="email"
                label={t('auth.forgot.email')}
                autoComplete="email"
                inputMode="email"
                dir="ltr"
                required
              />
              <Button type="submit" loading={isSubmitting} w="full">
                {t('auth.forgot.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
