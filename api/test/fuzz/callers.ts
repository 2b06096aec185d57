import { randomBytes, randomUUID } from 'node:crypto';
import { AddressType, ApiKeyStatus, Role, roleCan } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  apiKeys,
  couriers,
  imports,
  invitations,
  parcelTypes,
  shipments,
  outbox,
  webhookEndpoints,
} from '../../src/db/schema';
import { seedDatabase } from '../../src/db/seed';
import { generateApiKey } from '../../src/lib/api-keys';
import { keyMayCall, type RouteAccess } from '../../src/plugins/permissions';
import { addAddress } from '../support/shipments';
import { createOrganization, createUser, createUserAndLogin, type TestUser } from '../support/fixtures';
import { call } from '../support/test-app';

/** The eight kinds of caller every generated test speaks as. */
type CallerKind =
  | 'super user'
  | 'system admin'
  | 'org admin'
  | 'org user'
  | 'individual user'
  | 'client API key'
  | 'courier partner key'
  | 'anonymous';

export interface Caller {
  kind: CallerKind;
  /** The bearer sent (none for anonymous). */
  token?: string;
  /** The role the route guard sees (a client key acts as its owner, an individual user). */
  role?: Role;
}

/** What one owner holds: the objects a caller of another owner must neither see nor change. */
export interface OwnedObjects {
  addressId: string;
  draftId: string;
  shipmentId: string;
  trackingNumber: string;
  importId: string;
  clientKeyId: string;
  webhookId: string;
  webhookDeliveryId: string;
}

export interface FuzzWorld {
  callers: Caller[];
  /** The callers' accounts, organizations, keys and courier: left out of the fuzzer's id pools. */
  protectedIds: Set<string>;
  /** Signs a caller in again when a request disabled, demoted or deleted it (checked between batches). */
  restore(): Promise<void>;
  /** Objects each caller may use (its own, or its organization's): where a foreign id is slipped into a body. */
  own: Partial<Record<CallerKind, OwnedObjects>>;
  /** Objects of owners none of the callers belongs to: another organization and another individual. */
  foreign: {
    organization: OwnedObjects & { memberId: string; invitationId: string };
    individual: OwnedObjects;
  };
}

async function insertKey(
  app: FastifyInstance,
  values: Partial<typeof apiKeys.$inferInsert> & { kind: 'client' | 'courier' },
) {
  const key = generateApiKey(values.kind);
  const [row] = await app.db
    .insert(apiKeys)
    .values({ name: 'fuzz', prefix: key.prefix, secretHash: key.secretHash, status: ApiKeyStatus.Active, ...values })
    .returning();
  return { id: row.id, plaintext: key.plaintext };
}

/** An address, a draft, a processed shipment with `courierId`, an import and a client key of `owner`. */
async function ownedObjects(
  app: FastifyInstance,
  owner: Pick<TestUser, 'id' | 'organizationId'>,
  courierId: string,
): Promise<OwnedObjects> {
  const address = await addAddress(app, owner, { city: 'Amman', name: 'Foreign Owner', type: AddressType.PickUp });
  const [parcel] = await app.db.select().from(parcelTypes).limit(1);
  const [anImport] = await app.db
    .insert(imports)
    .values({
      createdByUserId: owner.id,
      organizationId: owner.organizationId,
      fileName: 'foreign.csv',
      fileHash: randomBytes(16).toString('hex'),
      status: 'imported',
    })
    .returning();
  const base = {
    createdByUserId: owner.id,
    organizationId: owner.organizationId,
    senderAddressId: address.id,
    recipientAddressId: address.id,
    parcelTypeId: parcel.id,
    weightKg: 1,
  };
  const [draft] = await app.db
    .insert(shipments)
    .values({ ...base, importId: anImport.id })
    .returning();
  const trackingNumber = `PTF${randomBytes(5).toString('hex').toUpperCase()}`;
  const [shipment] = await app.db
    .insert(shipments)
    .values({ ...base, courierId, readiness: 1, status: 1, trackingNumber, processedAt: new Date() })
    .returning();
  const key = await insertKey(app, { kind: 'client', ownerUserId: owner.id });
  // Stored as the API stores one; the secret's ciphertext is never read here.
  const [webhook] = await app.db
    .insert(webhookEndpoints)
    .values({
      createdByUserId: owner.id,
      organizationId: owner.organizationId,
      url: 'https://hooks.example/portal',
      events: ['shipment.processed'],
      secretCiphertext: randomBytes(32).toString('base64'),
    })
    .returning();
  const [delivery] = await app.db
    .insert(outbox)
    .values({
      kind: 'webhook',
      endpointId: webhook.id,
      eventId: randomUUID(),
      topic: 'shipment.processed',
      payload: { body: '{}' },
      status: 'failed',
    })
    .returning();
  return {
    addressId: address.id,
    draftId: draft.id,
    shipmentId: shipment.id,
    trackingNumber,
    importId: anImport.id,
    clientKeyId: key.id,
    webhookId: webhook.id,
    webhookDeliveryId: delivery.id,
  };
}

