import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Organization (/organization): the page frame; the feature issue fills it. */
export default function OrganizationPage() {
  const { t } = useTranslation('organization');
  return (
    <>
      <PageHeader
        title={t('pages.organization.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.organization.title') },
        ]}
      />
      <EmptyState icon="organization" title={t('pages.organization.emptyTitle')} description={t('pages.organization.emptyDescription')} />
    </>
  );
}
