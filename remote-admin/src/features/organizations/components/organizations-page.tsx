import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Organizations (/admin/organizations): the page frame; the feature issue fills it. */
export default function OrganizationsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.organizations.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.organizations.title') },
        ]}
      />
      <EmptyState icon="organization" title={t('pages.organizations.emptyTitle')} description={t('pages.organizations.emptyDescription')} />
    </>
  );
}
