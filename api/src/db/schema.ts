/**
 * The one database schema (PostgreSQL; PGlite in demo). Conventions: UUID ids, money as integer
 * fils (JOD), timestamps with time zone, a `version` column on rows users edit (optimistic
 * concurrency, docs/architecture.md#api-conventions), owned rows record their creator and organization
 * (docs/architecture.md#ownership).
 */
import { RECIPIENT_EVENTS, type RecipientChannels } from '@portal/shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const version = () => integer('version').notNull().default(1);
/** A token sent once (refresh, password reset): only its hash is kept, and when it was used. */
const singleUseToken = () => ({
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
/** Who owns a row (docs/architecture.md#ownership): its creator, and their organization when they had one. */
const ownerColumns = () => ({
  createdByUserId: uuid('created_by_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
});

// ─── Users, sessions, tokens ────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    /** Role number: 1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user. */
    role: integer('role').notNull().default(4),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    locale: text('locale', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} between 1 and 5`),
  ],
);

/** One row per sign-in: the refresh-token family. Revoking it ends the session everywhere. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each use rotates to a new token of the same family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    ...singleUseToken(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...singleUseToken(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

// ─── Organizations ──────────────────────────────────────────────────────────────────────────

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    referralCode: text('referral_code').notNull(),
    /** 1 approved, 2 pending, 3 rejected. */
    approvalStatus: integer('approval_status').notNull().default(2),
    email: text('email'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    /** Tax or commercial registration number. */
    taxNumber: text('tax_number'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_referral_code_unique').on(t.referralCode),
    index('organizations_approval_idx').on(t.approvalStatus, t.createdAt),
    index('organizations_created_by_idx').on(t.createdByUserId),
    check('organizations_approval_check', sql`${t.approvalStatus} between 1 and 3`),
  ],
);

/** A user belongs to at most one organization (unique user_id). */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's role inside the organization: 2 org admin or 3 org user. */
    role: integer('role').notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('memberships_user_unique').on(t.userId),
    index('memberships_organization_idx').on(t.organizationId),
    check('memberships_role_check', sql`${t.role} in (2, 3)`),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: integer('role').notNull().default(3),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'revoked', 'expired'] })
      .notNull()
      .default('pending'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_organization_idx').on(t.organizationId, t.createdAt),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
    check('invitations_role_check', sql`${t.role} in (2, 3)`),
  ],
);

// ─── Locations ──────────────────────────────────────────────────────────────────────────────

const locationColumns = () => ({
  id: id(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** normalizeSearchText(name + nameAr): accent-, hamza- and digit-insensitive search (docs/architecture.md#search). */
  searchText: text('search_text').notNull().default(''),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const countries = pgTable('countries', { ...locationColumns(), code: text('code').notNull() }, (t) => [
  uniqueIndex('countries_code_unique').on(t.code),
  index('countries_name_idx').on(t.name),
]);

export const regions = pgTable(
  'regions',
  {
    ...locationColumns(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('regions_country_name_unique').on(t.countryId, t.name), index('regions_name_idx').on(t.name)],
);

export const cities = pgTable(
  'cities',
  {
    ...locationColumns(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    // Null where the country has no regions (region required only where the country has them).
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('cities_country_region_name_unique').on(
      t.countryId,
      sql`coalesce(${t.regionId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.name,
    ),
    index('cities_region_idx').on(t.regionId),
    index('cities_name_idx').on(t.name),
  ],
);

export const villages = pgTable(
  'villages',
  {
    ...locationColumns(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('villages_city_name_unique').on(t.cityId, t.name), index('villages_name_idx').on(t.name)],
);

// ─── Types ──────────────────────────────────────────────────────────────────────────────────

const typeColumns = () => ({
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const shipmentTypes = pgTable('shipment_types', typeColumns(), (t) => [
  uniqueIndex('shipment_types_code_unique').on(t.code),
]);

export const serviceTypes = pgTable('service_types', typeColumns(), (t) => [
  uniqueIndex('service_types_code_unique').on(t.code),
]);

export const parcelTypes = pgTable(
  'parcel_types',
  {
    ...typeColumns(),
    length: doublePrecision('length').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    weight: doublePrecision('weight').notNull(),
    /** 'cm-kg' (metric) or 'in-lb' (imperial). */
    unitOfMeasurement: text('unit_of_measurement', { enum: ['cm-kg', 'in-lb'] })
      .notNull()
      .default('cm-kg'),
  },
  (t) => [
    uniqueIndex('parcel_types_code_unique').on(t.code),
    check(
      'parcel_types_dimensions_check',
      sql`${t.length} > 0 and ${t.width} > 0 and ${t.height} > 0 and ${t.weight} > 0`,
    ),
  ],
);

// ─── Couriers, rates, availability ──────────────────────────────────────────────────────────

export const couriers = pgTable(
  'couriers',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    website: text('website'),
    /** Names the adapter that talks to the courier; 'builtin' uses the rate table and the partner API. */
    source: text('source').notNull().default('builtin'),
    activeFlag: text('active_flag', { enum: ['active', 'inactive', 'disabled'] })
      .notNull()
      .default('active'),
    // Logos live in the database (small, checked by content), so no container needs file storage.
    logo: bytea('logo'),
    logoMimeType: text('logo_mime_type'),
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('couriers_code_unique').on(t.code), index('couriers_active_idx').on(t.activeFlag)],
);

/** A courier of a courier-to-type link: the link goes with the courier. */
const courierRef = () =>
  uuid('courier_id')
    .notNull()
    .references(() => couriers.id, { onDelete: 'cascade' });

export const courierShipmentTypes = pgTable(
  'courier_shipment_types',
  {
    courierId: courierRef(),
    shipmentTypeId: uuid('shipment_type_id')
      .notNull()
      .references(() => shipmentTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courierId, t.shipmentTypeId] })],
);

export const courierServiceTypes = pgTable(
  'courier_service_types',
  {
    courierId: courierRef(),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courierId, t.serviceTypeId] })],
);

