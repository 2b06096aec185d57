import { useTranslation } from '@portal/shared';
import { OrganizationFields } from '@portal/shared/organization-form';

/** The edit form's fields (inside the Formik form), in the admin's words. */
export function AdminOrganizationFields() {
  const { t } = useTranslation('admin');
  const labels = {
    name: t('pages.organizations.name'),
    email: t('pages.organizations.email'),
    phoneNumber: t('pages.organizations.phoneNumber'),
    address: t('pages.organizations.address'),
    taxNumber: t('pages.organizations.taxNumber'),
  };
  return <OrganizationFields labels={labels} columns={2} />;
}
