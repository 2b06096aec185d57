import { filsToJodString, jodStringToFils, PARCEL_LIMITS, parcelProblems } from '@portal/shared/domain';
import { isPhoneNumber } from '@portal/shared/domain/phone';
import { mixed, number, object, string, ValidationError } from 'yup';
import type { DraftInput, InlineRecipient, Shipment } from '../../api/types';

export interface RecipientFormValues {
  name: string;
  phoneNumber: string;
  email: string;
  countryId: string | null;
  regionId: string | null;
  cityId: string | null;
  villageId: string | null;
  addressLine: string;
  buildingNumber: string;
}

export interface WizardValues {
  senderAddressId: string;
  recipientMode: 'book' | 'new';
  recipientAddressId: string;
  recipient: RecipientFormValues;
  saveRecipient: boolean;
  shipmentTypeId: string;
  serviceTypeId: string;
  parcelTypeId: string;
  parcelQuantity: number | '';
  weightKg: number | '';
  /** A custom parcel's dimensions (no parcel type): all three or none. */
  lengthCm: number | '';
  widthCm: number | '';
  heightCm: number | '';
  parcelNotes: string;
  /** The sender's own order number (optional; another shipment may carry it too, with a warning). */
  reference: string;
  paymentType: 'cod' | 'prepaid';
  /** JOD as typed ('12.5'); sent as fils. */
  codAmount: string;
}

export const EMPTY_RECIPIENT: RecipientFormValues = {
  name: '',
  phoneNumber: '',
  email: '',
  countryId: null,
  regionId: null,
  cityId: null,
  villageId: null,
  addressLine: '',
  buildingNumber: '',
};

export const EMPTY_WIZARD: WizardValues = {
  senderAddressId: '',
  recipientMode: 'book',
  recipientAddressId: '',
  recipient: EMPTY_RECIPIENT,
  saveRecipient: false,
  shipmentTypeId: '',
  serviceTypeId: '',
  parcelTypeId: '',
  parcelQuantity: 1,
  weightKg: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  parcelNotes: '',
  reference: '',
  paymentType: 'prepaid',
  codAmount: '',
};

export const WIZARD_STEPS = ['location', 'details', 'review'] as const;

/** The API's limit on a shipment's reference (the import's `reference` column's too). */
export const REFERENCE_MAX_LENGTH = 100;

const positiveUpTo = (max: number) =>
  mixed().test(
    'positive',
    'number',
    (value) => value === '' || value === undefined || (typeof value === 'number' && value > 0 && value <= max),
  );

const positive = (value: number | '') => (typeof value === 'number' && value > 0 ? value : null);

/** The parcel as the API takes it: no parcel type makes a custom parcel, whose dimensions are sent. */
function parcelFieldsOf(values: WizardValues) {
  const custom = !values.parcelTypeId;
  return {
    parcelTypeId: values.parcelTypeId || null,
    weightKg: positive(values.weightKg),
    lengthCm: custom ? positive(values.lengthCm) : null,
    widthCm: custom ? positive(values.widthCm) : null,
    heightCm: custom ? positive(values.heightCm) : null,
  };
}

/**
 * The parcel rule the import and processing apply (@portal/shared/domain): a parcel type, or a custom parcel's
 * weight and its dimensions all three or none; each problem beside its field.
 */
function parcelRule(values: unknown) {
  const problems = parcelProblems(parcelFieldsOf(values as WizardValues));
  if (problems.length === 0) return true;
  return new ValidationError(
    problems.map((problem) => new ValidationError(problem.messageKey, undefined, problem.field, 'parcel')),
  );
}

