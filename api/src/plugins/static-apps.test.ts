import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { cacheControlFor, contentSecurityPolicy, remoteOrigins, scriptHashSources } from './static-apps';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let appsDir: string;

const remotesJson = (shipmentsEntry: string) =>
  JSON.stringify({
    remotes: [
      {
        name: 'remote_shipments',
        entry: shipmentsEntry,
        routes: ['/shipments', '/couriers', '/track'],
        publicRoutes: ['/track'],
      },
      { name: 'remote_addresses', entry: '/remotes/addresses/mf-manifest.json', routes: ['/addresses'] },
    ],
  });

async function write(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  appsDir = await mkdtemp(path.join(tmpdir(), 'portal-apps-'));
  await write(
    path.join(appsDir, 'host/dist/index.html'),
    '<!doctype html><html><body><div id="root"></div><script src="/main.3f9a1b2c.js"></script></body></html>',
  );
  await write(path.join(appsDir, 'host/dist/main.3f9a1b2c.js'), 'console.log("host")');
  await write(path.join(appsDir, 'host/dist/favicon.ico'), 'icon');
  await write(
    path.join(appsDir, 'host/dist/remotes.json'),
    remotesJson('https://cdn.example.com/remotes/shipments/mf-manifest.json'),
  );
  await write(path.join(appsDir, 'remote-shipments/dist/remoteEntry.js'), 'var remote_shipments;');
  await write(path.join(appsDir, 'remote-shipments/dist/mf-manifest.json'), '{}');
  await write(path.join(appsDir, 'remote-shipments/dist/412.deadbeef.js'), 'chunk');
  // What the production build writes beside a text file: its brotli and gzip copies.
  const bigChunk = `var chunk = ${JSON.stringify('x'.repeat(4000))};`;
  await write(path.join(appsDir, 'remote-shipments/dist/900.0123abcd.js'), bigChunk);
  await writeFile(path.join(appsDir, 'remote-shipments/dist/900.0123abcd.js.br'), brotliCompressSync(bigChunk));
  await writeFile(path.join(appsDir, 'remote-shipments/dist/900.0123abcd.js.gz'), gzipSync(bigChunk));
  database = await createTestDatabase();
  app = await buildTestApp(database, { appsDir });
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await rm(appsDir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'POST' | 'HEAD' = 'GET') => app.inject({ method, url });

describe('serving the apps on one port (demo)', () => {
  it('sends the pre-compressed copy the browser accepts, cached as the file itself, with Vary', async () => {
    const url = '/remotes/shipments/900.0123abcd.js';
    const ask = (encoding?: string) =>
      app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('var chunk');
    expect(brotli.rawPayload.length).toBeLessThan(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('var chunk');
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('var chunk');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses API answers above 1 KB by Accept-Encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it("serves the host's index.html at / with no-cache and a CSP listing the remote origins", async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to index.html for client-side routes and deep links', async () => {
    for (const url of [
      '/shipments',
      '/track/PT12345678903',
      '/admin/couriers/1/rates',
      '/reset-password/abc_DEF-123',
      '/login?returnTo=%2Fshipments',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode, html: response.body.includes('<div id="root">') }).toEqual({
        url,
        status: 200,
        html: true,
      });
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for missing files, unknown API paths and non-GET page requests', async () => {
    expect((await get('/missing.js')).statusCode).toBe(404);
    const api = await get('/api/v1/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    // The router decodes /%61pi/… to /api/…: an unknown API path spelled so is still an API 404.
    const encoded = await get('/%61pi/v1/nothing');
    expect(encoded.statusCode).toBe(404);
    expect(encoded.json().code).toBe('NOT_FOUND');
    expect((await get('/shipments', 'POST')).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and makes entry files revalidate', async () => {
    expect((await get('/main.3f9a1b2c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes.json')).headers['cache-control']).toBe('no-cache');
    const entry = await get('/remotes/shipments/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/shipments/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/shipments/412.deadbeef.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // A remote that is not built is simply absent.
    expect((await get('/remotes/admin/remoteEntry.js')).statusCode).toBe(404);
  });

  it('sends a hashed file only the headers a script or stylesheet uses, a document all of them', async () => {
    // Each header of a document's kind on an immutable script is bytes on every phone's first load.
    for (const url of ['/main.3f9a1b2c.js', '/remotes/shipments/412.deadbeef.js']) {
      const asset = await get(url);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      for (const name of [
        'x-request-id',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'content-security-policy',
        'last-modified',
        'etag',
        'accept-ranges',
      ])
        expect({ url, name, value: asset.headers[name] }).toEqual({ url, name, value: undefined });
    }
    // What is revalidated keeps its validators; documents and API answers keep the hardening headers.
    const entry = await get('/remotes/shipments/remoteEntry.js');
    expect(entry.headers.etag).toBeDefined();
    for (const url of ['/', '/api/healthz']) {
      const response = await get(url);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-request-id']).toBeDefined();
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('follows a replaced remotes.json without a restart', async () => {
    const file = path.join(appsDir, 'host/dist/remotes.json');
    await writeFile(file, remotesJson('https://static.partner.example:8443/shipments/mf-manifest.json'));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://static.partner.example:8443;");
    expect(csp).not.toContain('cdn.example.com');
  });

  it("allows index.html's inline script by the hash the host build wrote, after a rebuild too", async () => {
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    await write(path.join(appsDir, 'host/dist/csp-script-hashes.txt'), `${hash}\n`);
    const csp = String((await get('/login')).headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' https://static.partner.example:8443 ${hash};`);
  });

  it('still serves the API and its docs', async () => {
    expect((await get('/api/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/api/openapi.json')).statusCode).toBe(200);
  });
});

describe('static helpers', () => {
  it('reads remote origins from absolute entries only', () => {
    expect(remoteOrigins(JSON.parse(remotesJson('https://a.example/x/mf-manifest.json')))).toEqual([
      'https://a.example',
    ]);
    expect(remoteOrigins({ remotes: [{ entry: 'not a url' }, { entry: 'http://b.example:81/m.json' }] })).toEqual([
      'http://b.example:81',
    ]);
    expect(remoteOrigins(null)).toEqual([]);
  });

  it('allows inline scripts by the hashes the host build lists, never by unsafe-inline', () => {
    const hash = "'sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg='";
    expect(scriptHashSources(`${hash} 'unsafe-inline' https://evil.example\n`)).toEqual([hash]);
    const csp = contentSecurityPolicy(['https://x.example'], [hash]);
    expect(csp).toContain(`script-src 'self' https://x.example ${hash};`);
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
  });

  it('builds a CSP without unsafe-eval and decides cache headers by file name', () => {
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
    expect(contentSecurityPolicy(['https://x.example'])).not.toMatch(/unsafe-eval/);
    expect(cacheControlFor('/a/index.html')).toBe('no-cache');
    expect(cacheControlFor('/a/vendors-node_modules_react.8f9a1b2c.js')).toContain('immutable');
    expect(cacheControlFor('/a/styles.css')).toBe('no-cache');
  });
});
