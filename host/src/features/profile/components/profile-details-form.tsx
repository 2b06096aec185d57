import type { Ref } from 'react';
import { Form, Formik } from 'formik';
import { isApiError, notify, notifyApiError, useSession, useTranslation, type CurrentUser } from '@portal/shared';
import { Button, Card, Flex, Heading, Stack, Text, SimpleGrid } from '@portal/shared/ui/core';
import { TextField, PasswordField } from '@portal/shared/ui/forms';
import { updateMe, type Profile, type UpdateMeBody } from '../api/update-me';
import { profileSchema } from '../validation';

export interface ProfileDetailsFormProps {
  user: CurrentUser;
  /** The card's heading, focusable, for the page to move focus to (after leaving the organization). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function ProfileDetailsForm({ user, headingRef }: ProfileDetailsFormProps) {
  const { t } = useTranslation('host');
  const { t: tCommon } = useTranslation();
  const setUser = useSession((state) => state.setUser);
  const profile = user as Profile;

  return (
    <Card.Root>
      <Card.Body gap="5">
        <Stack gap="1">
          <Heading as="h2" size="md" ref={headingRef} tabIndex={-1} outline="none">
            {t('profile.details.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('profile.details.role')}: {tCommon(`roles.${user.role}`)} · {t('profile.details.organization')}:{' '}
            {user.organization?.name ?? t('profile.details.noOrganization')}
          </Text>
        </Stack>
        <Formik
          enableReinitialize
          initialValues={{
            username: user.username ?? '',
            email: user.email ?? '',
            phoneNumber: user.phoneNumber ?? '',
            currentPassword: '',
          }}
          validationSchema={profileSchema(user.email ?? '')}
          onSubmit={async (values, helpers) => {
            const email = values.email.trim();
            const body: UpdateMeBody = {
              username: values.username.trim(),
              phoneNumber: values.phoneNumber.trim() || null,
              version: profile.version,
            };
            if (email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
              body.email = email;
              body.currentPassword = values.currentPassword;
            }
            try {
              const updated = await updateMe(body);
              setUser(updated);
              notify.success(t('profile.details.saved'));
              helpers.resetForm();
            } catch (error) {
              if (isApiError(error)) helpers.setErrors(error.fieldErrors());
              notifyApiError(error);
            }
          }}
        >
          {({ isSubmitting, values, dirty }) => {
            const emailChanged = values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
            return (
              <Form noValidate>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField name="username" label={t('profile.details.username')} autoComplete="username" required />
                    <TextField
                      name="email"
                      type="email"
                      label={t('profile.details.email')}
                      autoComplete="email"
                      dir="ltr"
                      required
                    />
                    <TextField
                      name="phoneNumber"
                      type="tel"
                      label={t('profile.details.phoneNumber')}
                      autoComplete="tel"
                      dir="ltr"
                    />
                    {emailChanged ? (
                      <PasswordField
                        name="currentPassword"
                        label={t('profile.details.currentPassword')}
                        helperText={t('profile.details.currentPasswordHelp')}
                        required
                      />
                    ) : null}
                  </SimpleGrid>
                  <Flex justify="flex-end">
                    <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                      {t('profile.details.submit')}
                    </Button>
                  </Flex>
                </Stack>
              </Form>
            );
          }}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
