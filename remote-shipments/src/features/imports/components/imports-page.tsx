import { useRef } from 'react';
import { usePrimaryPickupAddress } from '@portal/shared';
import { ErrorState, LoadingState, PageHeader, Stack, Text } from '@portal/shared/ui/core';
import { ImportHistory } from './import-history';
import { NoPickupPrompt } from '../../../components/no-pickup-prompt';
import { SectionCard } from './section-card';
import { TemplateStep } from './template-step';
import { UploadStep } from './upload-step';
import { shipmentsBreadcrumbs } from '../../../components/shipments-breadcrumbs';
import { useImportsTranslation } from '../imports-strings';

/** Imports (/shipments/upload): the template, the upload (one draft per row) and the history. */
export default function ImportsPage() {
  const { t } = useImportsTranslation();
  const pickup = usePrimaryPickupAddress();
  const historyHeading = useRef<HTMLHeadingElement>(null);

  const showHistory = () => {
    historyHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    historyHeading.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader
        title={t('pages.importShipments.title')}
        breadcrumbs={shipmentsBreadcrumbs(t, { label: t('pages.importShipments.title') })}
      />
      <Stack gap="5" minW="0">
        <TemplateStep />
        <SectionCard step={t('imports.upload.step')} title={t('imports.upload.title')}>
          <Stack gap="4">
            <Text>{t('imports.upload.limits')}</Text>
            {pickup.status === 'found' ? (
              <UploadStep onShowHistory={showHistory} />
            ) : pickup.status === 'missing' ? (
              <NoPickupPrompt />
            ) : pickup.status === 'error' ? (
              <ErrorState message={t('imports.upload.pickupFailed')} onRetry={pickup.reload} />
            ) : (
              <LoadingState />
            )}
          </Stack>
        </SectionCard>
        <ImportHistory headingRef={historyHeading} />
      </Stack>
    </>
  );
}
