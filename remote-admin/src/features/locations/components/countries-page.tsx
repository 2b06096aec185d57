import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Countries (/admin/countries): the page frame; the feature issue fills it. */
export default function CountriesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.countries.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.countries.title') },
        ]}
      />
      <EmptyState icon="globe" title={t('pages.countries.emptyTitle')} description={t('pages.countries.emptyDescription')} />
    </>
  );
}
