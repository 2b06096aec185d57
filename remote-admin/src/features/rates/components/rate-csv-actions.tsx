import { useId, useRef, useState } from 'react';
import { isApiError, notify, notifyApiError, saveBlob, useTranslation } from '@portal/shared';
import { Button, PortalIcon, Text, VisuallyHidden } from '@portal/shared/ui/core';
import { exportRates } from '../api/export-rates';
import { importRates } from '../api/import-rates';
import type { ApiErrorDetail } from '@portal/shared/domain';
import { ImportErrorsDialog } from './import-errors-dialog';

/** Export and import of one courier's rates as CSV (chosen with the courier filter). */
export function RateCsvActions({ courierId, onImported }: { courierId: string | undefined; onImported: () => void }) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const [refused, setRefused] = useState<{ problems: ApiErrorDetail[]; file: File } | null>(null);
  const hint = courierId ? undefined : t('pages.rates.chooseCourier');
  const hintId = useId();
  // A disabled button shows no tooltip (no pointer events): the reason is written beside it and read with it.
  const describedBy = hint ? hintId : undefined;

  const runExport = async () => {
    if (!courierId) return;
    setBusy('export');
    try {
      saveBlob(await exportRates(courierId), 'rates.csv');
    } catch (error) {
      notifyApiError(error, t('toasts.exportFailed'));
    } finally {
      setBusy(null);
    }
  };

  const runImport = async (file: File) => {
    if (!courierId) return;
    setBusy('import');
    try {
      const result = await importRates(courierId, file);
      notify.success(t('toasts.importDone', { count: result.imported }));
      onImported();
    } catch (error) {
      if (isApiError(error) && error.details.length > 0) setRefused({ problems: error.details, file });
      else notifyApiError(error, t('toasts.importFailed'));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      {hint ? (
        <Text id={hintId} fontSize="sm" color="fg.muted" alignSelf="center">
          {hint}
        </Text>
      ) : null}
      <Button
        variant="outline"
        disabled={!courierId}
        aria-describedby={describedBy}
        loading={busy === 'export'}
        onClick={() => void runExport()}
      >
        <PortalIcon name="download" />
        {t('pages.rates.export')}
      </Button>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label={t('pages.rates.import')}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void runImport(file);
          }}
        />
      </VisuallyHidden>
      <Button
        variant="outline"
        disabled={!courierId}
        aria-describedby={describedBy}
        loading={busy === 'import'}
        onClick={() => input.current?.click()}
      >
        <PortalIcon name="upload" />
        {t('pages.rates.import')}
      </Button>
      {refused ? (
        <ImportErrorsDialog problems={refused.problems} file={refused.file} onClose={() => setRefused(null)} />
      ) : null}
    </>
  );
}
