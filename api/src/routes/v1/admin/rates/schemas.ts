import { Type } from '@sinclair/typebox';
import { DateTime, NamedRefSchema, Nullable, StrictObject, Uuid } from '../../../../lib/schemas';
import { RATE_BOUNDS } from '../../../../services/rates/rates';

export { RATE_BOUNDS };

export const RateItem = Type.Object(
  {
    id: Uuid,
    courierId: Uuid,
    courier: NamedRefSchema(),
    serviceTypeId: Uuid,
    serviceType: NamedRefSchema(),
    originCountryId: Uuid,
    originCountry: NamedRefSchema(),
    originRegionId: Nullable(Uuid),
    originRegion: Nullable(NamedRefSchema()),
    originCityId: Nullable(Uuid),
    originCity: Nullable(NamedRefSchema()),
    destinationCountryId: Uuid,
    destinationCountry: NamedRefSchema(),
    destinationRegionId: Nullable(Uuid),
    destinationRegion: Nullable(NamedRefSchema()),
    destinationCityId: Nullable(Uuid),
    destinationCity: Nullable(NamedRefSchema()),
    basePriceFils: Type.Integer({ description: 'JOD in fils (1 JOD = 1000 fils)' }),
    includedWeightKg: Type.Number(),
    perKgPriceFils: Type.Integer(),
    transitDaysMin: Type.Integer(),
    transitDaysMax: Type.Integer(),
    isActive: Type.Boolean(),
    version: Type.Integer(),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'AdminRate', title: 'AdminRate' },
);

export const RateBody = {
  courierId: Uuid,
  serviceTypeId: Uuid,
  originCountryId: Uuid,
  originRegionId: Type.Optional(Nullable(Uuid)),
  originCityId: Type.Optional(Nullable(Uuid)),
  destinationCountryId: Uuid,
  destinationRegionId: Type.Optional(Nullable(Uuid)),
  destinationCityId: Type.Optional(Nullable(Uuid)),
  basePriceFils: Type.Integer({ minimum: 0, maximum: RATE_BOUNDS.maxPriceFils, description: 'JOD in fils' }),
  includedWeightKg: Type.Number({ minimum: 0, maximum: RATE_BOUNDS.maxIncludedWeightKg }),
  perKgPriceFils: Type.Integer({ minimum: 0, maximum: RATE_BOUNDS.maxPriceFils }),
  transitDaysMin: Type.Integer({ minimum: 0, maximum: RATE_BOUNDS.maxTransitDays }),
  transitDaysMax: Type.Integer({ minimum: 0, maximum: RATE_BOUNDS.maxTransitDays }),
  isActive: Type.Optional(Type.Boolean()),
};

export const RateFilters = {
  courierId: Type.Optional(Uuid),
  serviceTypeId: Type.Optional(Uuid),
  isActive: Type.Optional(Type.Boolean()),
};

export const CourierQuery = StrictObject({ courierId: Uuid });

export const ImportResult = Type.Object(
  { imported: Type.Integer(), replaced: Type.Integer() },
  { $id: 'RateImportResult', title: 'RateImportResult' },
);
