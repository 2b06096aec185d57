import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Parcel types (/admin/parcel-types): the page frame; the feature issue fills it. */
export default function ParcelTypesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.parcelTypes.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.parcelTypes.title') },
        ]}
      />
      <EmptyState icon="box" title={t('pages.parcelTypes.emptyTitle')} description={t('pages.parcelTypes.emptyDescription')} />
    </>
  );
}
