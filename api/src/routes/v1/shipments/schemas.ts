import { SHIPMENT_TABS } from '@portal/shared/domain';
import { Type } from '@sinclair/typebox';
import {
  DateTime,
  IsoDate,
  Language,
  Nullable,
  PageOf,
  PageQuery,
  PhoneNumber,
  ReadinessSchema,
  ShipmentStatusSchema,
  type Static,
  StrictObject,
  Uuid,
  VersionNumber,
  EventCitySchema,
} from '../../../lib/schemas';
import { IMPORT_LIMITS } from '../../../services/imports/csv';

const PlaceName = { name: Type.String(), nameAr: Type.String() };

/** Sender or recipient as the shipment shows it: the booked snapshot, or the address book entry while a draft. */
export const ShipmentAddress = Type.Object(
  {
    name: Type.String(),
    email: Nullable(Type.String()),
    phoneNumber: Type.String(),
    countryId: Uuid,
    countryName: Type.String(),
    countryNameAr: Type.String(),
    regionId: Nullable(Uuid),
    regionName: Nullable(Type.String()),
    regionNameAr: Nullable(Type.String()),
    cityId: Uuid,
    cityName: Type.String(),
    cityNameAr: Type.String(),
    villageId: Nullable(Uuid),
    villageName: Nullable(Type.String()),
    villageNameAr: Nullable(Type.String()),
    addressLine: Type.String(),
    buildingNumber: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    language: Type.Optional(Nullable(Language)),
  },
  { $id: 'ShipmentAddress', title: 'ShipmentAddress' },
);

/** The sender's own reference (an order number): the import's `reference` column's limit. */
const ShipmentReference = Type.String({
  maxLength: IMPORT_LIMITS.reference,
  description:
    "The sender's own reference (an order number); blank clears it. Another shipment may carry the same one.",
});

/** A recipient typed into the wizard and not (yet) in the address book. */
export const InlineRecipient = StrictObject({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  phoneNumber: PhoneNumber,
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  countryId: Uuid,
  regionId: Type.Optional(Nullable(Uuid)),
  cityId: Uuid,
  villageId: Type.Optional(Nullable(Uuid)),
  addressLine: Type.String({ minLength: 1, maxLength: 300 }),
  buildingNumber: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  language: Type.Optional(Nullable(Language)),
});
export type InlineRecipient = Static<typeof InlineRecipient>;

const draftFields = {
  senderAddressId: Type.Optional(Nullable(Uuid)),
  recipientAddressId: Type.Optional(Nullable(Uuid)),
  recipient: Type.Optional(Nullable(InlineRecipient)),
  shipmentTypeId: Type.Optional(Nullable(Uuid)),
  // A preferred service: the draft's rates then list only it (blank: every service).
  serviceTypeId: Type.Optional(Nullable(Uuid)),
  parcelTypeId: Type.Optional(Nullable(Uuid)),
  parcelQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  weightKg: Type.Optional(
    Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1000, description: 'Total actual weight of all pieces' })),
  ),
  lengthCm: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 300 }))),
  widthCm: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 300 }))),
  heightCm: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 300 }))),
  parcelNotes: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  paymentType: Type.Optional(Type.Union([Type.Literal('cod'), Type.Literal('prepaid')])),
  codAmountFils: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Cash on delivery amount in fils (JOD × 1000)' }),
  ),
  reference: Type.Optional(Nullable(ShipmentReference)),
};

export const CreateDraftBody = StrictObject(draftFields);
export type CreateDraftBody = Static<typeof CreateDraftBody>;
export const UpdateDraftBody = StrictObject({ ...draftFields, version: VersionNumber() });
export type UpdateDraftBody = Static<typeof UpdateDraftBody>;

const TypeRef = Type.Object({ id: Uuid, code: Type.String(), ...PlaceName });

