import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Rates (/admin/rates): the page frame; the feature issue fills it. */
export default function RatesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.rates.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.rates.title') },
        ]}
      />
      <EmptyState icon="rates" title={t('pages.rates.emptyTitle')} description={t('pages.rates.emptyDescription')} />
    </>
  );
}
