import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Regions (/admin/regions): the page frame; the feature issue fills it. */
export default function RegionsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.regions.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.regions.title') },
        ]}
      />
      <EmptyState icon="map" title={t('pages.regions.emptyTitle')} description={t('pages.regions.emptyDescription')} />
    </>
  );
}
