import { isEmail } from '@portal/shared/domain';
import { isPhoneNumber } from '@portal/shared/domain/phone';
import { object, string } from 'yup';
import type { Organization, OrganizationInput } from '../api/types';

/** The organization's details as the create and settings forms edit them ('' for a blank optional field). */
export interface OrganizationFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  taxNumber: string;
}

export const EMPTY_ORGANIZATION: OrganizationFormValues = {
  name: '',
  email: '',
  phoneNumber: '',
  address: '',
  taxNumber: '',
};

/** The API's limits; messages are keys of the 'validation' namespace. */
export const organizationSchema = object({
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

export function toFormValues(organization: Organization): OrganizationFormValues {
  return {
    name: organization.name,
    email: organization.email ?? '',
    phoneNumber: organization.phoneNumber ?? '',
    address: organization.address ?? '',
    taxNumber: organization.taxNumber ?? '',
  };
}

/** The request body: blank optional fields are sent as null (cleared), the phone as typed (the API stores E.164). */
export function toOrganizationInput(values: OrganizationFormValues): OrganizationInput {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    email: optional(values.email),
    phoneNumber: optional(values.phoneNumber),
    address: optional(values.address),
    taxNumber: optional(values.taxNumber),
  };
}
