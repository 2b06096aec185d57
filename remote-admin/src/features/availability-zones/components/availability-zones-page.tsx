import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Availability zones (/admin/availability-zones): the page frame; the feature issue fills it. */
export default function AvailabilityZonesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.availabilityZones.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.availabilityZones.title') },
        ]}
      />
      <EmptyState icon="map" title={t('pages.availabilityZones.emptyTitle')} description={t('pages.availabilityZones.emptyDescription')} />
    </>
  );
}
