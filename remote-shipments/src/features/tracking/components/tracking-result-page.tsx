import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Tracking (/track/:trackingNumber): the page frame; the feature issue fills it. */
export default function TrackingResultPage() {
  const { t } = useTranslation('shipments');
  return (
    <>
      <PageHeader
        title={t('pages.trackingResult.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.track.title'), to: '/track' },
          { label: t('pages.trackingResult.title') },
        ]}
      />
      <EmptyState icon="truck" title={t('pages.trackingResult.emptyTitle')} description={t('pages.trackingResult.emptyDescription')} />
    </>
  );
}