/** Per-step rules; messages are keys of the 'validation' namespace or of this remote's. */
export const STEP_SCHEMAS = [
  object({
    senderAddressId: string().required('required'),
    recipientMode: mixed<'book' | 'new'>().oneOf(['book', 'new']).required(),
    recipientAddressId: string().when('recipientMode', { is: 'book', then: (s) => s.required('required') }),
    recipient: object().when('recipientMode', {
      is: 'new',
      then: () =>
        object({
          name: string().trim().required('required').max(120, 'tooLong'),
          phoneNumber: string()
            .trim()
            .required('required')
            .test('phone', 'phone', (value) => !value || isPhoneNumber(value)),
          email: string().trim().email('emailFormat'),
          addressLine: string().trim().required('required').max(300, 'tooLong'),
        }),
    }),
  }),
  object({
    parcelQuantity: number()
      .typeError('integer')
      .required('required')
      .integer('integer')
      .min(1, 'required')
      .max(100, 'integer'),
    weightKg: positiveUpTo(PARCEL_LIMITS.weightKg),
    lengthCm: positiveUpTo(PARCEL_LIMITS.dimensionCm),
    widthCm: positiveUpTo(PARCEL_LIMITS.dimensionCm),
    heightCm: positiveUpTo(PARCEL_LIMITS.dimensionCm),
    reference: string().trim().max(REFERENCE_MAX_LENGTH, 'tooLong'),
    paymentType: mixed<'cod' | 'prepaid'>().oneOf(['cod', 'prepaid']).required('required'),
    codAmount: string().when('paymentType', {
      is: 'cod',
      then: (s) =>
        s
          .required('required')
          .test('jod', 'shipments:wizard.codAmountInvalid', (value) => !!value && (jodStringToFils(value) ?? -1) > 0),
    }),
  }).test('parcel', parcelRule),
  object({}),
];

const orNull = (value: string) => (value.trim() ? value.trim() : null);

function inlineRecipient(values: WizardValues): InlineRecipient | null {
  const r = values.recipient;
  if (!r.name.trim() || !r.phoneNumber.trim() || !r.countryId || !r.cityId || !r.addressLine.trim()) return null;
  return {
    name: r.name.trim(),
    phoneNumber: r.phoneNumber.trim(),
    email: orNull(r.email),
    countryId: r.countryId,
    regionId: r.regionId,
    cityId: r.cityId,
    villageId: r.villageId,
    addressLine: r.addressLine.trim(),
    buildingNumber: orNull(r.buildingNumber),
  };
}

/** What a draft save sends: whatever is filled in so far (a draft may be incomplete). */
export function draftInput(values: WizardValues): DraftInput {
  const recipient =
    values.recipientMode === 'new'
      ? { recipient: inlineRecipient(values) }
      : { recipientAddressId: values.recipientAddressId || null };
  return {
    senderAddressId: values.senderAddressId || null,
    ...recipient,
    shipmentTypeId: values.shipmentTypeId || null,
    serviceTypeId: values.serviceTypeId || null,
    parcelQuantity: typeof values.parcelQuantity === 'number' && values.parcelQuantity >= 1 ? values.parcelQuantity : 1,
    ...parcelFieldsOf(values),
    parcelNotes: orNull(values.parcelNotes),
    reference: orNull(values.reference),
    paymentType: values.paymentType,
    codAmountFils: values.paymentType === 'cod' ? Math.max(0, jodStringToFils(values.codAmount) ?? 0) : 0,
  };
}

export { inlineRecipient };

/** The form values of a saved draft (editing it again). */
export function valuesFromShipment(shipment: Shipment): WizardValues {
  const typedRecipient = !shipment.recipientAddressId && shipment.recipient;
  return {
    senderAddressId: shipment.senderAddressId ?? '',
    recipientMode: typedRecipient ? 'new' : 'book',
    recipientAddressId: shipment.recipientAddressId ?? '',
    recipient: typedRecipient
      ? {
          name: shipment.recipient!.name,
          phoneNumber: shipment.recipient!.phoneNumber,
          email: shipment.recipient!.email ?? '',
          countryId: shipment.recipient!.countryId,
          regionId: shipment.recipient!.regionId,
          cityId: shipment.recipient!.cityId,
          villageId: shipment.recipient!.villageId,
          addressLine: shipment.recipient!.addressLine,
          buildingNumber: shipment.recipient!.buildingNumber ?? '',
        }
      : EMPTY_RECIPIENT,
    saveRecipient: false,
    shipmentTypeId: shipment.shipmentType?.id ?? '',
    serviceTypeId: shipment.serviceType?.id ?? '',
    parcelTypeId: shipment.parcelType?.id ?? '',
    parcelQuantity: shipment.parcelQuantity,
    weightKg: shipment.weightKg ?? '',
    lengthCm: shipment.lengthCm ?? '',
    widthCm: shipment.widthCm ?? '',
    heightCm: shipment.heightCm ?? '',
    parcelNotes: shipment.parcelNotes ?? '',
    reference: shipment.reference ?? '',
    paymentType: shipment.paymentType,
    codAmount: shipment.paymentType === 'cod' ? filsToJodString(shipment.codAmountFils) : '',
  };
}
