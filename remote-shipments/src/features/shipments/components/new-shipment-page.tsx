import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** New shipment (/shipments/new): the page frame; the feature issue fills it. */
export default function NewShipmentPage() {
  const { t } = useTranslation('shipments');
  return (
    <>
      <PageHeader
        title={t('pages.newShipment.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.shipments.title'), to: '/shipments' },
          { label: t('pages.newShipment.title') },
        ]}
      />
      <EmptyState icon="plus" title={t('pages.newShipment.emptyTitle')} description={t('pages.newShipment.emptyDescription')} />
    </>
  );
}
