import { useRef, useState } from 'react';
import { isApiError, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Button, Field, Flex, Image, PortalIcon, Stack, Text, VisuallyHidden } from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { removeSenderLogo } from '../api/remove-sender-logo';
import type { RecipientSettings } from '../api/types';
import { uploadSenderLogo } from '../api/upload-sender-logo';

/** The API's limits (services/courier-logo.ts): checked here too, so an obvious mistake is not sent. */
const LOGO_MAX_BYTES = 256 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface SenderLogoFieldProps {
  logoUrl: string | null;
  /** The settings as the server answered the upload or removal. */
  onChanged: (settings: RecipientSettings) => void;
}

/**
 * The sender's logo: its preview (or a note that there is none), upload or replace, and remove after a
 * confirmation. Saved at once, apart from the form: the server answers with the stored image's URL.
 */
export function SenderLogoField({ logoUrl, onChanged }: SenderLogoFieldProps) {
  const { t } = useTranslation('organization');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > LOGO_MAX_BYTES || (file.type && !LOGO_TYPES.includes(file.type))) {
      setError(t('recipientNotifications.logo.rule'));
      return;
    }
    setBusy(true);
    try {
      onChanged(await uploadSenderLogo(file));
      notify.success(t('recipientNotifications.toasts.logoUploaded'));
    } catch (failure) {
      // The server reads the content: its reason (in the user's language) goes beside the field.
      const reason = isApiError(failure) ? failure.details.find((detail) => detail.field === 'logo') : undefined;
      if (reason) setError(reason.message);
      else notifyApiError(failure, t('recipientNotifications.toasts.logoUploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    try {
      onChanged(await removeSenderLogo());
      setConfirming(false);
      notify.success(t('recipientNotifications.toasts.logoRemoved'));
    } catch (failure) {
      notifyApiError(failure, t('recipientNotifications.toasts.logoRemoveFailed'));
    }
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label id="sender-logo-label">{t('recipientNotifications.logo.label')}</Field.Label>
      <Flex gap="4" align="center" wrap="wrap">
        <Flex
          data-testid="sender-logo-preview"
          w="40"
          h="16"
          align="center"
          justify="center"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.subtle"
          flexShrink={0}
        >
          {logoUrl ? (
            <Image src={logoUrl} alt={t('recipientNotifications.logo.alt')} maxH="14" maxW="36" objectFit="contain" />
          ) : (
            <Text fontSize="sm" color="fg.muted" px="2" textAlign="center">
              {t('recipientNotifications.logo.none')}
            </Text>
          )}
        </Flex>
        <Stack gap="2" direction="row" wrap="wrap">
          <VisuallyHidden asChild>
            <input
              ref={input}
              type="file"
              accept={LOGO_TYPES.join(',')}
              aria-labelledby="sender-logo-label"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void upload(file);
              }}
            />
          </VisuallyHidden>
          <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
            <PortalIcon name="upload" />
            {t(logoUrl ? 'recipientNotifications.logo.replace' : 'recipientNotifications.logo.upload')}
          </Button>
          {logoUrl ? (
            <Button size="sm" variant="ghost" colorPalette="red" disabled={busy} onClick={() => setConfirming(true)}>
              {t('recipientNotifications.logo.remove')}
            </Button>
          ) : null}
        </Stack>
      </Flex>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('recipientNotifications.logo.help')}</Field.HelperText>
      )}
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('recipientNotifications.logo.removeTitle')}
        message={t('recipientNotifications.logo.removeBody')}
        confirmLabel={t('recipientNotifications.logo.remove')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Field.Root>
  );
}
