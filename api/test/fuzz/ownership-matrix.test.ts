import fc from 'fast-check';
import { startTestApp, type StartedTestApp } from '../support/test-app';
import { type Caller, callerMayCall, createFuzzWorld, type FuzzWorld, type OwnedObjects } from './callers';
import { changedTables, databaseFingerprinter } from './database-fingerprint';
import { idPool, pathParamResource } from './fuzz-run';
import { apiOperations, type Operation, operationUrl } from './openapi-operations';
import { asText, type IdPool, toJson, validValue } from './schema-arbitraries';

/**
 * Role × operation × another owner's object, generated from the OpenAPI document. Every operation with a
 * path parameter must be classified below by its path (the longest prefix wins), and every `…Id` field of
 * a body or query must be classified too, so a new route or field fails this test until someone decides
 * who may reach it.
 */
type ForeignObjects = FuzzWorld['foreign']['organization'] | FuzzWorld['foreign']['individual'];
type Rule =
  /** Owned rows: only the super user sees every owner's rows (docs/architecture.md#ownership). */
  | { kind: 'owned'; params: (foreign: ForeignObjects) => Record<string, string>[] }
  /** Platform data behind an admin subject: only the roles the route's access lets in. */
  | { kind: 'admin' }
  /** Reachable by anyone by design. */
  | { kind: 'public'; reason: string };

const owned = (params: (foreign: ForeignObjects) => (Record<string, string> | undefined)[]): Rule => ({
  kind: 'owned',
  params: (foreign) => params(foreign).filter((p): p is Record<string, string> => !!p),
});

const ROUTE_RULES: Record<string, Rule> = {
  '/api/v1/shipments/imports/{id}': owned((o) => [{ id: o.importId }]),
  '/api/v1/shipments/{id}': owned((o) => [{ id: o.shipmentId }, { id: o.draftId }]),
  '/api/v1/addresses/{id}': owned((o) => [{ id: o.addressId }]),
  '/api/v1/api-keys/{id}': owned((o) => [{ id: o.clientKeyId }]),
  '/api/v1/webhooks/{id}': owned((o) => [{ id: o.webhookId, deliveryId: o.webhookDeliveryId }]),
  '/api/v1/organization/members/{id}': owned((o) => ['memberId' in o ? { id: o.memberId } : undefined]),
  '/api/v1/organization/invitations/{id}': owned((o) => ['invitationId' in o ? { id: o.invitationId } : undefined]),
  // The caller's courier key is FALCON's; the foreign shipments go with another courier.
  '/api/v1/partner/shipments/{trackingNumber}': owned((o) => [{ trackingNumber: o.trackingNumber }]),
  '/api/v1/admin/': { kind: 'admin' },
  '/api/v1/lookups/couriers/{id}/logo': { kind: 'public', reason: "a courier's logo is shown on public pages" },
  '/api/v1/recipient-notifications/logos/{id}': {
    kind: 'public',
    reason: "a sender's logo is shown in recipients' e-mail and on the public tracking page",
  },
  '/api/v1/tracking/{trackingNumber}': { kind: 'public', reason: 'the public tracking page: the number is the key' },
  '/api/v1/invitations/{token}': { kind: 'public', reason: 'the invitation token is the secret itself' },
  '/api/v1/referral-codes/{referralCode}': {
    kind: 'public',
    reason: "the code is the key, and the answer is only the organization's name (rate-limited per address)",
  },
};

/** Body and query fields naming another owner's objects: slipped into requests the caller may make. */
const OWNED_FIELDS: Record<string, keyof OwnedObjects> = {
  senderAddressId: 'addressId',
  recipientAddressId: 'addressId',
  importId: 'importId',
};
/** `…Id` fields that name shared data (reference data, couriers, types) or are filters of admin routes. */
const SHARED_FIELD =
  /^(origin|destination)?(Country|Region|City|Village|country|region|city|village)(Provider)?Id$|^(courier|serviceType|shipmentType|parcelType)Id$|^typeIds$|^ownerId$|^eventId$/;

let app: StartedTestApp;
let world: FuzzWorld;
let ids: IdPool;
let operations: Operation[];
let fingerprint: Awaited<ReturnType<typeof databaseFingerprinter>>;

beforeAll(async () => {
  app = await startTestApp();
  world = await createFuzzWorld(app);
  ids = await idPool(app, world.protectedIds);
  operations = apiOperations(app);
  fingerprint = await databaseFingerprinter(app);
});

afterAll(() => app?.closeWithDatabase());

const ruleFor = (operation: Operation): Rule | undefined =>
  Object.entries(ROUTE_RULES)
    .filter(([prefix]) => operation.path.startsWith(prefix))
    .sort(([a], [b]) => b.length - a.length)[0]?.[1];

/** One valid-shaped value for a schema (the same every run), so a request gets past validation. */
const sampleOf = (arbitrary: fc.Arbitrary<unknown>) => fc.sample(arbitrary, { seed: 16, numRuns: 1 })[0];

const foreignOwners = () => [world.foreign.organization, world.foreign.individual];
/** Every identifier of the foreign owners' objects: none may appear in an answer to another caller. */
const foreignIdentifiers = () => foreignOwners().flatMap((o) => Object.values(o));

function bodyFor(operation: Operation, override: Record<string, string> = {}) {
  if (!operation.body) return undefined;
  const body = sampleOf(validValue(operation.body, 'body', ids)) as Record<string, unknown>;
  return toJson({ ...body, ...override });
}

function queryFor(operation: Operation, override: Record<string, string> = {}): [string, string][] {
  const values = operation.queryParams
    .filter((p) => p.required || p.name in override)
    .map((p): [string, string] => [p.name, override[p.name] ?? asText(sampleOf(validValue(p.schema, p.name, ids)))]);
  return values;
}

