import { normalizeSearchText, type Page } from '@portal/shared/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, cities, countries, regions, villages } from '../../db/schema';
import { sortColumn } from '../../lib/sorting';
import type { AddressPlaces, Place } from './places';

/** An address as the API shows it: its places named in both languages. */
export interface Address {
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string;
  country: Place;
  region: Place | null;
  city: Place;
  village: Place | null;
  addressLine: string;
  buildingNumber: string | null;
  /** Messages to this person are in this language; null: the sender's. */
  language: 'en' | 'ar' | null;
  /** 2 pick-up/origin, 1 drop-off/destination. */
  type: 1 | 2;
  isPrimary: boolean;
  latitude: number | null;
  longitude: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const ADDRESS_SORTS = ['name', 'createdAt', 'updatedAt', 'type', 'city'] as const;

export interface AddressListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  type?: Address['type'];
}

const place = (id: string | null, name: string | null, nameAr: string | null): Place | null =>
  id && name !== null && nameAr !== null ? { id, name, nameAr } : null;

function selectAddresses(db: DbOrTx) {
  return db
    .select({
      address: addresses,
      countryName: countries.name,
      countryNameAr: countries.nameAr,
      regionName: regions.name,
      regionNameAr: regions.nameAr,
      cityName: cities.name,
      cityNameAr: cities.nameAr,
      villageName: villages.name,
      villageNameAr: villages.nameAr,
    })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(regions, eq(regions.id, addresses.regionId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(villages, eq(villages.id, addresses.villageId));
}

type AddressRow = Awaited<ReturnType<ReturnType<typeof selectAddresses>['execute']>>[number];

function toAddress(row: AddressRow): Address {
  const a = row.address;
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    phoneNumber: a.phoneNumber,
    country: { id: a.countryId, name: row.countryName, nameAr: row.countryNameAr },
    region: place(a.regionId, row.regionName, row.regionNameAr),
    city: { id: a.cityId, name: row.cityName, nameAr: row.cityNameAr },
    village: place(a.villageId, row.villageName, row.villageNameAr),
    addressLine: a.addressLine,
    buildingNumber: a.buildingNumber,
    language: a.language,
    type: a.type as Address['type'],
    isPrimary: a.isPrimary,
    latitude: a.latitude,
    longitude: a.longitude,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** One address with its places' names; `scope` limits it to what the caller may see. */
export async function findAddress(db: DbOrTx, condition: SQL | undefined): Promise<Address | undefined> {
  const [row] = await selectAddresses(db).where(condition).limit(1);
  return row && toAddress(row);
}

export const addressById = (id: string, scope: SQL | undefined) => and(eq(addresses.id, id), scope);

/** Everything a user might search an address by, in both languages (normalizeSearchText). */
export function addressSearchText(
  fields: {
    name: string;
    email: string | null;
    phoneNumber: string;
    addressLine: string;
    buildingNumber: string | null;
  },
  places: AddressPlaces,
): string {
  const placeNames = [places.country, places.region, places.city, places.village].flatMap((p) =>
    p ? [p.name, p.nameAr] : [],
  );
  // The local form too (0791234567), since that is how people type Jordanian numbers.
  const localPhone = fields.phoneNumber.startsWith('+962') ? `0${fields.phoneNumber.slice(4)}` : '';
  return normalizeSearchText(
    [
      fields.name,
      fields.email,
      fields.phoneNumber,
      localPhone,
      fields.addressLine,
      fields.buildingNumber,
      ...placeNames,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

const SORT_COLUMNS = {
  name: addresses.name,
  createdAt: addresses.createdAt,
  updatedAt: addresses.updatedAt,
  type: addresses.type,
  city: cities.name,
} satisfies Record<(typeof ADDRESS_SORTS)[number], unknown>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list (docs/architecture.md#api-conventions): search (normalized), type filter, sort, pagination. */
export async function listAddresses(
  db: DbOrTx,
  scope: SQL | undefined,
  query: AddressListQuery,
): Promise<Page<Address>> {
  const search = query.q ? normalizeSearchText(query.q) : '';
  const where = and(
    scope,
    query.type ? eq(addresses.type, query.type) : undefined,
    search ? sql`${addresses.searchText} like ${`%${escapeLike(search)}%`}` : undefined,
  );

  const order: SQL[] = [];
  if (query.sort) {
    const { column, descending } = sortColumn(SORT_COLUMNS, query.sort);
    order.push(descending ? desc(column) : asc(column));
  } else {
    // The primary pick-up address first, then the newest.
    order.push(desc(addresses.isPrimary), desc(addresses.createdAt));
  }
  order.push(asc(addresses.id));

  const offset = (query.page - 1) * query.pageSize;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(addresses).where(where),
    selectAddresses(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset),
  ]);
  return { items: rows.map(toAddress), total, page: query.page, pageSize: query.pageSize };
}
