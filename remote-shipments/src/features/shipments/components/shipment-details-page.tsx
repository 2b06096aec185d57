import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Shipment details (/shipments/:id): the page frame; the feature issue fills it. */
export default function ShipmentDetailsPage() {
  const { t } = useTranslation('shipments');
  return (
    <>
      <PageHeader
        title={t('pages.shipmentDetails.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.shipments.title'), to: '/shipments' },
          { label: t('pages.shipmentDetails.title') },
        ]}
      />
      <EmptyState icon="shipments" title={t('pages.shipmentDetails.emptyTitle')} description={t('pages.shipmentDetails.emptyDescription')} />
    </>
  );
}
