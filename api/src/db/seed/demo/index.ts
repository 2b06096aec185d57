import type { DbOrTx } from '../../client';
import { seedAccounts } from './accounts';
import { seedAddressBooks } from './addresses';
import { seedApiKeys } from './api-keys';
import { seedCouriers } from './couriers';
import { seedApplications, seedOrganization } from './organization';
import { loadReferenceRows } from './reference-rows';
import { seedShipments } from './shipments';

export { DEMO_ACCOUNTS, DEMO_COURIERS, DEMO_PASSWORD } from './data';
export { demoCourierKey } from './couriers';

export interface DemoSeedInput {
  /** argon2id hashes of DEMO_PASSWORD, one per account (computed before the transaction). */
  passwordHashes: string[];
  now?: Date;
}

/** Couriers, rates, zones, the demo accounts and organization, addresses, shipments and API keys. */
export async function seedDemoData(db: DbOrTx, input: DemoSeedInput): Promise<{ shipments: number }> {
  const now = input.now ?? new Date();
  const reference = await loadReferenceRows(db);
  const couriers = await seedCouriers(db, reference, now);
  const accounts = await seedAccounts(db, input.passwordHashes);
  const organization = await seedOrganization(db, accounts, now);
  await seedApplications(db, input.passwordHashes[0], accounts, now);
  const books = await seedAddressBooks(
    db,
    reference.place,
    { individualId: accounts.individual.id, orgAdminId: accounts.orgAdmin.id, organizationId: organization.id },
    now,
  );
  const shipments = await seedShipments(db, { reference, accounts, organization, books, couriers, now });
  await seedApiKeys(db, accounts, organization, couriers.courierByCode, now);
  return { shipments };
}