export const courierParcelTypes = pgTable(
  'courier_parcel_types',
  {
    courierId: courierRef(),
    parcelTypeId: uuid('parcel_type_id')
      .notNull()
      .references(() => parcelTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courierId, t.parcelTypeId] })],
);

/**
 * Price of a courier's service from an origin area to a destination area (docs/architecture.md#pricing-and-coverage): a
 * blank level matches any; the most specific matching rate wins. Money in fils.
 */
export const rates = pgTable(
  'rates',
  {
    id: id(),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'restrict' }),
    originCountryId: uuid('origin_country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    originRegionId: uuid('origin_region_id').references(() => regions.id, { onDelete: 'restrict' }),
    originCityId: uuid('origin_city_id').references(() => cities.id, { onDelete: 'restrict' }),
    destinationCountryId: uuid('destination_country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    destinationRegionId: uuid('destination_region_id').references(() => regions.id, { onDelete: 'restrict' }),
    destinationCityId: uuid('destination_city_id').references(() => cities.id, { onDelete: 'restrict' }),
    basePriceFils: integer('base_price_fils').notNull(),
    includedWeightKg: doublePrecision('included_weight_kg').notNull().default(0),
    perKgPriceFils: integer('per_kg_price_fils').notNull().default(0),
    /** Transit days, the fewest (min–max, working days). */
    transitDays: integer('transit_days').notNull().default(1),
    /** The most transit days; null means the same as transitDays. */
    transitDaysMax: integer('transit_days_max'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rates_courier_service_idx').on(t.courierId, t.serviceTypeId),
    index('rates_destination_idx').on(t.destinationCountryId, t.destinationRegionId, t.destinationCityId),
    check(
      'rates_money_check',
      sql`${t.basePriceFils} >= 0 and ${t.perKgPriceFils} >= 0 and ${t.includedWeightKg} >= 0`,
    ),
    check('rates_transit_days_check', sql`${t.transitDays} >= 0`),
    check('rates_transit_days_max_check', sql`${t.transitDaysMax} is null or ${t.transitDaysMax} >= ${t.transitDays}`),
  ],
);

/** Where a courier picks up and delivers, with the courier's own id for each place. */
export const availabilityZones = pgTable(
  'availability_zones',
  {
    id: id(),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    originCountryId: uuid('origin_country_id').references(() => countries.id, { onDelete: 'restrict' }),
    originCountryProviderId: text('origin_country_provider_id'),
    originRegionId: uuid('origin_region_id').references(() => regions.id, { onDelete: 'restrict' }),
    originRegionProviderId: text('origin_region_provider_id'),
    originCityId: uuid('origin_city_id').references(() => cities.id, { onDelete: 'restrict' }),
    originCityProviderId: text('origin_city_provider_id'),
    originVillageId: uuid('origin_village_id').references(() => villages.id, { onDelete: 'restrict' }),
    originVillageProviderId: text('origin_village_provider_id'),
    destinationCountryId: uuid('destination_country_id').references(() => countries.id, { onDelete: 'restrict' }),
    destinationCountryProviderId: text('destination_country_provider_id'),
    destinationRegionId: uuid('destination_region_id').references(() => regions.id, { onDelete: 'restrict' }),
    destinationRegionProviderId: text('destination_region_provider_id'),
    destinationCityId: uuid('destination_city_id').references(() => cities.id, { onDelete: 'restrict' }),
    destinationCityProviderId: text('destination_city_provider_id'),
    destinationVillageId: uuid('destination_village_id').references(() => villages.id, { onDelete: 'restrict' }),
    destinationVillageProviderId: text('destination_village_provider_id'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('availability_zones_courier_idx').on(t.courierId),
    index('availability_zones_destination_idx').on(t.destinationCountryId, t.destinationRegionId, t.destinationCityId),
  ],
);

// ─── Addresses, shipments, tracking, imports ────────────────────────────────────────────────

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    ...ownerColumns(),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'restrict' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    villageId: uuid('village_id').references(() => villages.id, { onDelete: 'restrict' }),
    addressLine: text('address_line').notNull(),
    buildingNumber: text('building_number'),
    /** The language messages to this person are written in; null: the sender's. */
    language: text('language', { enum: ['en', 'ar'] }),
    /** 2 pick-up/origin, 1 drop-off/destination. */
    type: integer('type').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    searchText: text('search_text').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One primary pick-up address per owner: the organization for members' rows, else the user.
    uniqueIndex('addresses_primary_pickup_org_unique')
      .on(t.organizationId)
      .where(sql`${t.isPrimary} and ${t.type} = 2 and ${t.organizationId} is not null`),
    uniqueIndex('addresses_primary_pickup_user_unique')
      .on(t.createdByUserId)
      .where(sql`${t.isPrimary} and ${t.type} = 2 and ${t.organizationId} is null`),
    index('addresses_org_idx').on(t.organizationId, t.createdAt),
    index('addresses_user_idx').on(t.createdByUserId, t.createdAt),
    check('addresses_type_check', sql`${t.type} in (1, 2)`),
    check('addresses_primary_is_pickup_check', sql`not ${t.isPrimary} or ${t.type} = 2`),
  ],
);

