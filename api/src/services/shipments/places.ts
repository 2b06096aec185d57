import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { namedRefs } from '../../db/named-refs';
import { readAll } from '../../db/read-all';
import { type AddressSnapshot, addresses, cities, countries, regions, villages } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { storedPhoneNumber } from '../../lib/phone';
import type { UserPrincipal } from '../../plugins/auth';
import { ownedScope } from '../../scoping/owned';

/** Where a shipment starts or ends, as ids: what rating and availability zones match on. */
export interface RoutePoint {
  countryId: string;
  regionId: string | null;
  cityId: string;
  villageId: string | null;
}

/** A recipient typed into the wizard and not (yet) in the address book, as the routes validated it. */
export interface InlineRecipient {
  name: string;
  phoneNumber: string;
  email?: string | null;
  countryId: string;
  regionId?: string | null;
  cityId: string;
  villageId?: string | null;
  addressLine: string;
  buildingNumber?: string | null;
  language?: 'en' | 'ar' | null;
}

interface AddressFields extends RoutePoint {
  name: string;
  email: string | null;
  phoneNumber: string;
  addressLine: string;
  buildingNumber: string | null;
  latitude: number | null;
  longitude: number | null;
  language?: 'en' | 'ar' | null;
}

/** Adds the place names (English and Arabic) to addresses, in one query per level. */
export async function snapshotsOf(db: DbOrTx, items: AddressFields[]): Promise<AddressSnapshot[]> {
  const [countryMap, regionMap, cityMap, villageMap] = await readAll(db, [
    () =>
      namedRefs(
        db,
        countries,
        items.map((item) => item.countryId),
      ),
    () =>
      namedRefs(
        db,
        regions,
        items.map((item) => item.regionId),
      ),
    () =>
      namedRefs(
        db,
        cities,
        items.map((item) => item.cityId),
      ),
    () =>
      namedRefs(
        db,
        villages,
        items.map((item) => item.villageId),
      ),
  ]);
  return items.map((item) => {
    const country = countryMap.get(item.countryId);
    const city = cityMap.get(item.cityId);
    const region = item.regionId ? regionMap.get(item.regionId) : undefined;
    const village = item.villageId ? villageMap.get(item.villageId) : undefined;
    return {
      name: item.name,
      email: item.email,
      phoneNumber: item.phoneNumber,
      countryId: item.countryId,
      countryName: country?.name ?? '',
      countryNameAr: country?.nameAr ?? '',
      regionId: item.regionId,
      regionName: region?.name ?? null,
      regionNameAr: region?.nameAr ?? null,
      cityId: item.cityId,
      cityName: city?.name ?? '',
      cityNameAr: city?.nameAr ?? '',
      villageId: item.villageId,
      villageName: village?.name ?? null,
      villageNameAr: village?.nameAr ?? null,
      addressLine: item.addressLine,
      buildingNumber: item.buildingNumber,
      latitude: item.latitude,
      longitude: item.longitude,
      language: item.language ?? null,
    };
  });
}

/** An address from the caller's address book (400 naming the field when it is not theirs or not there). */
export async function ownedAddress(db: DbOrTx, principal: UserPrincipal, id: string, field: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), ownedScope(principal, addresses)))
    .limit(1);
  if (!row) throw fieldError(field, 'invalidValue');
  return row;
}

/** Checks that an inline recipient's places exist and belong together; returns it as address fields. */
export async function inlineRecipientFields(db: DbOrTx, recipient: InlineRecipient): Promise<AddressFields> {
  const [city] = await db.select().from(cities).where(eq(cities.id, recipient.cityId)).limit(1);
  if (!city || city.countryId !== recipient.countryId) throw fieldError('recipient.cityId', 'invalidValue');
  if (city.regionId && recipient.regionId && city.regionId !== recipient.regionId)
    throw fieldError('recipient.regionId', 'invalidValue');
  if (recipient.villageId) {
    const [village] = await db
      .select({ cityId: villages.cityId })
      .from(villages)
      .where(eq(villages.id, recipient.villageId))
      .limit(1);
    if (!village || village.cityId !== city.id) throw fieldError('recipient.villageId', 'invalidValue');
  }
  return {
    name: recipient.name.trim(),
    email: recipient.email ?? null,
    phoneNumber: storedPhoneNumber(recipient.phoneNumber),
    countryId: recipient.countryId,
    regionId: city.regionId ?? recipient.regionId ?? null,
    cityId: city.id,
    villageId: recipient.villageId ?? null,
    addressLine: recipient.addressLine.trim(),
    buildingNumber: recipient.buildingNumber ?? null,
    language: recipient.language ?? null,
    latitude: null,
    longitude: null,
  };
}

export const routePointOf = (a: {
  countryId: string;
  regionId: string | null;
  cityId: string;
  villageId: string | null;
}): RoutePoint => ({
  countryId: a.countryId,
  regionId: a.regionId,
  cityId: a.cityId,
  villageId: a.villageId,
});
