import { useState } from 'react';
import { notify, notifyApiError, useTranslation } from '@portal/shared';
import { Button, PortalIcon } from '@portal/shared/ui/core';
import { exportShipmentsReport } from '../api/export-shipments-report';
import type { ExportFormat, ReportParams } from '../api/types';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/** Downloads the report as CSV or Excel, one at a time, with a spinner meanwhile; none while the filters are incomplete. */
export function ExportButtons({ params }: { params: ReportParams | null }) {
  const { t } = useTranslation('reports');
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    if (!params) return;
    setExporting(format);
    try {
      await exportShipmentsReport(params, format);
      notify.success(t('report.export.done'));
    } catch (error) {
      notifyApiError(error, t('report.export.failed'));
    } finally {
      setExporting(null);
    }
  };

  return FORMATS.map((format) => (
    <Button
      key={format}
      variant="outline"
      loading={exporting === format}
      loadingText={t('report.export.working')}
      disabled={!params || (exporting !== null && exporting !== format)}
      onClick={() => void download(format)}
    >
      <PortalIcon name="download" />
      {t(`report.export.${format}`)}
    </Button>
  ));
}