export const imports = pgTable(
  'imports',
  {
    id: id(),
    ...ownerColumns(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the uploaded file: a file is imported once per owner. */
    fileHash: text('file_hash').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    status: text('status', { enum: ['imported', 'failed'] }).notNull(),
    /** A refused upload's problems (the first ones, as the caller was shown them) and their count. */
    errors: jsonb('errors'),
    errorCount: integer('error_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('imports_org_file_unique')
      .on(t.organizationId, t.fileHash)
      .where(sql`${t.organizationId} is not null and ${t.status} = 'imported'`),
    uniqueIndex('imports_user_file_unique')
      .on(t.createdByUserId, t.fileHash)
      .where(sql`${t.organizationId} is null and ${t.status} = 'imported'`),
    index('imports_user_idx').on(t.createdByUserId, t.createdAt),
  ],
);

/**
 * Copy of an address or courier taken when a shipment is processed
 * (docs/architecture.md#processing-tracking-numbers-and-labels).
 */
export interface AddressSnapshot {
  name: string;
  email: string | null;
  phoneNumber: string;
  countryId: string;
  countryName: string;
  countryNameAr: string;
  regionId: string | null;
  regionName: string | null;
  regionNameAr: string | null;
  cityId: string;
  cityName: string;
  cityNameAr: string;
  villageId: string | null;
  villageName: string | null;
  villageNameAr: string | null;
  addressLine: string;
  buildingNumber: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Messages to this person are in this language; null or absent (older snapshots): the sender's. */
  language?: 'en' | 'ar' | null;
}

export interface CourierSnapshot {
  id: string;
  code: string;
  name: string;
  nameAr: string;
  website: string | null;
}

export interface PriceSnapshot {
  rateId: string;
  serviceTypeId: string;
  serviceTypeCode: string;
  chargeableWeightKg: number;
  basePriceFils: number;
  weightPriceFils: number;
  totalFils: number;
  currency: 'JOD';
  transitDays: number;
}

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'set null' }),
    /** The CSV record an imported draft came from (2 = the first row under the header). */
    importRow: integer('import_row'),
    /** The sender's own reference (an order number), from the upload or the API. */
    reference: text('reference'),
    senderAddressId: uuid('sender_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    recipientAddressId: uuid('recipient_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    courierId: uuid('courier_id').references(() => couriers.id, { onDelete: 'restrict' }),
    serviceTypeId: uuid('service_type_id').references(() => serviceTypes.id, { onDelete: 'restrict' }),
    shipmentTypeId: uuid('shipment_type_id').references(() => shipmentTypes.id, { onDelete: 'restrict' }),
    parcelTypeId: uuid('parcel_type_id').references(() => parcelTypes.id, { onDelete: 'restrict' }),
    /** 1 ready, 2 draft. */
    readiness: integer('readiness').notNull().default(2),
    /** Null while a draft; then 1 pending … 6 returned (docs/architecture.md#shipment-statuses-and-transitions). */
    status: integer('status'),
    trackingNumber: text('tracking_number'),
    parcelNotes: text('parcel_notes'),
    parcelQuantity: integer('parcel_quantity').notNull().default(1),
    weightKg: doublePrecision('weight_kg'),
    lengthCm: doublePrecision('length_cm'),
    widthCm: doublePrecision('width_cm'),
    heightCm: doublePrecision('height_cm'),
    paymentType: text('payment_type', { enum: ['cod', 'prepaid'] })
      .notNull()
      .default('prepaid'),
    codAmountFils: integer('cod_amount_fils').notNull().default(0),
    priceFils: integer('price_fils'),
    currency: text('currency').notNull().default('JOD'),
    expectedPickupDate: date('expected_pickup_date'),
    expectedDeliveryDate: date('expected_delivery_date'),
    // Denormalized from the addresses (then the snapshots) for the origin/destination reports.
    originCityId: uuid('origin_city_id').references(() => cities.id, { onDelete: 'set null' }),
    destinationCityId: uuid('destination_city_id').references(() => cities.id, { onDelete: 'set null' }),
    senderSnapshot: jsonb('sender_snapshot').$type<AddressSnapshot>(),
    recipientSnapshot: jsonb('recipient_snapshot').$type<AddressSnapshot>(),
    courierSnapshot: jsonb('courier_snapshot').$type<CourierSnapshot>(),
    priceSnapshot: jsonb('price_snapshot').$type<PriceSnapshot>(),
    searchText: text('search_text').notNull().default(''),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    version: version(),
    /** The last webhook event sequence number of this shipment: receivers order its events by it. */
    webhookSequence: integer('webhook_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_tracking_number_unique').on(t.trackingNumber),
    index('shipments_user_created_idx').on(t.createdByUserId, t.createdAt),
    index('shipments_status_idx').on(t.readiness, t.status),
    index('shipments_courier_created_idx').on(t.courierId, t.createdAt),
    index('shipments_origin_city_idx').on(t.originCityId, t.createdAt),
    index('shipments_destination_city_idx').on(t.destinationCityId, t.createdAt),
    index('shipments_created_idx').on(t.createdAt),
    // The list's filters (tab, courier) and default order per owner: pages and counts come from the
    // index alone, not from the wide rows (snapshots), even with 100,000 shipments per owner.
    index('shipments_user_list_idx')
      .on(t.createdByUserId, t.readiness, t.status, t.courierId, t.createdAt)
      .where(sql`${t.organizationId} is null`),
    index('shipments_org_list_idx').on(t.organizationId, t.readiness, t.status, t.courierId, t.createdAt),
    // The list's first pages in its default order (newest first, the id breaking ties) per owner and
    // tab, so a page reads its 20 rows from the top of one index instead of sorting the owner's rows
    // (docs/decisions.md#the-shipment-list-at-a-million-rows): every shipment, one status (the status
    // tabs), one readiness (drafts; the active tab walks the ready rows).
    index('shipments_org_page_idx').on(t.organizationId, t.createdAt, t.id),
    index('shipments_org_status_page_idx').on(t.organizationId, t.status, t.createdAt, t.id),
    index('shipments_org_readiness_page_idx').on(t.organizationId, t.readiness, t.createdAt, t.id),
    index('shipments_user_page_idx')
      .on(t.createdByUserId, t.createdAt, t.id)
      .where(sql`${t.organizationId} is null`),
    index('shipments_user_status_page_idx')
      .on(t.createdByUserId, t.status, t.createdAt, t.id)
      .where(sql`${t.organizationId} is null`),
    index('shipments_user_readiness_page_idx')
      .on(t.createdByUserId, t.readiness, t.createdAt, t.id)
      .where(sql`${t.organizationId} is null`),
    // A courier filter's capped counts per owner (any tab) and its pages on a status tab: the owner's rows
    // of one courier, by status, in the default order, read from the index alone. Without it a status tab's count
    // walked shipments_org_list_idx past every other status and courier of the owner to reach them
    // (docs/decisions.md#the-shipment-list-at-a-million-rows).
    index('shipments_org_courier_page_idx').on(t.organizationId, t.courierId, t.status, t.createdAt, t.id),
    index('shipments_user_courier_page_idx')
      .on(t.createdByUserId, t.courierId, t.status, t.createdAt, t.id)
      .where(sql`${t.organizationId} is null`),
    // Tracking-number search is a prefix (LIKE 'PT123%'): the pattern operator class lets a btree answer
    // it whatever the database's collation.
    index('shipments_tracking_prefix_idx').on(sql`${t.trackingNumber} text_pattern_ops`),
    // A recipient search is a substring (LIKE '%hala saleh%') of the folded search text: trigrams
    // (pg_trgm, migration 0010) find its rows without reading every row of the owner.
    index('shipments_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // An upload's drafts in file order (batch processing and its labels walk them by row).
    index('shipments_import_row_idx')
      .on(t.importId, t.importRow)
      .where(sql`${t.importId} is not null`),
    check('shipments_readiness_check', sql`${t.readiness} in (1, 2)`),
    check('shipments_status_check', sql`${t.status} is null or ${t.status} between 1 and 6`),
    check('shipments_quantity_check', sql`${t.parcelQuantity} > 0`),
    check('shipments_money_check', sql`${t.codAmountFils} >= 0 and (${t.priceFils} is null or ${t.priceFils} >= 0)`),
  ],
);

