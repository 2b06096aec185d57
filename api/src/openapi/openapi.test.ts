import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { apiRoot } from '../paths';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(() => app?.closeWithDatabase());

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 at /api/openapi.json and lists every /api/v1 route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of app.routeAccess) {
      const operation: Operation | undefined =
        document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.url}`, documented: !!operation }).toEqual({
        route: `${route.method} ${route.url}`,
        documented: true,
      });
      // Non-public routes say they need a bearer; every route documents the error shape.
      const label = `${route.method} ${route.url}`;
      expect({ label, bearer: !!operation!.security?.length }).toEqual({ label, bearer: !('public' in route.access) });
      // Routes that produce files (PDF, CSV) list their error under that media type too.
      const errorSchemas = Object.values(operation!.responses['4XX']?.content ?? {}).map((media) => media.schema);
      expect({ label, errorSchemas }).toEqual({
        label,
        errorSchemas: expect.arrayContaining([{ $ref: '#/components/schemas/ApiError' }]),
      });
    }
    expect(JSON.stringify(document)).not.toMatch(/passwordHash|password_hash|secretHash|tokenHash/);
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