export const CourierRef = Type.Object(
  { id: Uuid, code: Type.String(), ...PlaceName, website: Nullable(Type.String()), logoUrl: Nullable(Type.String()) },
  { $id: 'ShipmentCourier', title: 'ShipmentCourier' },
);

export const TrackingEvent = Type.Object(
  {
    id: Uuid,
    status: ShipmentStatusSchema,
    occurredAt: DateTime,
    location: Nullable(Type.String()),
    city: EventCitySchema,
    note: Nullable(Type.String()),
    source: Type.Union([Type.Literal('portal'), Type.Literal('courier'), Type.Literal('system')]),
  },
  { $id: 'TrackingEvent', title: 'TrackingEvent' },
);

export const PriceBreakdown = Type.Object({
  chargeableWeightKg: Type.Number(),
  basePriceFils: Type.Integer(),
  weightPriceFils: Type.Integer(),
  totalFils: Type.Integer(),
  currency: Type.Literal('JOD'),
  transitDays: Type.Integer(),
});

export const Shipment = Type.Object(
  {
    id: Uuid,
    version: Type.Integer(),
    readiness: ReadinessSchema,
    status: Nullable(ShipmentStatusSchema, { description: 'Null while a draft' }),
    trackingNumber: Nullable(Type.String()),
    senderAddressId: Nullable(Uuid),
    recipientAddressId: Nullable(Uuid),
    sender: Nullable(Type.Ref('ShipmentAddress')),
    recipient: Nullable(Type.Ref('ShipmentAddress')),
    shipmentType: Nullable(TypeRef),
    serviceType: Nullable(TypeRef),
    parcelType: Nullable(TypeRef),
    parcelQuantity: Type.Integer(),
    weightKg: Nullable(Type.Number()),
    lengthCm: Nullable(Type.Number()),
    widthCm: Nullable(Type.Number()),
    heightCm: Nullable(Type.Number()),
    parcelNotes: Nullable(Type.String()),
    reference: Nullable(
      Type.String({ description: "The sender's own reference (an order number), from an import or the API" }),
    ),
    importId: Nullable(Type.String({ format: 'uuid', description: 'The import this shipment came from' })),
    paymentType: Type.Union([Type.Literal('cod'), Type.Literal('prepaid')]),
    codAmountFils: Type.Integer(),
    priceFils: Nullable(Type.Integer()),
    currency: Type.String(),
    price: Nullable(PriceBreakdown),
    courier: Nullable(Type.Ref('ShipmentCourier')),
    expectedPickupDate: Nullable(IsoDate({ description: 'None once cancelled' })),
    expectedDeliveryDate: Nullable(IsoDate({ description: 'None once cancelled' })),
    createdAt: DateTime,
    updatedAt: DateTime,
    processedAt: Nullable(DateTime),
    cancelledAt: Nullable(DateTime),
    cancelledBy: Nullable(
      Type.Object(
        { id: Uuid, username: Type.String() },
        { description: 'Who cancelled it (none when not cancelled, or once that user is deleted)' },
      ),
    ),
    deliveredAt: Nullable(DateTime),
    events: Type.Array(Type.Ref('TrackingEvent')),
  },
  { $id: 'Shipment', title: 'Shipment' },
);
export type Shipment = Static<typeof Shipment>;

export const ShipmentListItem = Type.Object(
  {
    id: Uuid,
    version: Type.Integer(),
    readiness: Type.Integer(),
    status: Nullable(Type.Integer()),
    trackingNumber: Nullable(Type.String()),
    recipientName: Nullable(Type.String()),
    recipientCityName: Nullable(Type.String()),
    recipientCityNameAr: Nullable(Type.String()),
    senderCityName: Nullable(Type.String()),
    senderCityNameAr: Nullable(Type.String()),
    courier: Nullable(Type.Object({ id: Uuid, ...PlaceName })),
    serviceTypeCode: Nullable(Type.String()),
    paymentType: Type.Union([Type.Literal('cod'), Type.Literal('prepaid')]),
    codAmountFils: Type.Integer(),
    priceFils: Nullable(Type.Integer()),
    reference: Nullable(Type.String({ description: "The sender's own reference (an order number)" })),
    createdAt: DateTime,
    processedAt: Nullable(DateTime),
    expectedDeliveryDate: Nullable(IsoDate({ description: 'None once cancelled' })),
  },
  { $id: 'ShipmentListItem', title: 'ShipmentListItem' },
);
export type ShipmentListItem = Static<typeof ShipmentListItem>;

