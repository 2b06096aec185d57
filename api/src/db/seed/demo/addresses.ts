import { normalizeSearchText } from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import type { DbOrTx } from '../../client';
import { addresses } from '../../schema';
import { type DemoAddressInput, INDIVIDUAL_ADDRESSES, ORGANIZATION_ADDRESSES } from './data';
import type { ReferenceRows } from './reference-rows';
import { DAY } from './time';

/** The individual user's and the organization's address books, each entry with its place. */
export async function seedAddressBooks(
  db: DbOrTx,
  place: ReferenceRows['place'],
  owners: { individualId: string; orgAdminId: string; organizationId: string },
  now: Date,
) {
  const insertAddresses = async (
    inputs: DemoAddressInput[],
    owner: { createdByUserId: string; organizationId: string | null },
  ) => {
    const rows = await db
      .insert(addresses)
      .values(
        inputs.map((a) => {
          const p = place(a.city, a.village);
          return {
            ...owner,
            name: a.name,
            email: a.email ?? null,
            // Stored in E.164 like every address saved through the API.
            phoneNumber: toE164(a.phoneNumber) ?? a.phoneNumber,
            countryId: p.countryId,
            regionId: p.regionId,
            cityId: p.cityId,
            villageId: p.villageId,
            addressLine: a.addressLine,
            buildingNumber: a.buildingNumber ?? null,
            type: a.type,
            isPrimary: a.isPrimary ?? false,
            latitude: p.latitude,
            longitude: p.longitude,
            searchText: normalizeSearchText(
              [
                a.name,
                a.phoneNumber,
                a.addressLine,
                p.cityName,
                p.cityNameAr,
                p.villageName ?? '',
                p.villageNameAr ?? '',
              ].join(' '),
            ),
            createdAt: new Date(now.getTime() - 100 * DAY),
          };
        }),
      )
      .returning();
    return rows.map((row, i) => ({ row, place: place(inputs[i].city, inputs[i].village) }));
  };
  const individualBook = await insertAddresses(INDIVIDUAL_ADDRESSES, {
    createdByUserId: owners.individualId,
    organizationId: null,
  });
  const organizationBook = await insertAddresses(ORGANIZATION_ADDRESSES, {
    createdByUserId: owners.orgAdminId,
    organizationId: owners.organizationId,
  });
  return { individualBook, organizationBook };
}

export type AddressBookEntry = Awaited<ReturnType<typeof seedAddressBooks>>['individualBook'][number];
