// @portal/shared/organization-form — an organization's details as a form: values, rules (the API's
// limits), conversions to and from the API, and the fields. The organization's own settings
// (remote-organization) and the admin's edit (remote-admin) use it. Its own entry: it checks phone
// numbers (libphonenumber's metadata), which must never reach the login page.
import { isEmail } from '@portal/shared/domain';
import { isPhoneNumber } from '@portal/shared/domain/phone';
import { object, string } from 'yup';
import { SimpleGrid, Stack } from '@portal/shared/ui/core';
import { TextField } from '@portal/shared/ui/forms';

/** The details as a form holds them ('' for a blank optional field). */
export interface OrganizationFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  taxNumber: string;
}

/** The details as the API sends and takes them (blank optional fields are null). */
export interface OrganizationDetails {
  name: string;
  email?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  taxNumber?: string | null;
}

export const EMPTY_ORGANIZATION_VALUES: OrganizationFormValues = {
  name: '',
  email: '',
  phoneNumber: '',
  address: '',
  taxNumber: '',
};

/** The API's limits; messages are keys of the 'validation' namespace. */
export const organizationFormSchema = object({
  name: string().trim().required('required').max(200, 'tooLong'),
  email: string()
    .trim()
    .max(254, 'tooLong')
    .test('email', 'emailFormat', (value) => !value || isEmail(value)),
  phoneNumber: string()
    .trim()
    .test('phone', 'phone', (value) => !value || isPhoneNumber(value)),
  address: string().trim().max(500, 'tooLong'),
  taxNumber: string().trim().max(64, 'tooLong'),
});

export function toOrganizationFormValues(organization: OrganizationDetails): OrganizationFormValues {
  return {
    name: organization.name,
    email: organization.email ?? '',
    phoneNumber: organization.phoneNumber ?? '',
    address: organization.address ?? '',
    taxNumber: organization.taxNumber ?? '',
  };
}

/** The request body: blank optional fields are sent as null (cleared), the phone as typed (the API stores E.164). */
export function toOrganizationInput(values: OrganizationFormValues): Required<OrganizationDetails> {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    email: optional(values.email),
    phoneNumber: optional(values.phoneNumber),
    address: optional(values.address),
    taxNumber: optional(values.taxNumber),
  };
}

export interface OrganizationFieldsProps {
  /** Each field's label, in the user's language (the app's own strings). */
  labels: Record<keyof OrganizationFormValues, string>;
  /** Shown under the phone number (e.g. how to write a foreign number). */
  phoneHelp?: string;
  disabled?: boolean;
  /** Two columns where the form has the room; one in a narrow card or drawer. */
  columns?: 1 | 2;
}

/** The details' fields, inside a Formik form whose values are `OrganizationFormValues`. */
export function OrganizationFields({ labels, phoneHelp, disabled, columns = 1 }: OrganizationFieldsProps) {
  return (
    <Stack gap="4">
      <TextField name="name" label={labels.name} required disabled={disabled} autoComplete="organization" />
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
        <TextField
          name="email"
          label={labels.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          disabled={disabled}
        />
        <TextField
          name="phoneNumber"
          label={labels.phoneNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          helperText={phoneHelp}
          disabled={disabled}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
        <TextField name="address" label={labels.address} rows={2} autoComplete="street-address" disabled={disabled} />
        <TextField name="taxNumber" label={labels.taxNumber} dir="ltr" disabled={disabled} />
      </SimpleGrid>
    </Stack>
  );
}
