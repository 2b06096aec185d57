import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { availabilityZones, countries, couriers, courierServiceTypes, regions, serviceTypes } from '../db/schema';
import { courierLogoUrl } from '../lib/courier-logo-url';

/**
 * A courier as users see it (the catalogue, a rate, a booked shipment): names, website and the logo's URL.
 * A booked shipment passes its courier snapshot with the courier's current logo time.
 */
export function courierView(courier: {
  id: string;
  code: string;
  name: string;
  nameAr: string;
  website: string | null;
  logoUpdatedAt: Date | null;
}) {
  return {
    id: courier.id,
    code: courier.code,
    name: courier.name,
    nameAr: courier.nameAr,
    website: courier.website,
    logoUrl: courierLogoUrl(courier.id, courier.logoUpdatedAt),
  };
}

/** The courier catalogue users browse (/couriers): active couriers with their services and the regions they cover. */
export async function courierCatalogue(db: DbOrTx) {
  const rows = await db.select().from(couriers).where(eq(couriers.activeFlag, 'active')).orderBy(asc(couriers.name));
  const ids = rows.map((c) => c.id);
  if (!ids.length) return [];
  const [services, zones] = await Promise.all([
    db
      .select({
        courierId: courierServiceTypes.courierId,
        id: serviceTypes.id,
        code: serviceTypes.code,
        name: serviceTypes.name,
        nameAr: serviceTypes.nameAr,
      })
      .from(courierServiceTypes)
      .innerJoin(serviceTypes, eq(serviceTypes.id, courierServiceTypes.serviceTypeId))
      .where(inArray(courierServiceTypes.courierId, ids))
      .orderBy(asc(serviceTypes.name)),
    db
      .selectDistinct({
        courierId: availabilityZones.courierId,
        regionId: regions.id,
        regionName: regions.name,
        regionNameAr: regions.nameAr,
        countryId: countries.id,
        countryName: countries.name,
        countryNameAr: countries.nameAr,
      })
      .from(availabilityZones)
      .innerJoin(countries, eq(countries.id, availabilityZones.destinationCountryId))
      .leftJoin(regions, eq(regions.id, availabilityZones.destinationRegionId))
      .where(inArray(availabilityZones.courierId, ids)),
  ]);
  return rows.map((courier) => {
    const own = zones.filter((z) => z.courierId === courier.id);
    const regionList = own
      .filter((z) => z.regionId)
      .map((z) => ({
        id: z.regionId!,
        name: z.regionName!,
        nameAr: z.regionNameAr!,
        countryName: z.countryName,
        countryNameAr: z.countryNameAr,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const countryWide = [
      ...new Map(
        own
          .filter((z) => !z.regionId)
          .map((z) => [z.countryId, { id: z.countryId, name: z.countryName, nameAr: z.countryNameAr }]),
      ).values(),
    ];
    return {
      ...courierView(courier),
      serviceTypes: services.filter((s) => s.courierId === courier.id).map(({ courierId: _c, ...service }) => service),
      regions: regionList,
      countryWide,
    };
  });
}
