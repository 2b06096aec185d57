/**
 * A shipment's parcel, one rule for the shipment import (its columns, what a row may leave empty), the draft
 * wizard and processing (docs/architecture.md#pricing-and-coverage): a parcel is either of a parcel type (its
 * weight and size come from the type unless entered) or a custom parcel, priced by the weight entered and, when
 * all three are entered, by its volume (L×W×H/5000) when that is larger.
 */

/** The bounds of a parcel's fields (the draft schema, the import's cells, the wizard). */
export const PARCEL_LIMITS = { quantity: 100, weightKg: 1000, dimensionCm: 300 } as const;

export const DIMENSION_FIELDS = ['lengthCm', 'widthCm', 'heightCm'] as const;
export type ParcelField = 'parcelTypeId' | 'weightKg' | (typeof DIMENSION_FIELDS)[number];

export interface ParcelFields {
  parcelTypeId?: string | null;
  weightKg?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
}

/** Why a parcel cannot be priced; messages are keys of validationMessages. */
export interface ParcelProblem {
  field: ParcelField;
  messageKey: 'weightOrParcelType' | 'dimensionsTogether';
}

const given = (value: number | null | undefined) => typeof value === 'number' && value > 0;

/**
 * What keeps a parcel from being priced, each naming its field: none for a parcel type; a custom parcel needs
 * its weight, and its dimensions all three or none.
 */
export function parcelProblems(parcel: ParcelFields): ParcelProblem[] {
  if (parcel.parcelTypeId) return [];
  const problems: ParcelProblem[] = [];
  if (!given(parcel.weightKg)) problems.push({ field: 'weightKg', messageKey: 'weightOrParcelType' });
  if (DIMENSION_FIELDS.some((field) => given(parcel[field])))
    for (const field of DIMENSION_FIELDS)
      if (!given(parcel[field])) problems.push({ field, messageKey: 'dimensionsTogether' });
  return problems;
}

/**
 * When a column of the import must be filled: always, never, for a custom parcel (a row without a parcel type),
 * or when another dimension of a custom parcel is given.
 */
export type ImportRequirement = 'required' | 'optional' | 'customParcel' | 'customDimensions';

/** The import's columns in the template's order: English (canonical) and Arabic header, and when each is needed. */
export const SHIPMENT_IMPORT_COLUMNS = [
  { key: 'recipient_name', ar: 'اسم المستلم', requirement: 'required' },
  { key: 'recipient_phone', ar: 'هاتف المستلم', requirement: 'required' },
  { key: 'recipient_email', ar: 'البريد الإلكتروني للمستلم', requirement: 'optional' },
  { key: 'country', ar: 'الدولة', requirement: 'required' },
  { key: 'region', ar: 'المحافظة', requirement: 'optional' },
  { key: 'city', ar: 'المدينة', requirement: 'required' },
  { key: 'village', ar: 'القرية', requirement: 'optional' },
  { key: 'address_line', ar: 'العنوان', requirement: 'required' },
  { key: 'building_number', ar: 'رقم المبنى', requirement: 'optional' },
  { key: 'parcel_type', ar: 'نوع الطرد', requirement: 'optional' },
  { key: 'quantity', ar: 'الكمية', requirement: 'required' },
  { key: 'weight_kg', ar: 'الوزن (كغ)', requirement: 'customParcel' },
  { key: 'length_cm', ar: 'الطول (سم)', requirement: 'customDimensions' },
  { key: 'width_cm', ar: 'العرض (سم)', requirement: 'customDimensions' },
  { key: 'height_cm', ar: 'الارتفاع (سم)', requirement: 'customDimensions' },
  { key: 'notes', ar: 'ملاحظات', requirement: 'optional' },
  { key: 'payment_type', ar: 'طريقة الدفع', requirement: 'optional' },
  { key: 'cod_amount', ar: 'مبلغ الدفع عند الاستلام', requirement: 'optional' },
  { key: 'reference', ar: 'المرجع', requirement: 'optional' },
] as const satisfies readonly { key: string; ar: string; requirement: ImportRequirement }[];
export type ShipmentImportColumn = (typeof SHIPMENT_IMPORT_COLUMNS)[number]['key'];

/** The import column of each parcel field. */
export const PARCEL_COLUMN: Record<ParcelField, ShipmentImportColumn> = {
  parcelTypeId: 'parcel_type',
  weightKg: 'weight_kg',
  lengthCm: 'length_cm',
  widthCm: 'width_cm',
  heightCm: 'height_cm',
};

type ParcelCells = Partial<Record<'parcel_type' | 'weight_kg' | 'length_cm' | 'width_cm' | 'height_cm', string>>;

/**
 * The parcel shapes a row may take, as the template's help lists them: the accepted ones are booked as they
 * stand, the others are refused by the import naming the column.
 */
export const IMPORT_PARCEL_SHAPES = [
  { key: 'parcelType', accepted: true, cells: { parcel_type: 'small-box' } },
  { key: 'parcelTypeWeight', accepted: true, cells: { parcel_type: 'small-box', weight_kg: '3' } },
  {
    key: 'parcelTypeSize',
    accepted: true,
    cells: { parcel_type: 'small-box', weight_kg: '1.5', length_cm: '30', width_cm: '20', height_cm: '15' },
  },
  { key: 'customWeight', accepted: true, cells: { weight_kg: '2' } },
  {
    key: 'customWeightSize',
    accepted: true,
    cells: { weight_kg: '1', length_cm: '50', width_cm: '40', height_cm: '30' },
  },
  { key: 'customNoWeight', accepted: false, cells: { length_cm: '50', width_cm: '40', height_cm: '30' } },
  { key: 'customPartialSize', accepted: false, cells: { weight_kg: '2', length_cm: '50' } },
  { key: 'nothing', accepted: false, cells: {} },
] as const satisfies readonly { key: string; accepted: boolean; cells: ParcelCells }[];
