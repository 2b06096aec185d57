import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Service types (/admin/service-types): the page frame; the feature issue fills it. */
export default function ServiceTypesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.serviceTypes.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.serviceTypes.title') },
        ]}
      />
      <EmptyState icon="settings" title={t('pages.serviceTypes.emptyTitle')} description={t('pages.serviceTypes.emptyDescription')} />
    </>
  );
}