export const TAB_KEYS = SHIPMENT_TABS.map((tab) => tab.key);

const filterFields = {
  courierId: Type.Optional(Uuid),
  importId: Type.Optional(Uuid),
  dateFrom: Type.Optional(IsoDate()),
  dateTo: Type.Optional(IsoDate()),
  reference: Type.Optional(
    Type.String({
      maxLength: IMPORT_LIMITS.reference,
      description: "Only shipments with exactly this reference (the sender's own, case and spaces as stored)",
    }),
  ),
};

export const ShipmentListQuery = PageQuery({
  tab: Type.Optional(
    Type.Union(
      TAB_KEYS.map((key) => Type.Literal(key)),
      {
        description:
          'all: every shipment, drafts included; draft: saved, not booked; active: booked and not finished (pending, pick-up, on-going); pending: booked, waiting for pick-up; in-transit: picked up; on-going: out for delivery; delivered; returned; cancelled',
      },
    ),
  ),
  ...filterFields,
});
export type ShipmentListQuery = Static<typeof ShipmentListQuery>;

export const TabCountsQuery = StrictObject({ q: Type.Optional(Type.String({ maxLength: 200 })), ...filterFields });
export type TabCountsQuery = Static<typeof TabCountsQuery>;

export const TabCounts = Type.Object(
  Object.fromEntries(TAB_KEYS.map((key) => [key, Type.Integer()])) as Record<
    (typeof TAB_KEYS)[number],
    ReturnType<typeof Type.Integer>
  >,
  { $id: 'ShipmentTabCounts', title: 'ShipmentTabCounts' },
);

export const ShipmentPage = Type.Composite([
  PageOf(Type.Ref('ShipmentListItem')),
  Type.Object({
    totalIsCapped: Type.Boolean({
      description:
        'True when there are more rows than `total`: the count stopped at 1,000 (or at the end of the page asked for, when further) instead of counting every row. Show it as "1,000+"; the next page exists.',
    }),
  }),
]);

export const Rate = Type.Object(
  {
    courier: Type.Ref('ShipmentCourier'),
    serviceType: TypeRef,
    priceFils: Type.Integer(),
    chargeableWeightKg: Type.Number(),
    basePriceFils: Type.Integer(),
    weightPriceFils: Type.Integer(),
    transitDays: Type.Integer({ description: 'Working days (Sunday–Thursday)' }),
    expectedPickupDate: IsoDate(),
    expectedDeliveryDate: IsoDate(),
  },
  { $id: 'ShipmentRate', title: 'ShipmentRate' },
);

export const RatesResponse = Type.Object({
  items: Type.Array(Type.Ref('ShipmentRate')),
  covered: Type.Boolean(),
  weight: Type.Object(
    {
      actualKg: Type.Number({ description: 'The weight entered (or the parcel type’s), all pieces' }),
      volumetricKg: Type.Number({ description: 'L×W×H/5000 of all pieces' }),
      chargeableKg: Type.Number({ description: 'What every rate is priced on: the larger, rounded up to 0.5 kg' }),
      basis: Type.Union([Type.Literal('actual'), Type.Literal('volumetric')], {
        description: "'volumetric' when the parcels are charged by their volume rather than their weight",
      }),
    },
    { description: 'The chargeable weight of the shipment and why, the same for every rate' },
  ),
  message: Type.Optional(
    Type.String({ description: "'Area not covered' in the caller's language when no courier covers the route" }),
  ),
});

