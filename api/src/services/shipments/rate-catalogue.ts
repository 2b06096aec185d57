import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  availabilityZones,
  courierParcelTypes,
  couriers,
  courierServiceTypes,
  courierShipmentTypes,
  rates,
  serviceTypes,
} from '../../db/schema';
import type { RoutePoint } from './places';
import { optionsFromCandidates, type RateCandidate, type RateOption, type RateRequest } from './rating';

/**
 * The whole rate table with coverage, read once (four queries) so many drafts are rated in memory with the
 * same rules as `findRates` (docs/architecture.md#pricing-and-coverage): a batch of 1,000 rows is then a
 * few milliseconds of work instead of thousands of queries (docs/decisions.md, batch buying).
 */
export interface RateCatalogue {
  zones: (typeof availabilityZones.$inferSelect)[];
  parcelTypesOf: Map<string, Set<string>>;
  shipmentTypesOf: Map<string, Set<string>>;
  candidates: RateCandidate[];
}

const setsByCourier = (rows: { courierId: string; id: string }[]) => {
  const sets = new Map<string, Set<string>>();
  for (const row of rows) sets.set(row.courierId, (sets.get(row.courierId) ?? new Set()).add(row.id));
  return sets;
};

export async function loadRateCatalogue(db: DbOrTx): Promise<RateCatalogue> {
  const [zones, parcels, shipmentKinds, candidates] = await Promise.all([
    db
      .select({ zone: availabilityZones })
      .from(availabilityZones)
      .innerJoin(couriers, eq(couriers.id, availabilityZones.courierId))
      .where(eq(couriers.activeFlag, 'active')),
    db
      .select({ courierId: courierParcelTypes.courierId, id: courierParcelTypes.parcelTypeId })
      .from(courierParcelTypes),
    db
      .select({ courierId: courierShipmentTypes.courierId, id: courierShipmentTypes.shipmentTypeId })
      .from(courierShipmentTypes),
    db
      .select({ rate: rates, courier: couriers, service: serviceTypes })
      .from(rates)
      .innerJoin(couriers, eq(couriers.id, rates.courierId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, rates.serviceTypeId))
      .innerJoin(
        courierServiceTypes,
        and(
          eq(courierServiceTypes.courierId, rates.courierId),
          eq(courierServiceTypes.serviceTypeId, rates.serviceTypeId),
        ),
      )
      .where(and(eq(rates.isActive, true), eq(serviceTypes.isActive, true))),
  ]);
  return {
    zones: zones.map((row) => row.zone),
    parcelTypesOf: setsByCourier(parcels),
    shipmentTypesOf: setsByCourier(shipmentKinds),
    candidates,
  };
}

/** A zone or rate column naming a place matches when it is blank or names this place (as `blankOr` in SQL). */
const blankOr = (column: string | null, value: string | null) => column === null || column === value;

const zoneCovers = (zone: RateCatalogue['zones'][number], origin: RoutePoint, destination: RoutePoint) =>
  blankOr(zone.originCountryId, origin.countryId) &&
  blankOr(zone.originRegionId, origin.regionId) &&
  blankOr(zone.originCityId, origin.cityId) &&
  blankOr(zone.originVillageId, origin.villageId) &&
  blankOr(zone.destinationCountryId, destination.countryId) &&
  blankOr(zone.destinationRegionId, destination.regionId) &&
  blankOr(zone.destinationCityId, destination.cityId) &&
  blankOr(zone.destinationVillageId, destination.villageId);

/** `findRates` over a loaded catalogue: every courier service covering the route, cheapest first. */
export function catalogueRates(catalogue: RateCatalogue, request: RateRequest): RateOption[] {
  const { origin, destination } = request;
  const courierIds = new Set(
    catalogue.zones
      .filter(
        (zone) => (!request.courierId || zone.courierId === request.courierId) && zoneCovers(zone, origin, destination),
      )
      .map((zone) => zone.courierId),
  );
  for (const courierId of courierIds) {
    if (request.parcelTypeId && !catalogue.parcelTypesOf.get(courierId)?.has(request.parcelTypeId))
      courierIds.delete(courierId);
    else if (request.shipmentTypeId && !catalogue.shipmentTypesOf.get(courierId)?.has(request.shipmentTypeId))
      courierIds.delete(courierId);
  }
  if (!courierIds.size) return [];
  const matching = catalogue.candidates.filter(
    ({ rate }) =>
      courierIds.has(rate.courierId) &&
      (!request.serviceTypeId || rate.serviceTypeId === request.serviceTypeId) &&
      rate.originCountryId === origin.countryId &&
      blankOr(rate.originRegionId, origin.regionId) &&
      blankOr(rate.originCityId, origin.cityId) &&
      rate.destinationCountryId === destination.countryId &&
      blankOr(rate.destinationRegionId, destination.regionId) &&
      blankOr(rate.destinationCityId, destination.cityId),
  );
  return optionsFromCandidates(matching, request.pieces, request.now ?? new Date());
}
