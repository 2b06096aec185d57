import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, eq, inArray } from 'drizzle-orm';
import { availabilityZones, countries, couriers, courierServiceTypes, regions, serviceTypes } from '../../../db/schema';
import { withErrors } from '../../../lib/schemas';
import { can } from '../../../plugins/permissions';
import { courierLogoUrl } from '../../../lib/courier-logo-url';
import { CatalogueCourier } from './schemas';

/** The courier catalogue users browse (/couriers): active couriers only. */
const courierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(CatalogueCourier);

  app.get(
    '',
    {
      config: { access: can('couriers', 'read') },
      schema: {
        tags: ['couriers'],
        summary: 'Active couriers with logo, website, service types and the regions they cover',
        response: withErrors({ 200: Type.Object({ items: Type.Array(Type.Ref('CatalogueCourier')) }) }),
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(couriers)
        .where(eq(couriers.activeFlag, 'active'))
        .orderBy(asc(couriers.name));
      const ids = rows.map((c) => c.id);
      if (!ids.length) return { items: [] };
      const [services, zones] = await Promise.all([
        app.db
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
        app.db
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
      return {
        items: rows.map((courier) => {
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
            id: courier.id,
            code: courier.code,
            name: courier.name,
            nameAr: courier.nameAr,
            website: courier.website,
            logoUrl: courierLogoUrl(courier.id, courier.logoUpdatedAt),
            serviceTypes: services
              .filter((s) => s.courierId === courier.id)
              .map(({ courierId: _c, ...service }) => service),
            regions: regionList,
            countryWide,
          };
        }),
      };
    },
  );
};

export default courierRoutes;
