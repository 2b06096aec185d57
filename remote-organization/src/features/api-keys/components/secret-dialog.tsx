import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatDateTime, isolateText, useTranslation } from '@portal/shared';
import { Alert, Button, Portal, PortalIcon, Stack, Text, VisuallyHidden } from '@portal/shared/ui/core';
import { Dialog } from '@portal/shared/ui/dialog';
import type { RevealedApiKey } from '../api/types';

/** A key's whole secret, just revealed or rotated; `rotated` when it replaces a previous secret. */
export interface ShownSecret extends RevealedApiKey {
  rotated: boolean;
}

export interface SecretDialogProps {
  shown: ShownSecret | null;
  onClose: () => void;
}

const COPIED_FOR_MS = 2500;

/**
 * The whole key, this once: the API keeps only its hash. Neither Escape nor a click outside closes
 * it, so the key is not lost by accident; Done does. The content unmounts when it closes, so
 * nothing of the secret stays on the page.
 */
export function SecretDialog({ shown, onClose }: SecretDialogProps) {
  const copyRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={shown !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={() => copyRef.current}
      placement="center"
      size="lg"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {shown ? <SecretContent shown={shown} copyRef={copyRef} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface SecretContentProps {
  shown: ShownSecret;
  copyRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The secret with Copy ("Copied" for a moment, or how to copy it by hand when the browser refuses) and Done. */
function SecretContent({ shown, copyRef, onClose }: SecretContentProps) {
  const { t } = useTranslation('organization');
  const secretRef = useRef<HTMLParagraphElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
      // Select the key, ready to be copied with the keyboard or the context menu.
      const node = secretRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
    }
  };

  const previousUntil = shown.rotated ? shown.apiKey.previousSecretExpiresAt : null;

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          {t(shown.rotated ? 'apiKeys.secret.rotatedTitle' : 'apiKeys.secret.title', {
            name: isolateText(shown.apiKey.name),
          })}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Dialog.Description asChild>
                <Alert.Title>{t('apiKeys.secret.warning')}</Alert.Title>
              </Dialog.Description>
            </Alert.Content>
          </Alert.Root>
          <Stack gap="1">
            <Text id="api-key-secret-label" fontSize="sm" color="fg.muted">
              {t('apiKeys.secret.label')}
            </Text>
            <Text
              ref={secretRef}
              as="code"
              aria-labelledby="api-key-secret-label"
              data-testid="api-key-secret"
              dir="ltr"
              display="block"
              textAlign="start"
              p="3"
              fontFamily="mono"
              fontSize="md"
              bg="bg.muted"
              borderRadius="md"
              wordBreak="break-all"
              userSelect="all"
            >
              {shown.secret}
            </Text>
          </Stack>
          {previousUntil ? (
            <Text color="fg.muted" fontSize="sm">
              {t('apiKeys.secret.previousUntil', { time: formatDateTime(previousUntil) })}
            </Text>
          ) : null}
          {copy === 'failed' ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {t('apiKeys.secret.copyFailed')}
            </Text>
          ) : null}
          <VisuallyHidden aria-live="polite">
            {copy === 'copied' ? t('apiKeys.secret.copiedAnnounce') : ''}
          </VisuallyHidden>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={copyRef} variant="outline" onClick={() => void copySecret()}>
          <PortalIcon name={copy === 'copied' ? 'check' : 'key'} />
          {copy === 'copied' ? t('apiKeys.secret.copied') : t('apiKeys.secret.copy')}
        </Button>
        <Button onClick={onClose}>{t('apiKeys.secret.done')}</Button>
      </Dialog.Footer>
    </>
  );
}
