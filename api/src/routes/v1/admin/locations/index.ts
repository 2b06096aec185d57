import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../crud';
import { cityTable, countryTable, regionTable, villageTable } from '../../../../services/locations';
import {
  CityBody,
  CityFilters,
  CityItem,
  CountryBody,
  CountryItem,
  locationSchemas,
  RegionBody,
  RegionFilters,
  RegionItem,
  VillageBody,
  VillageFilters,
  VillageItem,
} from './schemas';

const common = { tag: 'admin: locations', subject: 'locations' as const };

/** Countries, regions, cities and villages (subject `locations`). */
const locationRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of locationSchemas) app.addSchema(schema);
  registerCrud(app, {
    ...countryTable,
    ...common,
    path: '/countries',
    itemSchema: CountryItem,
    bodyProperties: CountryBody,
  });
  registerCrud(app, {
    ...regionTable,
    ...common,
    path: '/regions',
    itemSchema: RegionItem,
    bodyProperties: RegionBody,
    filterProperties: RegionFilters,
  });
  registerCrud(app, {
    ...cityTable,
    ...common,
    path: '/cities',
    itemSchema: CityItem,
    bodyProperties: CityBody,
    filterProperties: CityFilters,
  });
  registerCrud(app, {
    ...villageTable,
    ...common,
    path: '/villages',
    itemSchema: VillageItem,
    bodyProperties: VillageBody,
    filterProperties: VillageFilters,
  });
};

export default locationRoutes;
