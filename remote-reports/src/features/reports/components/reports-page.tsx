import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Reports (/reports): the page frame; the feature issue fills it. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  return (
    <>
      <PageHeader
        title={t('pages.reports.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.reports.title') },
        ]}
      />
      <EmptyState icon="reports" title={t('pages.reports.emptyTitle')} description={t('pages.reports.emptyDescription')} />
    </>
  );
}
