import { ApiKeyStatus } from '@portal/shared/domain';
import { generateApiKey } from '../../../lib/api-keys';
import type { DbOrTx } from '../../client';
import { apiKeys, type couriers, type organizations } from '../../schema';
import type { DemoAccounts } from './accounts';
import { demoCourierKey } from './couriers';
import { DEMO_COURIERS } from './data';
import { DAY, HOUR } from './time';

/** API keys in every state, for the key screens: client keys of the demo users, one partner key per courier. */
export async function seedApiKeys(
  db: DbOrTx,
  { individual, orgAdmin, orgUser, systemAdmin }: DemoAccounts,
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
      status: ApiKeyStatus.Active,
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
      status: ApiKeyStatus.Pending,
      ownerUserId: individual.id,
      createdAt: new Date(now.getTime() - 1 * DAY),
    },
    {
      ...key('client'),
      kind: 'client',
      name: 'ERP connector',
      status: ApiKeyStatus.Active,
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
      status: ApiKeyStatus.Denied,
      ownerUserId: orgUser.id,
      ownerOrganizationId: organization.id,
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
