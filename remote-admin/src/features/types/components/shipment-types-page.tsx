import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Shipment types (/admin/shipment-types): the page frame; the feature issue fills it. */
export default function ShipmentTypesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.shipmentTypes.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.shipmentTypes.title') },
        ]}
      />
      <EmptyState icon="box" title={t('pages.shipmentTypes.emptyTitle')} description={t('pages.shipmentTypes.emptyDescription')} />
    </>
  );
}
