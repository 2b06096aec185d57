import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** API keys (/api-keys): the page frame; the feature issue fills it. */
export default function ApiKeysPage() {
  const { t } = useTranslation('organization');
  return (
    <>
      <PageHeader
        title={t('pages.apiKeys.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.apiKeys.title') },
        ]}
      />
      <EmptyState icon="key" title={t('pages.apiKeys.emptyTitle')} description={t('pages.apiKeys.emptyDescription')} />
    </>
  );
}
