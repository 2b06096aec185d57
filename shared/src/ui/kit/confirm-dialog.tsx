import { useRef, useState, type ReactNode } from 'react';
import { Button, Portal } from '@portal/shared/ui/core';
import { Dialog } from './dialog';
import { useTranslation } from '@portal/shared';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to "Are you sure?". */
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button: cancelling a shipment, deleting a record. */
  destructive?: boolean;
  /** While the confirmed action runs; when onConfirm returns a promise this is tracked for you. */
  loading?: boolean;
  onConfirm: () => void | Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before an action that cannot be undone. Focus starts on Cancel (the safe choice), Escape
 * cancels, and focus returns to the control that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [running, setRunning] = useState(false);
  const busy = loading ?? running;

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } catch {
      // The caller reports the failure (usually notifyApiError); the dialog stays open for a retry.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title ?? t('confirm.title')}</Dialog.Title>
            </Dialog.Header>
            {message ? (
              <Dialog.Body>
                <Dialog.Description>{message}</Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel ?? t('confirm.cancel')}
              </Button>
              <Button colorPalette={destructive ? 'red' : undefined} loading={busy} onClick={() => void confirm()}>
                {confirmLabel ?? t('confirm.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
