import { useState } from 'react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { isApiError, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { Alert, Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { SelectField, TextField } from '@portal/shared/ui/forms';
import { createInvitations } from '../api/create-invitations';
import type { OrganizationRole } from '../api/types';
import { invalidEmails, MAX_INVITE_EMAILS, parseEmails } from './invite-emails';

interface InviteValues {
  emails: string;
  role: OrganizationRole | '';
}

/** An address the server refused, with its reason (already in the user's language). */
interface Refused {
  email: string;
  message: string;
}

const INITIAL: InviteValues = { emails: '', role: Role.OrgUser };
const EMAIL_DETAIL = /^emails\.(\d+)$/;

export interface InviteFormProps {
  onSent: () => void;
}

/** Invite several people at once, each by email, with one role. */
export function InviteForm({ onSent }: InviteFormProps) {
  const { t } = useTranslation('organization');
  const [refused, setRefused] = useState<Refused[]>([]);

  const validate = (values: InviteValues): FormikErrors<InviteValues> => {
    const errors: FormikErrors<InviteValues> = {};
    const emails = parseEmails(values.emails);
    const invalid = invalidEmails(emails);
    if (emails.length === 0) errors.emails = 'required';
    else if (invalid.length > 0) errors.emails = t('invite.invalidEmails', { emails: invalid.join(', ') });
    else if (emails.length > MAX_INVITE_EMAILS) errors.emails = t('invite.tooMany', { max: MAX_INVITE_EMAILS });
    if (values.role === '') errors.role = 'required';
    return errors;
  };

  const submit = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    const emails = parseEmails(values.emails);
    setRefused([]);
    try {
      const { items } = await createInvitations(emails, values.role === '' ? Role.OrgUser : values.role);
      notify.success(t('toasts.invitationSent', { count: items.length || emails.length }));
      helpers.resetForm({ values: { ...INITIAL, role: values.role } });
      onSent();
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.details.length > 0) {
        // Details name addresses by their place in what was sent: show each with its address.
        const byEmail: Refused[] = [];
        const other: Record<string, string> = {};
        // Each reason shows in the refused list or next to its field; a toast only for the rest.
        let unshown = false;
        for (const detail of error.details) {
          const index = EMAIL_DETAIL.exec(detail.field ?? '')?.[1];
          const email = index === undefined ? undefined : emails[Number(index)];
          if (email) byEmail.push({ email, message: detail.message });
          else if (detail.field && detail.field in INITIAL) other[detail.field] ??= detail.message;
          else unshown = true;
        }
        setRefused(byEmail);
        helpers.setErrors(other);
        if (unshown) notify.error(t('toasts.memberFailed'));
      } else {
        notifyApiError(error, t('toasts.memberFailed'));
      }
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="invite-title">
      <Card.Header>
        <Card.Title as="h2" id="invite-title">
          {t('invite.title')}
        </Card.Title>
        <Card.Description>{t('invite.description')}</Card.Description>
      </Card.Header>
      <Formik<InviteValues> initialValues={INITIAL} validate={validate} onSubmit={submit}>
        {({ values, isSubmitting, setFieldValue }) => {
          const count = parseEmails(values.emails).length;
          const dropRefused = () => {
            const drop = new Set(refused.map((entry) => entry.email.toLowerCase()));
            const kept = parseEmails(values.emails).filter((email) => !drop.has(email.toLowerCase()));
            void setFieldValue('emails', kept.join('\n'));
            setRefused([]);
          };
          return (
            <Form noValidate aria-label={t('invite.title')}>
              <Card.Body>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
                    <Box gridColumn={{ md: 'span 2' }}>
                      <TextField
                        name="emails"
                        label={t('invite.emails')}
                        required
                        rows={3}
                        dir="ltr"
                        placeholder={t('invite.placeholder')}
                        helperText={
                          count > 0
                            ? `${t('invite.count', { count, max: MAX_INVITE_EMAILS })} ${t('invite.help', { max: MAX_INVITE_EMAILS })}`
                            : t('invite.help', { max: MAX_INVITE_EMAILS })
                        }
                        disabled={isSubmitting}
                      />
                    </Box>
                    <SelectField
                      name="role"
                      label={t('invite.role')}
                      required
                      disabled={isSubmitting}
                      options={[
                        { value: Role.OrgUser, label: t(`common:roles.${Role.OrgUser}`) },
                        { value: Role.OrgAdmin, label: t(`common:roles.${Role.OrgAdmin}`) },
                      ]}
                    />
                  </SimpleGrid>
                  {refused.length > 0 ? (
                    <Alert.Root status="error" role="alert" data-testid="refused-emails">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{t('invite.refusedTitle')}</Alert.Title>
                        <Alert.Description>
                          <Box as="ul" ps="4" listStyleType="disc">
                            {refused.map((entry) => (
                              <li key={entry.email}>
                                <Text as="span" dir="ltr" unicodeBidi="isolate" fontWeight="semibold">
                                  {entry.email}
                                </Text>
                                {t('invite.refusedSeparator')}
                                {entry.message}
                              </li>
                            ))}
                          </Box>
                        </Alert.Description>
                        <HStack mt="2">
                          <Button size="xs" variant="outline" onClick={dropRefused}>
                            {t('invite.dropRefused')}
                          </Button>
                        </HStack>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Card.Body>
              <Card.Footer justifyContent="flex-end">
                <Button type="submit" loading={isSubmitting}>
                  {t('invite.submit')}
                </Button>
              </Card.Footer>
            </Form>
          );
        }}
      </Formik>
    </Card.Root>
  );
}
