import { ApiKeyStatus, Role, roleCan, type Subject } from '@portal/shared/domain';
import { couriers } from '../db/schema';
import { apiKeys } from '../db/schema';
import { createUser } from '../../test/support/fixtures';
import { buildTestApp, call, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { generateApiKey } from '../lib/api-keys';

/**
 * Every operation of the OpenAPI document, called with a client key of each role that holds keys
 * (read-write and read-only) and with a courier key: each answer must agree with what the document
 * says of the operation, its credentials (`security`) and whether it changes data (`x-changes-data`).
 */

interface DocumentOperation {
  description?: string;
  security?: Record<string, string[]>[];
  'x-changes-data'?: boolean;
}

const KEY_REFUSAL = 'API keys are for shipping: sign in to the portal to do this';
const READ_ONLY_REFUSAL = 'This API key is read-only: it cannot change data';
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
const callers: {
  label: string;
  token: string;
  kind: 'client' | 'courier';
  role?: Role;
  scope?: 'read' | 'read-write';
}[] = [];

async function insertKey(values: Partial<typeof apiKeys.$inferInsert> & { kind: 'client' | 'courier' }) {
  const key = generateApiKey(values.kind);
  await app.db
    .insert(apiKeys)
    .values({ name: 'walk', prefix: key.prefix, secretHash: key.secretHash, status: ApiKeyStatus.Active, ...values });
  return key.plaintext;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  const holders: [string, Role][] = [
    ['org admin', Role.OrgAdmin],
    ['individual user', Role.IndividualUser],
    ['super user', Role.SuperUser],
  ];
  for (const [label, role] of holders) {
    const owner = await createUser(app, { role });
    for (const scope of ['read-write', 'read'] as const)
      callers.push({
        label: `${label} ${scope} key`,
        kind: 'client',
        role,
        scope,
        token: await insertKey({ kind: 'client', ownerUserId: owner.id, scope }),
      });
  }
  const [courier] = await app.db.insert(couriers).values({ code: 'WALK', name: 'Walk', nameAr: 'ناقل' }).returning();
  callers.push({
    label: 'courier key',
    kind: 'courier',
    token: await insertKey({ kind: 'courier', ownerCourierId: courier.id }),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** What the document promises this caller: reached (the route may still say no for its own reasons), or which refusal. */
function promised(operation: DocumentOperation, caller: (typeof callers)[number]): string {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (!schemes.length) return 'reached';
  if (caller.kind === 'courier') return schemes.includes('courierKey') ? 'reached' : 'refused';
  if (!schemes.includes('clientApiKey')) return schemes.includes('courierKey') ? 'refused' : 'refused: key';
  if (caller.scope === 'read' && operation['x-changes-data']) return 'refused: read-only';
  // The key is let in; its owner's role must still hold the operation's subject.
  const subject = /subject `([\w-]+)`/.exec(operation.description ?? '')?.[1] as Subject;
  return roleCan(caller.role!, subject) ? 'reached' : 'refused';
}

function observed(response: { statusCode: number; json(): { message?: string } }): string {
  if (response.statusCode === 401) return 'unauthenticated';
  if (response.statusCode !== 403) return 'reached';
  const { message } = response.json();
  if (message === KEY_REFUSAL) return 'refused: key';
  if (message === READ_ONLY_REFUSAL) return 'refused: read-only';
  return 'refused';
}

describe('the OpenAPI document tells a key holder what their key may call', () => {
  it('marks every operation with whether it changes data', () => {
    const document = app.swagger() as { paths: Record<string, Record<string, DocumentOperation>> };
    const unmarked = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op] as const))
      .filter(([, op]) => typeof op['x-changes-data'] !== 'boolean')
      .map(([label]) => label);
    expect(unmarked).toEqual([]);
  });

  it('lets a client key call shipping, addresses, webhooks, couriers, reports, lookups and its own profile, nothing else', () => {
    const document = app.swagger() as { paths: Record<string, Record<string, DocumentOperation>> };
    const keyOperations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => (op.security ?? []).some((requirement) => 'clientApiKey' in requirement))
        .map(([method, op]) => `${method.toUpperCase()} ${path}${op['x-changes-data'] ? '' : ' (read)'}`),
    );
    expect(keyOperations.sort()).toEqual(
      [
        'GET /api/v1/auth/me (read)',
        'GET /api/v1/lookups/countries (read)',
        'GET /api/v1/lookups/regions (read)',
        'GET /api/v1/lookups/cities (read)',
        'GET /api/v1/lookups/villages (read)',
        'GET /api/v1/lookups/shipment-types (read)',
        'GET /api/v1/lookups/service-types (read)',
        'GET /api/v1/lookups/parcel-types (read)',
        'GET /api/v1/lookups/couriers (read)',
        'GET /api/v1/shipments/imports/template (read)',
        'POST /api/v1/shipments/imports',
        'GET /api/v1/shipments/imports (read)',
        'GET /api/v1/shipments/imports/{id} (read)',
        'POST /api/v1/shipments/imports/{id}/process',
        'GET /api/v1/shipments/imports/{id}/labels (read)',
        'POST /api/v1/shipments/imports/{id}/batch/preview (read)',
        'POST /api/v1/shipments/imports/{id}/batch/buy',
        'GET /api/v1/shipments/imports/{id}/batch/results (read)',
        'GET /api/v1/shipments (read)',
        'POST /api/v1/shipments',
        'GET /api/v1/shipments/tab-counts (read)',
        'POST /api/v1/shipments/rates (read)',
        'GET /api/v1/shipments/{id} (read)',
        'PATCH /api/v1/shipments/{id}',
        'DELETE /api/v1/shipments/{id}',
        'GET /api/v1/shipments/{id}/rates (read)',
        'POST /api/v1/shipments/{id}/rates (read)',
        'POST /api/v1/shipments/{id}/process',
        'POST /api/v1/shipments/{id}/cancel',
        'GET /api/v1/shipments/{id}/label (read)',
        'POST /api/v1/shipments/bulk/labels (read)',
        'POST /api/v1/shipments/bulk/cancel',
        'POST /api/v1/shipments/export (read)',
        'GET /api/v1/couriers (read)',
        'GET /api/v1/addresses (read)',
        'POST /api/v1/addresses',
        'GET /api/v1/addresses/primary-pickup (read)',
        'GET /api/v1/addresses/{id} (read)',
        'PUT /api/v1/addresses/{id}',
        'DELETE /api/v1/addresses/{id}',
        'POST /api/v1/addresses/{id}/primary',
        'GET /api/v1/locations/nearest (read)',
        'GET /api/v1/reports/dashboard (read)',
        'GET /api/v1/reports/shipments (read)',
        'GET /api/v1/reports/statistics (read)',
        'GET /api/v1/reports/shipments/export (read)',
        'GET /api/v1/webhooks (read)',
        'POST /api/v1/webhooks',
        'GET /api/v1/webhooks/{id} (read)',
        'PATCH /api/v1/webhooks/{id}',
        'DELETE /api/v1/webhooks/{id}',
        'POST /api/v1/webhooks/{id}/rotate-secret',
        'POST /api/v1/webhooks/{id}/test',
        'GET /api/v1/webhooks/{id}/deliveries (read)',
        'POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/resend',
      ].sort(),
    );
  });

  it('answers each key on each operation as the document marks it', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, DocumentOperation>> };
    const expected: string[] = [];
    const outcomes: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const url = path.replace(/\{\w+\}/g, SAMPLE_ID);
        const body = ['post', 'put', 'patch'].includes(method) ? {} : undefined;
        for (const caller of callers) {
          const label = `${method.toUpperCase()} ${path} with a ${caller.label}`;
          const want = promised(operation, caller);
          const response = await call(app, method.toUpperCase() as 'GET', url, { token: caller.token, body });
          expected.push(`${label}: ${want}`);
          outcomes.push(`${label}: ${observed(response)}`);
        }
      }
    }
    expect(operations).toBeGreaterThan(140);
    expect(outcomes).toEqual(expected);
  });
});
