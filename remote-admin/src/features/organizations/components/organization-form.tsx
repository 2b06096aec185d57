import * as yup from 'yup';
import { useTranslation } from '@portal/shared';
import { isEmail } from '@portal/shared/domain';
import { isPhoneNumber } from '@portal/shared/domain/phone';
import { SimpleGrid } from '@portal/shared/ui/core';
import { TextField } from '@portal/shared/ui/forms';
import type { AdminOrganization, OrganizationInput } from '../api/types';

/** The organization's details as the edit form holds them ('' for a blank optional field). */
export interface OrganizationValues {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  taxNumber: string;
}

/** The API's limits; messages are keys of the 'validation' namespace. */
export const organizationSchema = yup.object({
  name: yup.string().trim().required('required').max(200, 'tooLong'),
  email: yup
    .string()
    .trim()
    .max(254, 'tooLong')
    .test('email', 'emailFormat', (value) => !value || isEmail(value)),
  phoneNumber: yup
    .string()
    .trim()
    .test('phone', 'phone', (value) => !value || isPhoneNumber(value)),
  address: yup.string().trim().max(500, 'tooLong'),
  taxNumber: yup.string().trim().max(64, 'tooLong'),
});

export function toOrganizationValues(organization: AdminOrganization): OrganizationValues {
  return {
    name: organization.name,
    email: organization.email ?? '',
    phoneNumber: organization.phoneNumber ?? '',
    address: organization.address ?? '',
    taxNumber: organization.taxNumber ?? '',
  };
}

/** The request body: blank optional fields are sent as null (cleared), the phone as typed (the API stores E.164). */
export function toOrganizationInput(values: OrganizationValues): OrganizationInput {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    email: optional(values.email),
    phoneNumber: optional(values.phoneNumber),
    address: optional(values.address),
    taxNumber: optional(values.taxNumber),
  };
}

/** The edit form's fields, inside the Formik form. */
export function OrganizationFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField name="name" label={t('pages.organizations.name')} required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="email" type="email" label={t('pages.organizations.email')} inputMode="email" dir="ltr" />
        <TextField
          name="phoneNumber"
          type="tel"
          label={t('pages.organizations.phoneNumber')}
          inputMode="tel"
          dir="ltr"
        />
      </SimpleGrid>
      <TextField name="taxNumber" label={t('pages.organizations.taxNumber')} dir="ltr" />
      <TextField name="address" label={t('pages.organizations.address')} rows={3} />
    </>
  );
}
