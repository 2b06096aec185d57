import { lazy, Suspense, useEffect, useState } from 'react';
import { formatNumber, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Box, Button, CloseButton, Flex, HStack, Spinner, Stack, Text } from '@portal/shared/ui/core';
import { cancelShipments } from '../api/cancel-shipments';
import type { LabelSize } from '../api/download-label';
import { exportShipments, type ExportProgress } from '../api/export-shipments';
import { printLabels } from '../api/print-labels';
import type { BulkCancelResult, BulkSelection, ExportFormat } from '../api/types';
import type { useShipmentSelection } from '../hooks/use-shipment-selection';

export interface BulkActionsBarProps {
  selection: ReturnType<typeof useShipmentSelection>;
  /** The list's filter: what "all matching" and an export without a selection take. */
  filter: NonNullable<BulkSelection['filter']>;
  /** The rows of the page shown (the "select all matching" offer follows a whole page ticked). */
  pageIds: string[];
  total: number;
  totalIsCapped: boolean;
  /** After a cancel: the list and its counts are read again. */
  onChanged: () => void;
}

// The dialog entry (with its focus trap and presence machinery, about 19 KB compressed) is not part of
// the list's first screen: it downloads once rows are selected, before the cancel can be asked for.
const loadDialog = () => import('@portal/shared/ui/dialog');
const ConfirmDialog = lazy(() => loadDialog().then((module) => ({ default: module.ConfirmDialog })));

const kilobytes = (bytes: number) => `${formatNumber(Math.round(bytes / 1024))} KB`;

/**
 * What the list's selection can do: print its labels, cancel it (after a confirmation, then each
 * shipment's outcome) and export it; with nothing selected, export the whole filtered list.
 */
export function BulkActionsBar({ selection, filter, pageIds, total, totalIsCapped, onChanged }: BulkActionsBarProps) {
  const { t } = useTranslation('shipments');
  const [busy, setBusy] = useState<'labels' | 'cancel' | 'export' | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first confirmation on, so its closing animation still plays.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (confirming && !dialogMounted) setDialogMounted(true);
  const [result, setResult] = useState<BulkCancelResult | null>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const chosen = selection.selection;
  useEffect(() => {
    if (chosen) void loadDialog();
  }, [chosen]);
  const pageTicked = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));

  const print = async (size: LabelSize) => {
    if (!chosen) return;
    setBusy('labels');
    try {
      const { printed, skipped } = await printLabels(chosen, size);
      notify.success(t('bulk.labelsPrinted', { count: printed }));
      if (skipped) notify.info(t('bulk.labelsSkipped', { count: skipped }));
    } catch (error) {
      notifyApiError(error, t('bulk.labelsFailed'));
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    if (!chosen) return;
    setBusy('cancel');
    try {
      setResult(await cancelShipments(chosen));
      selection.clear();
      onChanged();
    } catch (error) {
      notifyApiError(error, t('bulk.cancelFailed'));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  const download = async (format: ExportFormat) => {
    setBusy('export');
    setProgress({ total: 0, rows: 0, bytes: 0 });
    const rows = { total: 0 };
    try {
      await exportShipments(chosen ?? { filter }, format, (next) => {
        rows.total = next.total;
        setProgress(next);
      });
      notify.success(t('bulk.exported', { count: rows.total }));
    } catch (error) {
      notifyApiError(error, t('bulk.exportFailed'));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const count = selection.allMatching ? total : selection.ids.size;
  return (
    <Stack gap="2" mb="3">
      {chosen ? (
        <Flex
          role="region"
          aria-label={t('bulk.actionsLabel')}
          wrap="wrap"
          gap="2"
          align="center"
          p="2"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg.subtle"
        >
          <Text fontWeight="medium" data-testid="selection-count">
            {selection.allMatching
              ? totalIsCapped
                ? t('bulk.allMatchingSelectedCapped')
                : t('bulk.allMatchingSelected', { count: total })
              : t('bulk.selected', { count })}
          </Text>
          {pageTicked && !selection.allMatching && total > selection.ids.size ? (
            <Button size="sm" variant="outline" onClick={selection.selectAllMatching}>
              {totalIsCapped ? t('bulk.selectAllMatchingCapped') : t('bulk.selectAllMatching', { count: total })}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={selection.clear}>
            {t('bulk.clearSelection')}
          </Button>
          <HStack wrap="wrap" gap="2" ms={{ md: 'auto' }}>
            {(['4x6', 'a4'] as const).map((size) => (
              <Button
                key={size}
                size="sm"
                variant="outline"
                loading={busy === 'labels'}
                disabled={!!busy}
                onClick={() => print(size)}
              >
                {t('bulk.printLabels', { size: size === 'a4' ? 'A4' : '4×6' })}
              </Button>
            ))}
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              disabled={!!busy}
              onClick={() => setConfirming(true)}
            >
              {t('bulk.cancel')}
            </Button>
          </HStack>
        </Flex>
      ) : null}
      <HStack
        wrap="wrap"
        gap="2"
        justify="end"
        role="group"
        aria-label={chosen ? t('bulk.exportSelectionLabel') : t('bulk.exportListLabel')}
      >
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} size="sm" variant="outline" disabled={!!busy} onClick={() => download(format)}>
            {format === 'csv' ? t('bulk.exportCsv') : t('bulk.exportXlsx')}
          </Button>
        ))}
      </HStack>
      {progress ? (
        <HStack role="status" justify="end" gap="2">
          <Spinner size="xs" />
          <Text fontSize="sm">
            {progress.rows !== null
              ? t('bulk.exportingRows', {
                  rows: formatNumber(progress.rows),
                  count: progress.total,
                  total: formatNumber(progress.total),
                })
              : t('bulk.exportingBytes', {
                  count: progress.total,
                  total: formatNumber(progress.total),
                  size: kilobytes(progress.bytes),
                })}
          </Text>
        </HStack>
      ) : null}
      {result ? (
        <Box role="status" borderWidth="1px" borderRadius="l2" p="3" data-testid="cancel-result">
          <Flex justify="space-between" align="center" mb="2">
            <Text fontWeight="semibold">
              {t('bulk.cancelResultTitle', { cancelled: result.cancelled, notCancelled: result.notCancelled })}
            </Text>
            <CloseButton size="sm" aria-label={t('bulk.closeResult')} onClick={() => setResult(null)} />
          </Flex>
          <Stack as="ul" gap="1" listStyleType="none" ps="0">
            {result.items.map((item) => (
              <Text as="li" key={item.id} fontSize="sm" color={item.outcome === 'cancelled' ? undefined : 'fg.error'}>
                <Text as="span" dir="ltr" fontFamily="mono">
                  {item.trackingNumber ?? t('bulk.noTrackingNumber')}
                </Text>
                {item.reference ? ` (${item.reference})` : ''} — {item.message}
              </Text>
            ))}
          </Stack>
        </Box>
      ) : null}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            destructive
            title={t('bulk.confirmCancelTitle')}
            message={
              selection.allMatching ? t('bulk.confirmCancelAllMatching') : t('bulk.confirmCancelMessage', { count })
            }
            confirmLabel={t('bulk.confirmCancel')}
            loading={busy === 'cancel'}
            onConfirm={cancel}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
