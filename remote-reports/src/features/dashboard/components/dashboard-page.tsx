import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Dashboard (/): the page frame; the feature issue fills it. */
export default function DashboardPage() {
  const { t } = useTranslation('reports');
  return (
    <>
      <PageHeader
        title={t('pages.dashboard.title')}
        breadcrumbs={[
          { label: t('pages.dashboard.title') },
        ]}
      />
      <EmptyState icon="dashboard" title={t('pages.dashboard.emptyTitle')} description={t('pages.dashboard.emptyDescription')} />
    </>
  );
}
