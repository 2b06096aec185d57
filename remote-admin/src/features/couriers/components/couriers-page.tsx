import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Couriers (/admin/couriers): the page frame; the feature issue fills it. */
export default function CouriersPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.couriers.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.couriers.title') },
        ]}
      />
      <EmptyState icon="truck" title={t('pages.couriers.emptyTitle')} description={t('pages.couriers.emptyDescription')} />
    </>
  );
}
