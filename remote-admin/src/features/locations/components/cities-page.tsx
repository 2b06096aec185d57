import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Cities (/admin/cities): the page frame; the feature issue fills it. */
export default function CitiesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.cities.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.cities.title') },
        ]}
      />
      <EmptyState icon="map" title={t('pages.cities.emptyTitle')} description={t('pages.cities.emptyDescription')} />
    </>
  );
}