/**
 * The demo seed, the callers (one per kind; the courier key is FALCON's) and the objects of two other owners (an
 * organization with a member and an invitation, and an individual), whose shipments go with another courier.
 */
export async function createFuzzWorld(app: FastifyInstance): Promise<FuzzWorld> {
  // The demo data (couriers with rates, addresses, shipments in every status) gives requests something to find.
  await seedDatabase(app.db, { demo: true, passwords: app.passwords });
  const allCouriers = await app.db
    .select({ id: couriers.id, code: couriers.code })
    .from(couriers)
    .orderBy(sql`${couriers.code}`);
  const callerCourier = allCouriers.find((c) => c.code === 'FALCON') ?? allCouriers[0];
  const otherCourier = allCouriers.find((c) => c.id !== callerCourier.id)!;

  const callers: Caller[] = [];
  const protectedIds = new Set<string>([callerCourier.id]);
  const signIn = async (kind: CallerKind, role: Role, organizationId?: string) => {
    const user = await createUserAndLogin(app, { role, organizationId });
    callers.push({ kind, token: user.access_token, role });
    protectedIds.add(user.id);
    if (user.organizationId) protectedIds.add(user.organizationId);
    return user;
  };
  await signIn('super user', Role.SuperUser);
  await signIn('system admin', Role.SystemAdmin);
  const orgAdmin = await signIn('org admin', Role.OrgAdmin);
  await signIn('org user', Role.OrgUser, orgAdmin.organizationId!);
  const individual = await signIn('individual user', Role.IndividualUser);
  const clientKey = await insertKey(app, { kind: 'client', ownerUserId: individual.id });
  callers.push({ kind: 'client API key', token: clientKey.plaintext, role: Role.IndividualUser });
  const courierKey = await insertKey(app, { kind: 'courier', ownerCourierId: callerCourier.id });
  callers.push({ kind: 'courier partner key', token: courierKey.plaintext });
  protectedIds.add(clientKey.id).add(courierKey.id);
  callers.push({ kind: 'anonymous' });
  // The callers' own objects, so valid-shaped requests reach past "not found" too.
  const organizationObjects = await ownedObjects(app, orgAdmin, callerCourier.id);
  const individualObjects = await ownedObjects(app, individual, callerCourier.id);
  const own = {
    'org admin': organizationObjects,
    'org user': organizationObjects,
    'individual user': individualObjects,
    'client API key': individualObjects,
  };

  const otherOrganization = await createOrganization(app);
  const otherAdmin = await createUser(app, { role: Role.OrgAdmin, organizationId: otherOrganization.id });
  const otherMember = await createUser(app, { role: Role.OrgUser, organizationId: otherOrganization.id });
  const [invitation] = await app.db
    .insert(invitations)
    .values({
      organizationId: otherOrganization.id,
      email: 'invited@example.com',
      tokenHash: randomBytes(16).toString('hex'),
      invitedByUserId: otherAdmin.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const otherIndividual = await createUser(app, { role: Role.IndividualUser });
  const stillWorks = async (caller: Caller) => {
    if (!caller.token) return true;
    const probe =
      caller.kind === 'courier partner key' ? '/api/v1/partner/shipments?page=1&pageSize=1' : '/api/v1/auth/me';
    const response = await call(app, 'GET', probe, { token: caller.token });
    return response.statusCode === 200 && (caller.role === undefined || response.json().role === caller.role);
  };
  const restore = async () => {
    for (const caller of callers) {
      if (await stillWorks(caller)) continue;
      if (caller.kind === 'courier partner key') {
        await app.db.update(couriers).set({ activeFlag: 'active' }).where(eq(couriers.id, callerCourier.id));
        caller.token = (await insertKey(app, { kind: 'courier', ownerCourierId: callerCourier.id })).plaintext;
      } else if (caller.kind === 'client API key') {
        const owner = await createUser(app, { role: Role.IndividualUser });
        caller.token = (await insertKey(app, { kind: 'client', ownerUserId: owner.id })).plaintext;
      } else caller.token = (await createUserAndLogin(app, { role: caller.role })).access_token;
    }
  };
  return {
    callers,
    own,
    protectedIds,
    restore,
    foreign: {
      organization: {
        ...(await ownedObjects(app, otherAdmin, otherCourier.id)),
        memberId: otherMember.id,
        invitationId: invitation.id,
      },
      individual: await ownedObjects(app, otherIndividual, otherCourier.id),
    },
  };
}

/** Whether the route's declared access lets this kind of caller in (the route may still refuse). */
export function callerMayCall(caller: Caller, access: RouteAccess): boolean {
  if ('public' in access) return true;
  if ('courier' in access) return caller.kind === 'courier partner key';
  if (caller.role === undefined) return false;
  if (caller.kind === 'client API key' && !keyMayCall(access)) return false;
  return roleCan(caller.role, access.subject);
}
