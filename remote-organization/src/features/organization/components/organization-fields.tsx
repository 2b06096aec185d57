import { useTranslation } from '@portal/shared';
import { OrganizationFields, type OrganizationFieldsProps } from '@portal/shared/organization-form';

/** The organization's details, for the create form and the settings form (inside their Formik), in this app's words. */
export function OrganizationDetailsFields(props: Omit<OrganizationFieldsProps, 'labels' | 'phoneHelp'>) {
  const { t } = useTranslation('organization');
  const labels = {
    name: t('fields.name'),
    email: t('fields.email'),
    phoneNumber: t('fields.phoneNumber'),
    address: t('fields.address'),
    taxNumber: t('fields.taxNumber'),
  };
  return <OrganizationFields labels={labels} phoneHelp={t('fields.phoneHelp')} {...props} />;
}
