import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Villages (/admin/villages): the page frame; the feature issue fills it. */
export default function VillagesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.villages.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.villages.title') },
        ]}
      />
      <EmptyState icon="map" title={t('pages.villages.emptyTitle')} description={t('pages.villages.emptyDescription')} />
    </>
  );
}
