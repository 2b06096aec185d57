import { AddressType, isEmail } from '@portal/shared/domain';
import { isPhoneNumber } from '@portal/shared/domain/phone';
import { boolean, mixed, object, string } from 'yup';
import type { Address, AddressInput } from '../api/types';

export interface AddressFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  countryId: string | null;
  regionId: string | null;
  cityId: string | null;
  villageId: string | null;
  addressLine: string;
  buildingNumber: string;
  type: AddressType | '';
  isPrimary: boolean;
  /** The language messages to this person are written in; '' for the sender's own. */
  language: 'en' | 'ar' | '';
  latitude: number | null;
  longitude: number | null;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  email: '',
  phoneNumber: '',
  countryId: null,
  regionId: null,
  cityId: null,
  villageId: null,
  addressLine: '',
  buildingNumber: '',
  type: AddressType.PickUp,
  isPrimary: false,
  language: '',
  latitude: null,
  longitude: null,
};

/**
 * The form's rules; messages are keys of the 'validation' namespace (the domain's texts in both
 * languages). The places are checked by LocationCascadeFields itself.
 */
export const addressSchema = object({
  name: string().trim().required('required').max(200, 'tooLong'),
  email: string()
    .trim()
    .max(254, 'tooLong')
    .test('email', 'emailFormat', (value) => !value || isEmail(value)),
  phoneNumber: string()
    .trim()
    .required('required')
    .test('phone', 'phone', (value) => !value || isPhoneNumber(value)),
  addressLine: string().trim().required('required').max(500, 'tooLong'),
  buildingNumber: string().trim().max(50, 'tooLong'),
  type: mixed<AddressType | ''>().oneOf([AddressType.DropOff, AddressType.PickUp], 'required').required('required'),
  isPrimary: boolean(),
  language: mixed<'en' | 'ar' | ''>().oneOf(['en', 'ar', ''], 'required'),
});

export function toFormValues(address: Address): AddressFormValues {
  return {
    name: address.name,
    email: address.email ?? '',
    phoneNumber: address.phoneNumber,
    countryId: address.country.id,
    regionId: address.region?.id ?? null,
    cityId: address.city.id,
    villageId: address.village?.id ?? null,
    addressLine: address.addressLine,
    buildingNumber: address.buildingNumber ?? '',
    type: address.type,
    isPrimary: address.isPrimary,
    language: address.language ?? '',
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** The request body (call after validation: required fields are present). */
export function toAddressInput(values: AddressFormValues): AddressInput {
  const type = values.type === '' ? AddressType.PickUp : values.type;
  return {
    name: values.name.trim(),
    email: values.email.trim() || null,
    phoneNumber: values.phoneNumber.trim(),
    countryId: values.countryId ?? '',
    regionId: values.regionId,
    cityId: values.cityId ?? '',
    villageId: values.villageId,
    addressLine: values.addressLine.trim(),
    buildingNumber: values.buildingNumber.trim() || null,
    type,
    // Only a pick-up address can be primary (the API refuses the rest).
    isPrimary: type === AddressType.PickUp && values.isPrimary,
    language: values.language || null,
    latitude: values.latitude,
    longitude: values.longitude,
  };
}