/**
 * Each row's last outcome when an import's drafts were bought (batch buying): kept so a reload, or another
 * member of the organization, sees what was booked, at what price, and what was held back and why. The
 * message is stored as keys (translated when read, in the reader's language).
 */
export const importResults = pgTable(
  'import_results',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The CSV record (as shipments.import_row). */
    row: integer('row').notNull(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['processed', 'notCovered', 'failed', 'priceChanged'] }).notNull(),
    courierId: uuid('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    serviceTypeId: uuid('service_type_id').references(() => serviceTypes.id, { onDelete: 'set null' }),
    trackingNumber: text('tracking_number'),
    /** The price booked (processed), else the price the buyer was shown. */
    priceFils: integer('price_fils'),
    /** A held-back row's current price (priceChanged). */
    newPriceFils: integer('new_price_fils'),
    messageKey: text('message_key'),
    /** The fields at fault, each with its message key and params (as AppErrorDetail). */
    details: jsonb('details').$type<{ field?: string; messageKey: string; params?: Record<string, unknown> }[]>(),
    params: jsonb('params').$type<Record<string, string | number>>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] }), index('import_results_shipment_idx').on(t.shipmentId)],
);

/**
 * Booked shipments counted per Amman day, owner, dimension (1 courier, 2 origin city, 3 destination
 * city, 4 user) and status, kept by a trigger on shipments in the same transaction as every change
 * (migration 0006), so reports read a few hundred rows instead of every shipment of the period.
 * The all-zero UUID stands for "none" (no organization; an organization's row, not a person's; no
 * courier or city), so the primary key can hold it. docs/architecture.md#reports-and-the-dashboard.
 */
