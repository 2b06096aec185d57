import { useState } from 'react';
import { useTranslation } from '@portal/shared';
import {
  Box,
  Card,
  chakra,
  ErrorState,
  Heading,
  LoadingState,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared/ui/core';
import { type RecipientEvent, RECIPIENT_EVENTS } from '../api/types';
import { useMessagePreview } from '../hooks/use-message-preview';

const LANGUAGES = ['en', 'ar'] as const;

interface MessagePreviewProps {
  /** The sender name as typed (previewed before it is saved). */
  senderName: string;
  logoUrl: string | null;
}

/** One language's e-mail (subject, then the body as sent, in a sandbox) and SMS with its parts. */
function LanguagePreview({
  event,
  language,
  senderName,
  logoUrl,
}: MessagePreviewProps & { event: RecipientEvent; language: 'en' | 'ar' }) {
  const { t } = useTranslation('organization');
  const preview = useMessagePreview(event, language, senderName, logoUrl);
  const name = t(`recipientNotifications.preview.languages.${language}`);
  const data = preview.data;
  return (
    <Card.Root as="section" aria-label={name} data-testid={`preview-${language}`}>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {name}
          </Heading>
          {!data ? (
            preview.status === 'error' ? (
              <ErrorState message={t('recipientNotifications.preview.failed')} onRetry={preview.reload} />
            ) : (
              <LoadingState />
            )
          ) : (
            <Stack gap="3" aria-busy={preview.isFetching || undefined}>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('recipientNotifications.preview.subject')}
                </Text>
                <Text lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} fontWeight="semibold">
                  {data.mail.subject}
                </Text>
              </Box>
              {/* The body exactly as sent, with its own styles; sandboxed: it runs nothing and cannot navigate. */}
              <chakra.iframe
                title={t('recipientNotifications.preview.emailFrame', { language: name })}
                srcDoc={data.mail.html}
                sandbox=""
                width="full"
                height="80"
                borderWidth="1px"
                borderRadius="md"
              />
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('recipientNotifications.preview.sms')}
                </Text>
                <Text
                  lang={language}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  bg="bg.subtle"
                  borderRadius="md"
                  p="3"
                  overflowWrap="anywhere"
                  data-testid={`sms-${language}`}
                >
                  {data.sms.text}
                </Text>
                <Text fontSize="sm" color="fg.muted" data-testid={`sms-parts-${language}`}>
                  {t('recipientNotifications.preview.parts', {
                    count: data.sms.segments,
                    encoding: data.sms.encoding,
                    units: data.sms.units,
                  })}
                </Text>
              </Box>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * What recipients receive for an event, in English and in Arabic side by side (one under the other on a
 * phone), rendered by the server from the templates the real messages use.
 */
export function MessagePreview({ senderName, logoUrl }: MessagePreviewProps) {
  const { t } = useTranslation('organization');
  const [event, setEvent] = useState<RecipientEvent>('delivered');
  return (
    <Stack gap="4" as="section" aria-labelledby="message-preview-title">
      <Heading as="h2" size="md" id="message-preview-title">
        {t('recipientNotifications.preview.title')}
      </Heading>
      <Box maxW="sm">
        <chakra.label htmlFor="preview-event" fontSize="sm" fontWeight="medium" display="block" mb="1">
          {t('recipientNotifications.preview.event')}
        </chakra.label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="preview-event"
            value={event}
            onChange={(change) => setEvent(change.currentTarget.value as RecipientEvent)}
          >
            {RECIPIENT_EVENTS.map((value) => (
              <option key={value} value={value}>
                {t(`recipientNotifications.events.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {LANGUAGES.map((language) => (
          <LanguagePreview key={language} event={event} language={language} senderName={senderName} logoUrl={logoUrl} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
