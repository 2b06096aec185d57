import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Track a shipment (/track): the page frame; the feature issue fills it. */
export default function TrackPage() {
  const { t } = useTranslation('shipments');
  return (
    <>
      <PageHeader
        title={t('pages.track.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.track.title') },
        ]}
      />
      <EmptyState icon="search" title={t('pages.track.emptyTitle')} description={t('pages.track.emptyDescription')} />
    </>
  );
}