export const shipmentRollups = pgTable(
  'shipment_rollups',
  {
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').notNull(),
    dimension: integer('dimension').notNull(),
    day: date('day').notNull(),
    key: uuid('key').notNull(),
    status: integer('status').notNull(),
    shipments: integer('shipments').notNull(),
    codFils: bigint('cod_fils', { mode: 'number' }).notNull(),
    priceFils: bigint('price_fils', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.dimension, t.day, t.key, t.status] }),
    // The platform's reports (system admin, super user): every owner of one dimension and period.
    index('shipment_rollups_dimension_day_idx').on(t.dimension, t.day),
  ],
);

/**
 * How many shipments each owner has per readiness and status, kept by statement triggers on shipments in
 * the same transaction as every change (migration 0007), so the list's tab counts add up a few rows
 * instead of counting an owner's shipments. Owner columns as on shipments (organization null for a
 * personal row); NULLS NOT DISTINCT lets the unique key hold a draft's null status and a personal row.
 * docs/architecture.md#the-shipment-list-and-its-counts.
 */
export const shipmentTabCounts = pgTable(
  'shipment_tab_counts',
  {
    organizationId: uuid('organization_id'),
    createdByUserId: uuid('created_by_user_id').notNull(),
    readiness: integer('readiness').notNull(),
    status: integer('status'),
    shipments: bigint('shipments', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('shipment_tab_counts_owner_state_unique')
      .on(t.organizationId, t.createdByUserId, t.readiness, t.status)
      .nullsNotDistinct(),
  ],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Free text as the courier sent it. */
    location: text('location'),
    /** The city the courier named by id, shown in the reader's language (null once the city is deleted). */
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Who reported it: the portal (a user), a courier (partner API) or the system. */
    source: text('source', { enum: ['portal', 'courier', 'system'] }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    courierId: uuid('courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_shipment_idx').on(t.shipmentId, t.occurredAt),
    check('tracking_events_status_check', sql`${t.status} between 1 and 6`),
  ],
);

// ─── API keys ───────────────────────────────────────────────────────────────────────────────

/**
 * Client keys (owned by a user, optionally for their organization) and courier keys (owned by a
 * courier) in one table. The secret is shown once and stored as a SHA-256 hash; the
 * public prefix finds the row.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    kind: text('kind', { enum: ['client', 'courier'] }).notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** Null until the owner reveals the key (a client key gets its secret when it is first shown). */
    secretHash: text('secret_hash'),
    /** 1 pending, 2 active, 3 revoked, 4 denied, 5 expired. */
    status: integer('status').notNull().default(1),
    /** What the owner needs the key for (client keys). */
    purpose: text('purpose'),
    /** What a client key may do, chosen at its request: read only, or read and change data. */
    scope: text('scope', { enum: ['read', 'read-write'] })
      .notNull()
      .default('read-write'),
    /** The validity asked for (30, 90 or 365 days; null = no expiry); expires_at is set from it on approval. */
    requestedExpiryDays: integer('requested_expiry_days'),
    denialReason: text('denial_reason'),
    /** When the owner saw the secret: it is shown once. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    /** After a rotation the previous secret keeps working until this time (the overlap), then never. */
    previousSecretHash: text('previous_secret_hash'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerOrganizationId: uuid('owner_organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    ownerCourierId: uuid('owner_courier_id').references(() => couriers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_unique').on(t.prefix),
    index('api_keys_owner_user_idx').on(t.ownerUserId),
    index('api_keys_owner_org_idx').on(t.ownerOrganizationId),
    index('api_keys_owner_courier_idx').on(t.ownerCourierId),
    index('api_keys_status_idx').on(t.status, t.createdAt),
    check('api_keys_status_check', sql`${t.status} between 1 and 5`),
    check('api_keys_scope_check', sql`${t.scope} in ('read', 'read-write')`),
    check(
      'api_keys_expiry_days_check',
      sql`${t.requestedExpiryDays} is null or ${t.requestedExpiryDays} in (30, 90, 365)`,
    ),
    check(
      'api_keys_owner_check',
      sql`(${t.kind} = 'client' and ${t.ownerUserId} is not null and ${t.ownerCourierId} is null) or (${t.kind} = 'courier' and ${t.ownerCourierId} is not null and ${t.ownerUserId} is null and ${t.ownerOrganizationId} is null)`,
    ),
  ],
);

