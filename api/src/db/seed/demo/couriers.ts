import { createHash } from 'node:crypto';
import { sha256 } from '../../../lib/tokens';
import type { DbOrTx } from '../../client';
import {
  availabilityZones,
  courierParcelTypes,
  couriers,
  courierServiceTypes,
  courierShipmentTypes,
  rates,
} from '../../schema';
import { courierLogoPng } from '../logo';
import { DEMO_COURIERS, SOUTH, TARIFF } from './data';
import type { ReferenceRows } from './reference-rows';

/**
 * The demo couriers' partner API keys, derived from their codes so `npm run demo:courier` and the
 * browser suite can play a courier against a demo portal. Demo data only: production has no demo seed.
 */
export function demoCourierKey(code: string): { plaintext: string; prefix: string; secretHash: string } {
  const prefix = sha256(`demo-courier-prefix:${code}`).slice(0, 16);
  const secret = createHash('sha256').update(`demo-courier-secret:${code}`).digest('base64url');
  return { plaintext: `ck_${prefix}_${secret}`, prefix, secretHash: sha256(secret) };
}

const roundFils = (fils: number) => Math.round(fils / 50) * 50;

/** The demo couriers with their logos, the types they carry, their rates (from the tariff) and zones. */
export async function seedCouriers(
  db: DbOrTx,
  { jordan, regionByName, services, parcelsByCode, shipmentTypeRows, amman }: ReferenceRows,
  now: Date,
) {
  const courierRows = await db
    .insert(couriers)
    .values(
      DEMO_COURIERS.map((c) => ({
        code: c.code,
        name: c.name,
        nameAr: c.nameAr,
        website: c.website,
        source: 'builtin',
        activeFlag: 'active' as const,
        logo: courierLogoPng(c.colour, c.emblem),
        logoMimeType: 'image/png',
        logoUpdatedAt: now,
      })),
    )
    .returning();
  const courierByCode = new Map(courierRows.map((c) => [c.code, c]));

  type RateRow = typeof rates.$inferInsert;
  const rateRows: RateRow[] = [];
  for (const demo of DEMO_COURIERS) {
    const courier = courierByCode.get(demo.code)!;
    await db
      .insert(courierShipmentTypes)
      .values(shipmentTypeRows.map((t) => ({ courierId: courier.id, shipmentTypeId: t.id })));
    await db
      .insert(courierServiceTypes)
      .values(demo.services.map((code) => ({ courierId: courier.id, serviceTypeId: services.get(code)!.id })));
    await db
      .insert(courierParcelTypes)
      .values(demo.parcelTypes.map((code) => ({ courierId: courier.id, parcelTypeId: parcelsByCode.get(code)!.id })));

    for (const serviceCode of demo.services) {
      const tariff = TARIFF[serviceCode];
      const common = {
        courierId: courier.id,
        serviceTypeId: services.get(serviceCode)!.id,
        originCountryId: jordan.id,
        destinationCountryId: jordan.id,
        includedWeightKg: tariff.includedKg,
        perKgPriceFils: roundFils(tariff.perKg * demo.priceFactor),
      };
      if (serviceCode === 'same-day') {
        rateRows.push({
          ...common,
          originCityId: amman.cityId,
          originRegionId: amman.regionId,
          destinationRegionId: amman.regionId,
          destinationCityId: amman.cityId,
          basePriceFils: roundFils(tariff.amman * demo.priceFactor),
          transitDays: 0,
        });
        continue;
      }
      rateRows.push({
        ...common,
        basePriceFils: roundFils(tariff.base * demo.priceFactor),
        transitDays: tariff.days + demo.extraDays,
      });
      for (const region of demo.regions.filter((r) => SOUTH.has(r))) {
        rateRows.push({
          ...common,
          destinationRegionId: regionByName.get(region)!.id,
          basePriceFils: roundFils(tariff.south * demo.priceFactor),
          transitDays: tariff.days + demo.extraDays + 1,
        });
      }
      rateRows.push({
        ...common,
        originRegionId: amman.regionId,
        originCityId: amman.cityId,
        destinationRegionId: amman.regionId,
        destinationCityId: amman.cityId,
        basePriceFils: roundFils(tariff.amman * demo.priceFactor),
        transitDays: Math.max(1, tariff.days - 1 + demo.extraDays),
      });
    }

    const zones = demo.regions.flatMap((origin) =>
      demo.regions.map((destination) => ({
        courierId: courier.id,
        originCountryId: jordan.id,
        originCountryProviderId: `${demo.code}-JO`,
        originRegionId: regionByName.get(origin)!.id,
        originRegionProviderId: `${demo.code}-${origin.replace(/\W/g, '').toUpperCase()}`,
        destinationCountryId: jordan.id,
        destinationCountryProviderId: `${demo.code}-JO`,
        destinationRegionId: regionByName.get(destination)!.id,
        destinationRegionProviderId: `${demo.code}-${destination.replace(/\W/g, '').toUpperCase()}`,
      })),
    );
    await db.insert(availabilityZones).values(zones);
  }
  const insertedRates = await db.insert(rates).values(rateRows).returning();
  return { courierByCode, insertedRates };
}
