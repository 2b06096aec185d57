import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Shipments (/shipments): the page frame; the feature issue fills it. */
export default function ShipmentsPage() {
  const { t } = useTranslation('shipments');
  return (
    <>
      <PageHeader
        title={t('pages.shipments.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.shipments.title') },
        ]}
      />
      <EmptyState icon="shipments" title={t('pages.shipments.emptyTitle')} description={t('pages.shipments.emptyDescription')} />
    </>
  );
}
