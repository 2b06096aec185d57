import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Courier service types (/admin/couriers/:id/service-types): the page frame; the feature issue fills it. */
export default function CourierServiceTypesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.courierServiceTypes.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.couriers.title'), to: '/admin/couriers' },
          { label: t('pages.courierServiceTypes.title') },
        ]}
      />
      <EmptyState icon="settings" title={t('pages.courierServiceTypes.emptyTitle')} description={t('pages.courierServiceTypes.emptyDescription')} />
    </>
  );
}