// ─── Webhooks ───────────────────────────────────────────────────────────────────────────────

/**
 * Where an integrator wants its shipments' events POSTed (owned like addresses). The signing secret is
 * kept encrypted (AES-256-GCM, lib/webhook-crypto.ts): it must be readable to sign, so it cannot be a hash.
 * After a rotation the previous secret signs too until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    ...ownerColumns(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secretCiphertext: text('secret_ciphertext').notNull(),
    previousSecretCiphertext: text('previous_secret_ciphertext'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** The first failed attempt since the last success: three days of failures disable the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_endpoints_org_idx').on(t.organizationId, t.createdAt),
    index('webhook_endpoints_user_idx').on(t.createdByUserId, t.createdAt),
  ],
);

/**
 * Every outbound message (an e-mail, a webhook delivery, an SMS), written in the transaction of the change
 * it reports and sent by one worker: rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so N API
 * replicas send each message once per attempt; each kind has its own sender and retry rule. `payload` is
 * kept as sent (a webhook body's exact bytes, a rendered mail), so every retry carries the same content.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind', { enum: ['mail', 'webhook', 'sms'] }).notNull(),
    /** Mail template, webhook event type or SMS template: what the message is about. */
    topic: text('topic').notNull(),
    /** The e-mail address or phone number; null for a webhook (its endpoint has the URL). */
    recipient: text('recipient'),
    locale: text('locale', { enum: ['en', 'ar'] }),
    endpointId: uuid('endpoint_id').references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id'),
    payload: jsonb('payload').notNull(),
    /** At most one message per key: a second enqueue with the same key is dropped. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // What a claim reads: pending rows by due time. Sent and failed rows (kept for the logs) stay out of it.
    index('outbox_pending_idx')
      .on(t.kind, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // Leases to take back from a process that died.
    index('outbox_sending_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
    index('outbox_endpoint_idx').on(t.endpointId, t.createdAt),
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey),
  ],
);

/** Every attempt at a delivery, kept 30 days: what the receiver answered, how long it took, or the error. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId, t.createdAt),
    index('webhook_delivery_attempts_created_idx').on(t.createdAt),
  ],
);

// ─── Recipient notifications ────────────────────────────────────────────────────────────────

/**
 * What an owner (the organization, else the individual user) tells its recipients, and under which
 * name; no row means the defaults (services/recipients/settings.ts).
 */