async function send(operation: Operation, caller: Caller, url: string, payload?: string) {
  return app.inject({
    method: operation.method as 'GET',
    url,
    ...(payload !== undefined ? { payload } : {}),
    headers: {
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
  });
}

/**
 * Problems with one answer: a 2xx for another owner's object, a foreign identifier revealed, a refused
 * write (checked here unless every request is a refusal: then per operation, which is cheaper).
 */
async function check(
  operation: Operation,
  caller: Caller,
  url: string,
  payload: string | undefined,
  /** status: 401/403/404 (or 400) expected; refused: anything but a 2xx; any: only the reveal and write checks. */
  expected: 'status' | 'refused' | 'any',
): Promise<string[]> {
  const before = expected === 'status' || operation.method === 'GET' ? undefined : await fingerprint();
  const response = await send(operation, caller, url, payload);
  const label = `${operation.label} as ${caller.kind}: ${operation.method} ${url} → ${response.statusCode}`;
  const problems: string[] = [];
  const success = response.statusCode < 300;
  if (expected === 'status' && ![400, 401, 403, 404].includes(response.statusCode))
    problems.push(`${label} (expected 401/403/404): ${response.body.slice(0, 200)}`);
  if (expected === 'refused' && success) problems.push(`${label} accepted another owner's object`);
  if (success && foreignIdentifiers().some((id) => response.body.includes(id)))
    problems.push(`${label} reveals another owner's object: ${response.body.slice(0, 200)}`);
  if (before && !success) {
    const tables = changedTables(before, await fingerprint());
    if (tables.length) problems.push(`${label} was refused but wrote to ${tables.join(', ')}`);
  }
  return problems;
}

describe('role × operation × another owner’s object', () => {
  it('classifies every operation with a path parameter, and every …Id field', () => {
    const unclassified = operations
      .filter((operation) => operation.pathParams.length && !ruleFor(operation))
      .map((o) => `${o.label}: classify it in ROUTE_RULES (owned, admin or public) in ownership-matrix.test.ts`);
    const fields = operations.flatMap((operation) => [
      ...operation.queryParams.map((p) => p.name),
      ...Object.keys(operation.body?.properties ?? {}),
    ]);
    const unknownFields = [...new Set(fields)]
      .filter((name) => /Ids?$/.test(name) && !(name in OWNED_FIELDS) && !SHARED_FIELD.test(name))
      .map((name) => `field ${name}: classify it in OWNED_FIELDS or SHARED_FIELD in ownership-matrix.test.ts`);
    expect([...unclassified, ...unknownFields]).toEqual([]);
  });

  it('refuses another owner’s object by id to every caller but those the rule allows', async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const operation of operations.filter((o) => o.pathParams.length)) {
      const rule = ruleFor(operation);
      if (!rule || rule.kind === 'public') continue;
      const paramSets =
        rule.kind === 'owned'
          ? foreignOwners().flatMap(rule.params)
          : [
              Object.fromEntries(
                operation.pathParams.map((p) => [p.name, ids(pathParamResource(operation, p.name))[0] ?? p.name]),
              ),
            ];
      const before = operation.method === 'GET' ? undefined : await fingerprint();
      for (const caller of world.callers) {
        const allowed = rule.kind === 'owned' ? caller.kind === 'super user' : callerMayCall(caller, operation.access);
        // Allowed callers are not sent: their request would really change the fixtures.
        if (allowed) continue;
        for (const params of paramSets) {
          const url = operationUrl(operation, params, queryFor(operation));
          problems.push(...(await check(operation, caller, url, bodyFor(operation), 'status')));
          requests++;
        }
      }
      const tables = before ? changedTables(before, await fingerprint()) : [];
      if (tables.length) problems.push(`${operation.label}: refused, but wrote to ${tables.join(', ')}`);
    }
    expect({ problems, atLeast: requests > 500 }).toEqual({ problems: [], atLeast: true });
  });

  it('refuses another owner’s object named in a body, and reveals none through a query filter', async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      const bodyFields = Object.keys(operation.body?.properties ?? {}).filter((name) => name in OWNED_FIELDS);
      const queryFields = operation.queryParams.map((p) => p.name).filter((name) => name in OWNED_FIELDS);
      if (!bodyFields.length && !queryFields.length) continue;
      for (const caller of world.callers) {
        const own = world.own[caller.kind];
        if (!own || !callerMayCall(caller, operation.access)) continue;
        // The caller's own object in the path (its draft, its import), another owner's in the field.
        const params = Object.fromEntries(
          operation.pathParams.map((p) => [p.name, operation.path.includes('/imports/') ? own.importId : own.draftId]),
        );
        for (const foreign of foreignOwners()) {
          // The body's other owned fields name the caller's own objects, so only `field` is at fault.
          const ownFields = Object.fromEntries(bodyFields.map((name) => [name, own[OWNED_FIELDS[name]]]));
          for (const field of bodyFields) {
            const url = operationUrl(operation, params, queryFor(operation));
            const payload = bodyFor(operation, { ...ownFields, [field]: foreign[OWNED_FIELDS[field]] });
            problems.push(...(await check(operation, caller, url, payload, 'refused')));
            requests++;
          }
          for (const field of queryFields) {
            const url = operationUrl(operation, params, queryFor(operation, { [field]: foreign[OWNED_FIELDS[field]] }));
            problems.push(...(await check(operation, caller, url, bodyFor(operation), 'any')));
            requests++;
          }
        }
      }
    }
    expect({ problems, atLeast: requests > 20 }).toEqual({ problems: [], atLeast: true });
  });
});
