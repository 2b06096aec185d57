import { AddressType, ApiKeyStatus, normalizeSearchText } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import { addresses, apiKeys, couriers, parcelTypes, serviceTypes } from '../../src/db/schema';
import { SHIPMENT_IMPORT_COLUMNS } from '../../src/services/imports/csv';
import { generateApiKey } from '../../src/lib/api-keys';
import { cityNamed, type TestUser } from './fixtures';

/** Test helpers for the shipment, tracking and partner suites (not loaded by the app). */

/** An address in the given city, owned as the user (and their organization) would own it. */
export async function addAddress(
  app: FastifyInstance,
  owner: Pick<TestUser, 'id' | 'organizationId'>,
  options: { city: string; name: string; type?: AddressType; phoneNumber?: string; addressLine?: string },
) {
  const city = await cityNamed(app, options.city);
  const [row] = await app.db
    .insert(addresses)
    .values({
      createdByUserId: owner.id,
      organizationId: owner.organizationId,
      name: options.name,
      phoneNumber: options.phoneNumber ?? '+962 79 555 0101',
      countryId: city.countryId,
      regionId: city.regionId,
      cityId: city.id,
      addressLine: options.addressLine ?? 'Rainbow Street 12',
      buildingNumber: '7',
      type: options.type ?? AddressType.DropOff,
      searchText: normalizeSearchText(options.name),
    })
    .returning();
  return row;
}

export async function referenceIds(app: FastifyInstance) {
  const byCode = async <T extends { code: string; id: string }>(rows: Promise<T[]>) =>
    new Map((await rows).map((r) => [r.code, r.id]));
  return {
    courier: await byCode(app.db.select({ code: couriers.code, id: couriers.id }).from(couriers)),
    service: await byCode(app.db.select({ code: serviceTypes.code, id: serviceTypes.id }).from(serviceTypes)),
    parcel: await byCode(app.db.select({ code: parcelTypes.code, id: parcelTypes.id }).from(parcelTypes)),
  };
}

/** A courier key, active, as an admin would create it on the courier's page. */
export async function courierKey(app: Pick<FastifyInstance, 'db'>, courierId: string): Promise<string> {
  const key = generateApiKey('courier');
  await app.db.insert(apiKeys).values({
    kind: 'courier',
    name: 'test feed',
    prefix: key.prefix,
    secretHash: key.secretHash,
    status: ApiKeyStatus.Active,
    ownerCourierId: courierId,
  });
  return key.plaintext;
}

export { pdfText } from './pdf-text';

/** An import file: the header row, then one valid row per recipient (Irbid, 1 kg). */
export function importCsv(recipientNames: string[]): string {
  const recipient: Record<string, string> = {
    recipient_phone: '0791234567',
    country: 'Jordan',
    city: 'Irbid',
    address_line: 'University Street',
    quantity: '1',
    weight_kg: '1',
  };
  return [
    SHIPMENT_IMPORT_COLUMNS.map((c) => c.key).join(','),
    ...recipientNames.map((name) => {
      const fields: Record<string, string> = { ...recipient, recipient_name: name };
      return SHIPMENT_IMPORT_COLUMNS.map((c) => fields[c.key] ?? '').join(',');
    }),
  ].join('\n');
}
