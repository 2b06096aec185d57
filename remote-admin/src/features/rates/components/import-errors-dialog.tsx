import { useTranslation } from '@portal/shared';
import { Button, Portal, Text } from '@portal/shared/ui/core';
import { Dialog } from '@portal/shared/ui/dialog';
import { Table } from '@portal/shared/ui/table';
import type { ApiErrorDetail } from '@portal/shared/domain';

/** Every problem of a refused import, by row and column, so the file can be fixed in one go. */
export function ImportErrorsDialog({ problems, onClose }: { problems: ApiErrorDetail[]; onClose: () => void }) {
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
              <Table.Root size="sm" aria-label={t('pages.rates.importTitle')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('pages.rates.row')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('pages.rates.column')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('pages.rates.message')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {problems.map((problem, index) => (
                    <Table.Row key={index}>
                      <Table.Cell>{problem.row ?? '—'}</Table.Cell>
                      <Table.Cell dir="ltr">{problem.column || '—'}</Table.Cell>
                      <Table.Cell>{problem.message}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
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
