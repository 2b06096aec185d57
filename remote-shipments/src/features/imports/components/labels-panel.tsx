import { useState } from 'react';
import { formatNumber, notifyApiError } from '@portal/shared';
import { Button, Field, NativeSelect, Stack, Text, Wrap } from '@portal/shared/ui/core';
import { downloadImportLabels } from '../api/download-import-labels';
import { LABELS_PER_PDF, type LabelSize, type ShipmentImport } from '../api/types';
import { SectionCard } from './section-card';
import { useImportsTranslation } from '../imports-strings';

/** The processed shipments' labels (cancelled ones left out) as PDFs of at most 500 labels, one button a part. */
export function LabelsPanel({ shipmentImport }: { shipmentImport: ShipmentImport }) {
  const { t } = useImportsTranslation();
  const [size, setSize] = useState<LabelSize>('4x6');
  const [downloading, setDownloading] = useState<number | null>(null);
  const parts = Math.ceil(shipmentImport.labelCount / LABELS_PER_PDF);

  const download = async (part: number) => {
    setDownloading(part);
    try {
      await downloadImportLabels(shipmentImport.id, shipmentImport.fileName, size, part, parts);
    } catch (error) {
      notifyApiError(error, t('imports.labels.failed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <SectionCard title={t('imports.labels.title')}>
      <Stack gap="4">
        <Text>{t('imports.labels.description')}</Text>
        <Field.Root maxW="xs">
          <Field.Label>{t('imports.labels.size')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={size} onChange={(event) => setSize(event.currentTarget.value as LabelSize)}>
              <option value="4x6">{t('imports.labels.size4x6')}</option>
              <option value="a4">{t('imports.labels.sizeA4')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Wrap gap="2">
          {Array.from({ length: parts }, (_, index) => {
            const part = index + 1;
            const from = formatNumber(index * LABELS_PER_PDF + 1);
            const to = formatNumber(Math.min(part * LABELS_PER_PDF, shipmentImport.labelCount));
            return (
              <Button
                key={part}
                variant="outline"
                loading={downloading === part}
                disabled={downloading !== null && downloading !== part}
                onClick={() => void download(part)}
              >
                {parts > 1 ? t('imports.labels.part', { from, to }) : t('imports.labels.download')}
              </Button>
            );
          })}
        </Wrap>
      </Stack>
    </SectionCard>
  );
}
