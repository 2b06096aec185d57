import { useTranslation } from '@portal/shared';
import { EmptyState, PageHeader } from '@portal/shared/ui';

/** Addresses (/addresses): the page frame; the feature issue fills it. */
export default function AddressesPage() {
  const { t } = useTranslation('addresses');
  return (
    <>
      <PageHeader
        title={t('pages.addresses.title')}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.addresses.title') },
        ]}
      />
      <EmptyState icon="addresses" title={t('pages.addresses.emptyTitle')} description={t('pages.addresses.emptyDescription')} />
    </>
  );
}
