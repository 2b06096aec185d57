import { Form, Formik } from 'formik';
import { isApiError, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { PasswordField } from '@portal/shared/ui/forms';
import { changePassword } from '../api/change-password';
import { changePasswordSchema } from '../validation';

export function ChangePasswordForm() {
  const { t } = useTranslation('host');
  return (
    <Card.Root>
      <Card.Body gap="5">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {t('profile.password.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('profile.password.subtitle')}
          </Text>
        </Stack>
        <Formik
          initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
          validationSchema={changePasswordSchema}
          onSubmit={async (values, helpers) => {
            try {
              await changePassword(values.currentPassword, values.newPassword);
              notify.success(t('profile.password.changed'));
              helpers.resetForm();
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
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <PasswordField
                    name="currentPassword"
                    label={t('profile.password.current')}
                    autoComplete="current-password"
                    required
                  />
                  <PasswordField
                    name="newPassword"
                    label={t('profile.password.new')}
                    autoComplete="new-password"
                    required
                  />
                  <PasswordField
                    name="confirmPassword"
                    label={t('profile.password.confirm')}
                    autoComplete="new-password"
                    required
                  />
                </SimpleGrid>
                <Flex justify="flex-end">
                  <Button type="submit" loading={isSubmitting}>
                    {t('profile.password.submit')}
                  </Button>
                </Flex>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
