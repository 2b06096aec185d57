import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Courier shipment types (/admin/couriers/:id/shipment-types): the page frame; the feature issue fills it. */
export default function CourierShipmentTypesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.courierShipmentTypes.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.couriers.title'), to: '/admin/couriers' },
          { label: t('pages.courierShipmentTypes.title') },
        ]}
      />
      <EmptyState icon="box" title={t('pages.courierShipmentTypes.emptyTitle')} description={t('pages.courierShipmentTypes.emptyDescription')} />
    </>
  );
}
