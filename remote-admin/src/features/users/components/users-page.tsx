import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Users (/admin/users): the page frame; the feature issue fills it. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('pages.users.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.users.title') },
        ]}
      />
      <EmptyState icon="users" title={t('pages.users.emptyTitle')} description={t('pages.users.emptyDescription')} />
    </>
  );
}
