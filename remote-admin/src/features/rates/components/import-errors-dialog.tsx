import { useTranslation } from '@portal/shared';
import { Button, Portal, Text } from '@portal/shared/ui/core';
import { Dialog } from '@portal/shared/ui/dialog';
import { ImportProblemsTable } from '@portal/shared/import-problems';
import type { ApiErrorDetail } from '@portal/shared/domain';

/** Every problem of a refused import, by row and column, and the file back with them, to fix it in one go. */
export function ImportErrorsDialog({
  problems,
  file,
  onClose,
}: {
  problems: ApiErrorDetail[];
  file: File;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('pages.rates.importTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">{t('pages.rates.importIntro')}</Text>
              <ImportProblemsTable problems={problems} file={file} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('common:actions.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
