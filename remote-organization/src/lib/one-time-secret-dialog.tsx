import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@portal/shared';
import { Alert, Button, Portal, PortalIcon, Stack, Text, VisuallyHidden } from '@portal/shared/ui/core';
import { Dialog } from '@portal/shared/ui/dialog';

export interface OneTimeSecretDialogProps {
  /** The secret to show; the dialog is open while it is set. */
  secret: string | null;
  title: string;
  /**
   * Where its words are, in the organization namespace: `<texts>.warning`, `.label`, `.copy`, `.copied`,
   * `.copiedAnnounce`, `.copyFailed` and `.done`.
   */
  texts: string;
  /** A line under the secret (how long a previous secret keeps working). */
  note?: ReactNode;
  testId: string;
  onClose: () => void;
}

const COPIED_FOR_MS = 2500;

/**
 * A secret the API shows this once (a client key, a webhook signing secret). Neither Escape nor a click
 * outside closes it, so it is not lost by accident; Done does. The content unmounts when it closes, so
 * nothing of the secret stays on the page.
 */
export function OneTimeSecretDialog({ secret, onClose, ...content }: OneTimeSecretDialogProps) {
  const copyRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={secret !== null}
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
            {secret !== null ? (
              <SecretContent {...content} secret={secret} copyRef={copyRef} onClose={onClose} />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface SecretContentProps extends Omit<OneTimeSecretDialogProps, 'secret'> {
  secret: string;
  copyRef: RefObject<HTMLButtonElement | null>;
}

/** The secret with Copy ("Copied" for a moment, or how to copy it by hand when the browser refuses) and Done. */
function SecretContent({ secret, title, texts, note, testId, copyRef, onClose }: SecretContentProps) {
  const { t } = useTranslation('organization');
  const labelId = useId();
  const secretRef = useRef<HTMLParagraphElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
      // Select the secret, ready to be copied with the keyboard or the context menu.
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

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Dialog.Description asChild>
                <Alert.Title>{t(`${texts}.warning`)}</Alert.Title>
              </Dialog.Description>
            </Alert.Content>
          </Alert.Root>
          <Stack gap="1">
            <Text id={labelId} fontSize="sm" color="fg.muted">
              {t(`${texts}.label`)}
            </Text>
            <Text
              ref={secretRef}
              as="code"
              aria-labelledby={labelId}
              data-testid={testId}
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
              {secret}
            </Text>
          </Stack>
          {note ? (
            <Text color="fg.muted" fontSize="sm">
              {note}
            </Text>
          ) : null}
          {copy === 'failed' ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {t(`${texts}.copyFailed`)}
            </Text>
          ) : null}
          <VisuallyHidden aria-live="polite">{copy === 'copied' ? t(`${texts}.copiedAnnounce`) : ''}</VisuallyHidden>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={copyRef} variant="outline" onClick={() => void copySecret()}>
          <PortalIcon name={copy === 'copied' ? 'check' : 'key'} />
          {copy === 'copied' ? t(`${texts}.copied`) : t(`${texts}.copy`)}
        </Button>
        <Button onClick={onClose}>{t(`${texts}.done`)}</Button>
      </Dialog.Footer>
    </>
  );
}
