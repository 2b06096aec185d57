import { spawnSync } from 'node:child_process';
import { Readiness, SHIPMENT_TABS, ShipmentStatus } from '@portal/shared/domain';
import path from 'node:path';
import { startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { apiRoot } from '../paths';
import { keyMayCall } from '../plugins/permissions';
import { createUserAndLogin } from '../../test/support/fixtures';
import { call } from '../../test/support/test-app';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(() => app?.closeWithDatabase());

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  responses: Record<string, Response & { $ref?: string }>;
}

interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: unknown }>;
}

const API_ERROR = { $ref: '#/components/schemas/ApiError' };
/** Public operations that still refuse a credential: a wrong password, a spent refresh token. */
const CHECKS_CREDENTIALS = ['/api/v1/auth/login', '/api/v1/auth/refresh'];

type Parameter = { name: string; in: string; required?: boolean; schema?: Record<string, unknown> };
type Document = {
  paths: Record<string, Record<string, Operation & { parameters?: Parameter[]; requestBody?: unknown }>>;
};
const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 at /api/openapi.json and lists every /api/v1 route with the credentials it takes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const [scheme, token] of [
      ['userToken', 'eyJ'],
      ['clientApiKey', 'pk_'],
      ['courierKey', 'ck_'],
    ]) {
      expect(document.components.securitySchemes[scheme]).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(document.components.securitySchemes[scheme].description).toContain(
        `curl -H "Authorization: Bearer ${token}`,
      );
    }
    for (const route of app.routeAccess) {
      const label = `${route.method} ${route.url}`;
      const operation: Operation | undefined =
        document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect({ label, documented: !!operation }).toEqual({ label, documented: true });
      const schemes = (operation!.security ?? []).flatMap((requirement) => Object.keys(requirement)).sort();
      const expected =
        'public' in route.access
          ? []
          : 'courier' in route.access
            ? ['courierKey']
            : keyMayCall(route.access)
              ? ['clientApiKey', 'userToken']
              : ['userToken'];
      expect({ label, schemes }).toEqual({ label, schemes: expected });
    }
    expect(JSON.stringify(document)).not.toMatch(/passwordHash|password_hash|secretHash|tokenHash/);
  });

  it('gives every operation a unique camelCase operationId and a declared tag', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const declared = new Set(document.tags.map((tag: { name: string }) => tag.name));
    const ids: string[] = [];
    for (const [path, item] of Object.entries<Record<string, Operation>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const label = `${method.toUpperCase()} ${path}`;
        ids.push(operation.operationId ?? '');
        expect({ label, operationId: operation.operationId }).toEqual({
          label,
          operationId: expect.stringMatching(/^[a-z][a-zA-Z0-9]*$/),
        });
        expect({ label, tagged: !!operation.tags?.length && operation.tags.every((tag) => declared.has(tag)) }).toEqual(
          {
            label,
            tagged: true,
          },
        );
      }
    }
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(document.paths['/api/v1/admin/countries'].get.operationId).toBe('listAdminCountries');
    expect(document.paths['/api/v1/admin/countries/{id}'].get.operationId).toBe('getAdminCountry');
    expect(document.paths['/api/v1/shipments'].post.operationId).toBe('createShipment');
    expect(document.paths['/api/v1/shipments/{id}/cancel'].post.operationId).toBe('postShipmentCancel');
    // A route's own operationId wins.
    expect(document.paths['/api/v1/shipments/{id}/rates'].post.operationId).toBe('rateShipment');
  });

  it('lists the shared error schema for each error an operation can answer with, and the rate-limit headers', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.components.schemas.ApiError.required).toEqual(['message', 'code']);
    for (const route of app.routeAccess) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation: Operation = document.paths[path][route.method.toLowerCase()];
      const label = `${route.method} ${route.url}`;
      const statuses = Object.keys(operation.responses).filter((status) => /^[45]/.test(status));
      const expected = [
        route.method !== 'GET' || operation.parameters?.length ? ['400'] : [],
        'public' in route.access ? (CHECKS_CREDENTIALS.includes(route.url) ? ['401'] : []) : ['401', '403'],
        route.url.includes(':') ? ['404'] : [],
        route.method !== 'GET' ? ['409'] : [],
        ['POST', 'PUT', 'PATCH'].includes(route.method) ? ['413'] : [],
        ['429', '500'],
      ].flat();
      expect({ label, statuses }).toEqual({ label, statuses: expected });
      // Shared error responses are components (#/components/responses/…).
      const resolve = (response: Response & { $ref?: string }): Response =>
        response.$ref ? document.components.responses[response.$ref.split('/').pop()!] : response;
      for (const status of statuses) {
        const schemas = Object.values(resolve(operation.responses[status]).content ?? {}).map((media) => media.schema);
        expect({ label, status, schemas }).toEqual({ label, status, schemas: expect.arrayContaining([API_ERROR]) });
      }
      for (const status of Object.keys(operation.responses).filter((code) => /^[24]/.test(code))) {
        const headers = Object.keys(resolve(operation.responses[status]).headers ?? {}).sort();
        const limitHeaders = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
        expect({ label, status, headers }).toEqual({
          label,
          status,
          headers: expect.arrayContaining(status === '429' ? ['Retry-After', ...limitHeaders] : limitHeaders),
        });
      }
    }
  });

  it('says what the server does: media types, required and defaulted values, uploads, formats, public operations', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const media = (path: string, method = 'get') => Object.keys(document.paths[path][method].responses['200'].content);
    expect(media('/api/v1/shipments/{id}/label')).toEqual(['application/pdf']);
    expect(media('/api/v1/shipments/imports/{id}/labels')).toEqual(['application/pdf']);
    expect(media('/api/v1/lookups/couriers/{id}/logo')).toEqual(['image/png']);
    // A file route's failures are JSON, as served.
    const user = await createUserAndLogin(app);
    const refused = await call(app, 'GET', '/api/v1/reports/shipments/export?format=xlsx', {
      token: user.access_token,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(document.paths['/api/v1/reports/shipments/export'].get.responses['400']).toEqual({
      $ref: '#/components/responses/BadRequest',
    });
    // The period the server requires is required; what it defaults is not.
    const parameter = (path: string, name: string): Parameter =>
      document.paths[path].get.parameters.find((p: Parameter) => p.name === name);
    for (const path of ['/api/v1/reports/shipments', '/api/v1/reports/statistics', '/api/v1/reports/shipments/export'])
      for (const name of ['dateFrom', 'dateTo'])
        expect({ path, name, required: parameter(path, name).required }).toEqual({ path, name, required: true });
    for (const { label, operation } of operations(document))
      for (const p of operation.parameters ?? [])
        if (p.schema?.default !== undefined)
          expect({ label, name: p.name, required: p.required }).toEqual({ label, name: p.name, required: false });
    expect((await call(app, 'GET', '/api/v1/shipments', { token: user.access_token })).statusCode).toBe(200);
    // Uploads say which multipart field carries the file.
    for (const [path, field] of [
      ['/api/v1/shipments/imports', 'file'],
      ['/api/v1/admin/rates/import', 'file'],
      ['/api/v1/admin/couriers/{id}/logo', 'logo'],
    ])
      expect(document.paths[path].post.requestBody.content['multipart/form-data'].schema).toMatchObject({
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary' } },
      });
    // The portal's own formats are explained wherever they are used.
    const undefinedFormats: string[] = [];
    JSON.stringify(document, (key, value) => {
      if (
        value &&
        typeof value === 'object' &&
        ['phone', 'strong-password'].includes(value.format) &&
        !value.description
      )
        undefinedFormats.push(value.format);
      return value;
    });
    expect(undefinedFormats).toEqual([]);
    // Public operations say they need no credential; the document names its server; every success is described.
    expect(document.paths['/api/v1/auth/login'].post.security).toEqual([]);
    expect(document.paths['/api/v1/auth/login'].post.responses['401']).toBeDefined();
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const undescribed = operations(document).flatMap(({ label, operation }) =>
      Object.entries(operation.responses)
        .filter(([, response]) => (response as { description?: string }).description === 'Default Response')
        .map(([status]) => `${label} ${status}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('documents the rate-limit headers a response really carries', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(response.statusCode).toBe(401);
    for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
      expect({ header, value: response.headers[header] }).toEqual({ header, value: expect.stringMatching(/^\d+$/) });
  });

  it('guides a reader through every status, readiness, list tab, error code and webhook event', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const guide: string = document.info.description;
    const named = [
      ...Object.entries(ShipmentStatus).map(([name, value]) => `| ${value} | ${name} |`),
      ...Object.entries(Readiness).map(([name, value]) => `| ${value} | ${name} |`),
      ...SHIPMENT_TABS.map((tab) => `\`${tab.key}\``),
      ...document.components.schemas.ApiError.properties.code.anyOf.map((code: { const: string }) => code.const),
      ...Object.keys(document.webhooks).map((type) => `\`${type}\``),
      'Idempotent-Replayed',
      'Portal-Signature',
      'X-RateLimit-Limit',
    ];
    expect(named.filter((text) => !guide.includes(text))).toEqual([]);
  });

  it('serves a docs page at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });

  it('gives the docs page a Content-Security-Policy of its own that its assets satisfy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // script-src 'self' allows no inline script: every script and style sheet is a file served here.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<style\b/);
    const assets = [
      ...scripts.map((attributes) => /src="([^"]+)"/.exec(attributes)?.[1]),
      ...[...page.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]),
    ];
    for (const asset of assets) {
      expect(asset).toMatch(/^\.\/static\//);
      const response = await app.inject({ method: 'GET', url: `/api/docs/${asset!.slice(2)}` });
      expect({ asset, status: response.statusCode }).toEqual({ asset, status: 200 });
    }
    const documentForUi = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(documentForUi.statusCode).toBe(200);
    expect(documentForUi.headers['content-security-policy']).toBe(csp);
  });

  it('matches the committed client types in @portal/shared (run `pnpm --filter @portal/api openapi:generate` after changing a route)', () => {
    // openapi-typescript needs real Node (ES modules), so the check runs as its own process.
    const result = spawnSync(
      path.join(apiRoot, 'node_modules', '.bin', 'tsx'),
      ['scripts/generate-openapi-client.ts', '--check'],
      { cwd: apiRoot, encoding: 'utf8' },
    );
    expect({ exitCode: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({
      exitCode: 0,
      output: 'OpenAPI client types are up to date.',
    });
  });
});
