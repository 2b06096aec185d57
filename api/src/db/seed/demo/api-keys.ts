import { ApiKeyStatus } from '@portal/shared/domain';
import { generateApiKey } from '../../../lib/api-keys';
import type { DbOrTx } from '../../client';
import { apiKeys, type couriers, type organizations } from '../../schema';
import type { DemoAccounts } from './accounts';
import { demoCourierKey } from './couriers';
import { DEMO_COURIERS } from './data';
import { DAY, HOUR } from './time';

/**
 * API keys in every state, for the key screens: client keys of the demo users who may hold keys (the
 * individual user and the org admin; org users lack the subject), one partner key per courier.
 * Active keys were revealed when they were approved, so their secrets are nobody's to show again.
 */
export async function seedApiKeys(
  db: DbOrTx,
  { individual, orgAdmin, systemAdmin }: DemoAccounts,
  organization: typeof organizations.$inferSelect,
  courierByCode: Map<string, typeof couriers.$inferSelect>,
  now: Date,
) {
  const key = (kind: 'client' | 'courier') => {
    const generated = generateApiKey(kind);
    return { prefix: generated.prefix, secretHash: generated.secretHash };
  };
  await db.insert(apiKeys).values([
    {
      ...key('client'),
      kind: 'client',
      name: 'Online shop integration',
      purpose: 'Creates shipments from paid orders of our online shop',
      requestedExpiryDays: 365,
      status: ApiKeyStatus.Active,
      revealedAt: new Date(now.getTime() - 30 * DAY),
      ownerUserId: individual.id,
      expiresAt: new Date(now.getTime() + 180 * DAY),
      lastUsedAt: new Date(now.getTime() - 2 * DAY),
      reviewedByUserId: systemAdmin.id,
      reviewedAt: new Date(now.getTime() - 30 * DAY),
      createdAt: new Date(now.getTime() - 31 * DAY),
    },
    {
      ...key('client'),
      kind: 'client',
      name: 'Reporting script',
      purpose: 'Exports last month’s shipments to our accounting sheet',
      requestedExpiryDays: 90,
      status: ApiKeyStatus.Pending,
      ownerUserId: individual.id,
      createdAt: new Date(now.getTime() - 1 * DAY),
    },
    {
      ...key('client'),
      kind: 'client',
      name: 'ERP connector',
      purpose: 'Books shipments from the ERP and reads their tracking',
      status: ApiKeyStatus.Active,
      revealedAt: new Date(now.getTime() - 60 * DAY),
      ownerUserId: orgAdmin.id,
      ownerOrganizationId: organization.id,
      expiresAt: new Date(now.getTime() + 300 * DAY),
      lastUsedAt: new Date(now.getTime() - 3 * HOUR),
      reviewedByUserId: systemAdmin.id,
      reviewedAt: new Date(now.getTime() - 60 * DAY),
      createdAt: new Date(now.getTime() - 61 * DAY),
    },
    {
      ...key('client'),
      kind: 'client',
      name: 'Old warehouse scanner',
      purpose: 'Scans parcels at the warehouse door',
      status: ApiKeyStatus.Revoked,
      ownerUserId: orgAdmin.id,
      ownerOrganizationId: organization.id,
      revokedAt: new Date(now.getTime() - 10 * DAY),
      createdAt: new Date(now.getTime() - 200 * DAY),
    },
    {
      ...key('client'),
      kind: 'client',
      name: 'Test key',
      purpose: 'Trying things out',
      status: ApiKeyStatus.Denied,
      denialReason: 'Tell us what the key is for, then request it again.',
      ownerUserId: individual.id,
      reviewedByUserId: systemAdmin.id,
      reviewedAt: new Date(now.getTime() - 5 * DAY),
      createdAt: new Date(now.getTime() - 6 * DAY),
    },
    ...DEMO_COURIERS.map((demo) => {
      const courierKey = demoCourierKey(demo.code);
      return {
        prefix: courierKey.prefix,
        secretHash: courierKey.secretHash,
        kind: 'courier' as const,
        name: `${demo.name} tracking feed`,
        status: ApiKeyStatus.Active,
        ownerCourierId: courierByCode.get(demo.code)!.id,
        expiresAt: new Date(now.getTime() + 365 * DAY),
        lastUsedAt: demo.code === 'FALCON' ? new Date(now.getTime() - HOUR) : null,
        createdAt: new Date(now.getTime() - 90 * DAY),
      };
    }),
  ]);
}