export const recipientNotificationSettings = pgTable(
  'recipient_notification_settings',
  {
    id: id(),
    ...ownerColumns(),
    channels: jsonb('channels').$type<RecipientChannels>().notNull(),
    senderName: text('sender_name'),
    replyTo: text('reply_to'),
    /** SMS may go out between 22:00 and 08:00 Amman time (otherwise they wait for 08:00). */
    smsAtNight: boolean('sms_at_night').notNull().default(false),
    /** The sender's logo in recipients' e-mail and on the tracking page, re-encoded as couriers' logos are. */
    logo: bytea('logo'),
    logoMimeType: text('logo_mime_type'),
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recipient_settings_org_unique')
      .on(t.organizationId)
      .where(sql`${t.organizationId} is not null`),
    uniqueIndex('recipient_settings_user_unique')
      .on(t.createdByUserId)
      .where(sql`${t.organizationId} is null`),
  ],
);

/**
 * One status event of one parcel to tell its recipient, written in the transaction of the change and
 * turned into e-mail and SMS by the recipient worker. Unique per parcel and event: a recipient hears
 * of each event once, however often it is reported. `outcome` logs what each channel did.
 */
export const recipientNotices = pgTable(
  'recipient_notices',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    event: text('event', { enum: RECIPIENT_EVENTS }).notNull(),
    status: text('status', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    /** What each channel did, and how many tracking page followers were sent the event. */
    outcome: jsonb('outcome').$type<{ email: string; sms: string; followers?: number }>(),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recipient_notices_shipment_event_unique').on(t.shipmentId, t.event),
    index('recipient_notices_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** An e-mail address or phone that asked one sender (organization, else user) for no more messages. */
export const recipientOptOuts = pgTable(
  'recipient_opt_outs',
  {
    id: id(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Lower-case e-mail, or E.164 phone. */
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recipient_opt_outs_org_unique')
      .on(t.organizationId, t.channel, t.address)
      .where(sql`${t.organizationId} is not null`),
    uniqueIndex('recipient_opt_outs_user_unique')
      .on(t.userId, t.channel, t.address)
      .where(sql`${t.organizationId} is null`),
    check('recipient_opt_outs_owner_check', sql`${t.organizationId} is not null or ${t.userId} is not null`),
  ],
);

/**
 * Someone holding a parcel's tracking number who asked for its updates by e-mail or SMS: a row per
 * parcel, channel and (normalised) address, first with a pending code (HMAC of it, 15 minutes, a few
 * tries), then confirmed; confirmed rows are told the parcel's later events like its recipient.
 */
export const trackingSubscriptions = pgTable(
  'tracking_subscriptions',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Lower-case e-mail, or E.164 phone. */
    address: text('address').notNull(),
    locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /**
     * A code asked for and not sent yet: the recipient worker sends it (or, to an opted-out address,
     * nothing), so the request does the same work whoever the address belongs to.
     */
    codeRequestedAt: timestamp('code_requested_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tracking_subscriptions_unique').on(t.shipmentId, t.channel, t.address),
    index('tracking_subscriptions_code_requested_idx')
      .on(t.codeRequestedAt)
      .where(sql`${t.codeRequestedAt} is not null`),
  ],
);

// ─── Mail, audit, metadata ──────────────────────────────────────────────────────────────────

/**
 * The first successful answer to a create or buy sent with an `Idempotency-Key`, per caller (user or
 * key) and operation, kept 24 hours so a retry replays it instead of doing the work twice. A row
 * without a status is a request still running. In the database, so every API replica sees it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.operation, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Attempts per limiter key in the current fixed window (AttemptLimiter's shared store): every API
 * process counts in the same row, so N replicas do not give N times the attempts. Expired rows are
 * swept now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

/**
 * Where each account signed in successfully lately (the address's rate-limit key: IPv4, or an IPv6
 * /64), for 30 days from the last sign-in there: attempts from a known source neither count against
 * nor wait for the account-wide caps, so guessing spread over many addresses cannot lock the owner out
 * (OWASP's device cookie, kept server side; docs/architecture.md#rate-limits).
 */
export const knownSignInSources = pgTable(
  'known_sign_in_sources',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressKey: text('address_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.addressKey] }),
    index('known_sign_in_sources_expires_idx').on(t.expiresAt),
  ],
);

/** Admin actions: who did what to which row, with the changed fields. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    data: jsonb('data'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

/** Small key/value facts about the database itself (e.g. which seed ran). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
