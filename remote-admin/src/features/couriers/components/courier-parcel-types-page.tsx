import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Courier parcel types (/admin/couriers/:id/parcel-types): the page frame; the feature issue fills it. */
export default function CourierParcelTypesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.courierParcelTypes.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.couriers.title'), to: '/admin/couriers' },
          { label: t('pages.courierParcelTypes.title') },
        ]}
      />
      <EmptyState icon="box" title={t('pages.courierParcelTypes.emptyTitle')} description={t('pages.courierParcelTypes.emptyDescription')} />
    </>
  );
}
