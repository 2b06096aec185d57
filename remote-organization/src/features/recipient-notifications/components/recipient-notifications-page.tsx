import { Form, Formik, type FormikHelpers } from 'formik';
import { boolean, object, string } from 'yup';
import { isEmail } from '@portal/shared/domain';
import { notify, notifyApiError, serverFieldErrors, useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  Heading,
  LoadingState,
  PageHeader,
  SimpleGrid,
  Stack,
} from '@portal/shared/ui/core';
import { CheckboxField } from '@portal/shared/ui/checkbox';
import { TextField } from '@portal/shared/ui/forms';
import { FocusFirstError } from '../../../lib/focus-first-error';
import { getRecipientSettings } from '../api/get-recipient-settings';
import { saveRecipientSettings } from '../api/save-recipient-settings';
import { type RecipientSettings, recipientSettingsQueryKey } from '../api/types';
import { ChannelsGrid } from './channels-grid';
import { MessagePreview } from './message-preview';
import { SenderLogoField } from './sender-logo-field';

type Values = Pick<RecipientSettings, 'channels' | 'smsAtNight'> & { senderName: string; replyTo: string };

const FORM_ID = 'recipient-notifications-form';
const FIELDS = ['senderName', 'replyTo'] as const;

/** The API's rules, so most mistakes show before a request; messages are keys of 'validation'. */
const schema = object({
  senderName: string().trim().max(80, 'tooLong'),
  replyTo: string()
    .trim()
    .max(254, 'tooLong')
    .test('email', 'emailFormat', (value) => !value || isEmail(value)),
  smsAtNight: boolean(),
});

const toValues = (settings: RecipientSettings): Values => ({
  channels: settings.channels,
  senderName: settings.senderName ?? '',
  replyTo: settings.replyTo ?? '',
  smsAtNight: settings.smsAtNight,
});

/**
 * Recipient notifications (/recipient-notifications, subject `organization`): which events tell the
 * parcel's recipient by e-mail or SMS, the name, reply-to address and logo they come under, whether
 * SMS may go at night, and a preview of each message in English and Arabic.
 */
export default function RecipientNotificationsPage() {
  const { t } = useTranslation('organization');
  const title = t('pages.recipientNotifications.title');
  const settings = useQuery({ key: recipientSettingsQueryKey, fetch: getRecipientSettings });
  const data = settings.data;

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const saved = await saveRecipientSettings({
        channels: values.channels,
        senderName: values.senderName.trim() || null,
        replyTo: values.replyTo.trim() || null,
        smsAtNight: values.smsAtNight,
      });
      settings.setData(() => saved);
      helpers.resetForm({ values: toValues(saved) });
      notify.success(t('recipientNotifications.toasts.saved'));
    } catch (error) {
      const refused = serverFieldErrors(error, (field) => (FIELDS as readonly string[]).includes(field));
      if (refused) helpers.setErrors(refused.errors);
      if (!refused?.allShown) notifyApiError(error, t('recipientNotifications.toasts.saveFailed'));
    }
  };

  const content = () => {
    if (!data) {
      return settings.status === 'error' ? (
        <ErrorState message={t('recipientNotifications.loadFailed')} onRetry={settings.reload} />
      ) : (
        <LoadingState />
      );
    }
    return (
      <Formik<Values> initialValues={toValues(data)} validationSchema={schema} onSubmit={submit}>
        {({ values, isSubmitting, dirty }) => (
          <Stack gap="6">
            <Form id={FORM_ID} noValidate>
              <FocusFirstError formId={FORM_ID} fields={FIELDS} />
              <Stack gap="6">
                <Card.Root as="section" aria-labelledby="channels-title">
                  <Card.Body>
                    <Stack gap="4">
                      <Heading as="h2" size="md" id="channels-title">
                        {t('recipientNotifications.channels.title')}
                      </Heading>
                      <ChannelsGrid disabled={isSubmitting} />
                      <Alert.Root status="info" size="sm">
                        <Alert.Indicator />
                        <Alert.Description>{t('recipientNotifications.channels.smsCharged')}</Alert.Description>
                      </Alert.Root>
                      <CheckboxField
                        name="smsAtNight"
                        label={t('recipientNotifications.smsAtNight')}
                        helperText={t('recipientNotifications.smsAtNightHelp')}
                        disabled={isSubmitting}
                      />
                    </Stack>
                  </Card.Body>
                </Card.Root>
                <Card.Root as="section" aria-labelledby="sender-title">
                  <Card.Body>
                    <Stack gap="4">
                      <Heading as="h2" size="md" id="sender-title">
                        {t('recipientNotifications.sender.title')}
                      </Heading>
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                        <TextField
                          name="senderName"
                          label={t('recipientNotifications.sender.name')}
                          helperText={t('recipientNotifications.sender.nameHelp')}
                          autoComplete="organization"
                          disabled={isSubmitting}
                        />
                        <TextField
                          name="replyTo"
                          type="email"
                          label={t('recipientNotifications.sender.replyTo')}
                          helperText={t('recipientNotifications.sender.replyToHelp')}
                          autoComplete="email"
                          dir="ltr"
                          disabled={isSubmitting}
                        />
                      </SimpleGrid>
                      <SenderLogoField
                        logoUrl={data.logoUrl}
                        onChanged={(changed) =>
                          settings.setData((previous) => ({ ...(previous ?? changed), logoUrl: changed.logoUrl }))
                        }
                      />
                    </Stack>
                  </Card.Body>
                </Card.Root>
                <Stack direction="row" justify="flex-end">
                  <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                    {t('common:actions.save')}
                  </Button>
                </Stack>
              </Stack>
            </Form>
            <MessagePreview senderName={values.senderName} logoUrl={data.logoUrl} />
          </Stack>
        )}
      </Formik>
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        description={t('recipientNotifications.description')}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: title }]}
      />
      {content()}
    </>
  );
}