/** Rates for a shipment that is not saved yet (the wizard's live rates). */
export const QuoteBody = StrictObject({
  senderAddressId: Uuid,
  recipientAddressId: Type.Optional(Uuid),
  recipient: Type.Optional(InlineRecipient),
  shipmentTypeId: Type.Optional(Nullable(Uuid)),
  parcelTypeId: Type.Optional(Nullable(Uuid)),
  parcelQuantity: Type.Integer({ minimum: 1, maximum: 100 }),
  weightKg: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1000 }))),
  lengthCm: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 300 }))),
  widthCm: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 300 }))),
  heightCm: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 300 }))),
});
export type QuoteBody = Static<typeof QuoteBody>;

export const ProcessBody = StrictObject({ courierId: Uuid, serviceTypeId: Uuid });
export type ProcessBody = Static<typeof ProcessBody>;

export const CancelBody = StrictObject({
  version: Type.Optional(VersionNumber()),
  note: Type.Optional(Type.String({ maxLength: 300 })),
});
export type CancelBody = Static<typeof CancelBody>;

export const LabelQuery = StrictObject({
  size: Type.Union([Type.Literal('4x6'), Type.Literal('a4')], { default: '4x6' }),
});
export type LabelQuery = Static<typeof LabelQuery>;

/** At most this many shipments per bulk action by explicit ids, per label file and per bulk cancel. */
export const BULK_LIMIT = 500;
/** At most this many rows per export of the list (a wider one is refused: narrow the filters). */
export const EXPORT_ROW_LIMIT = 100_000;

/**
 * Which shipments a bulk action takes: explicit `ids`, or `filter` (the list's tab, search and filters) for
 * "all matching", which the server resolves with the caller's scoping. Exactly one of the two.
 */
const selectionFields = {
  ids: Type.Optional(
    Type.Array(Uuid, {
      minItems: 1,
      maxItems: BULK_LIMIT,
      uniqueItems: true,
      description: "Shipments by id; another owner's are left out (or reported not found), never touched",
    }),
  ),
  filter: Type.Optional(
    StrictObject(
      {
        tab: Type.Optional(Type.Union(TAB_KEYS.map((key) => Type.Literal(key)))),
        q: Type.Optional(Type.String({ maxLength: 200 })),
        sort: Type.Optional(Type.String({ pattern: '^-?[A-Za-z][A-Za-z0-9]*$', maxLength: 64 })),
        ...filterFields,
      },
      { description: 'Every shipment the list shows under this tab, search and filters' },
    ),
  ),
};

export const BulkLabelsBody = StrictObject({
  ...selectionFields,
  size: Type.Union([Type.Literal('4x6'), Type.Literal('a4')], { default: '4x6' }),
});
export type BulkLabelsBody = Static<typeof BulkLabelsBody>;

export const BulkCancelBody = StrictObject({
  ...selectionFields,
  note: Type.Optional(Type.String({ maxLength: 300 })),
});
export type BulkCancelBody = Static<typeof BulkCancelBody>;

export const BulkCancelResult = Type.Object(
  {
    cancelled: Type.Integer(),
    notCancelled: Type.Integer(),
    items: Type.Array(
      Type.Object({
        id: Uuid,
        trackingNumber: Nullable(Type.String()),
        reference: Nullable(Type.String()),
        outcome: Type.Union([Type.Literal('cancelled'), Type.Literal('cannotCancel'), Type.Literal('notFound')]),
        message: Type.String({ description: "The outcome in the caller's language" }),
      }),
    ),
  },
  { $id: 'BulkCancelResult', title: 'BulkCancelResult' },
);

export const ExportBody = StrictObject({
  ...selectionFields,
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' }),
});
export type ExportBody = Static<typeof ExportBody>;

export const shipmentSchemas = [
  ShipmentAddress,
  CourierRef,
  TrackingEvent,
  Shipment,
  ShipmentListItem,
  TabCounts,
  Rate,
  BulkCancelResult,
];
