// The nginx configs of the host, remote and gateway containers, rendered by the real entrypoint.
// `nginx -t` on each rendered file, then nginx serves it and the headers and routing are checked
// over HTTP. nginx is required (`npm test` installs Debian's where it is missing).
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPortalApps } from '../../tooling/webpack-config/lib/portal-apps';
import {
  builtRemotesJson,
  freePort,
  nginxTest,
  render,
  requireNginx,
  startNginx,
  type Rendered,
  type Role,
} from './support/nginx-harness';

const nginx = requireNginx();
const builtRemotes = builtRemotesJson();
const IMMUTABLE = 'public, max-age=31536000, immutable';

const rendered: Rendered[] = [];
afterAll(() => rendered.forEach((item) => item.cleanup()));

function renderRole(role: Role, env: Record<string, string>, files?: Record<string, string>): Rendered {
  const result = render(role, env, files);
  rendered.push(result);
  return result;
}

/** `nginx -t` on the rendered file (its output logged) must pass. */
function expectValid(role: Role, result: Rendered): void {
  const { ok, output } = nginxTest(nginx, result.confFile);
  console.log(`${role}: ran \`${nginx} -t -c ${result.confFile}\`\n${output.trim()}`);
  expect({ ok, output }).toEqual({ ok: true, output: expect.stringContaining('syntax is ok') });
}

describe('host container', () => {
  // The hash of index.html's inline script, as the host build writes it.
  const SCRIPT_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
  const files = {
    'index.html': '<!doctype html><title>Courier Portal</title>',
    'csp-script-hashes.txt': `${SCRIPT_HASH}\n`,
    'main.0123456789.js': 'console.log("host")',
    'assets/logo.abcdef0123.png': 'png',
  };

  it('writes remotes.json from REMOTE_<NAME>_URL, keeping the built routes, and lists remote origins and the inline script hash in the CSP', async () => {
    const port = await freePort();
    const result = renderRole(
      'host',
      { PORT: String(port), REMOTE_ADMIN_URL: 'https://admin.example.test/portal' },
      files,
    );
    const remotes = JSON.parse(readFileSync(path.join(result.htmlDir, 'remotes.json'), 'utf8')) as typeof builtRemotes;

    expect(remotes.remotes.map(({ name, routes, publicRoutes }) => ({ name, routes, publicRoutes }))).toEqual(
      builtRemotes.remotes.map(({ name, routes, publicRoutes }) => ({ name, routes, publicRoutes })),
    );
    for (const remote of remotes.remotes) {
      const built = builtRemotes.remotes.find((item) => item.name === remote.name)!;
      expect(remote.entry).toBe(
        remote.name === 'remote_admin' ? 'https://admin.example.test/portal/remoteEntry.js' : built.entry,
      );
    }
    const csp = result.conf.match(/Content-Security-Policy "([^"]+)"/)?.[1] ?? '';
    expect(csp).toContain(`script-src 'self' https://admin.example.test ${SCRIPT_HASH};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/admin\.example\.test;/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
  });

  it('refuses a remote URL that would break remotes.json', () => {
    expect(() => renderRole('host', { REMOTE_SHIPMENTS_URL: 'http://x"y/' }, files)).toThrow(
      /REMOTE_SHIPMENTS_URL must be a plain URL/,
    );
  });

  it('refuses an inline script source other than a hash', () => {
    expect(() => renderRole('host', {}, { ...files, 'csp-script-hashes.txt': "'unsafe-inline'\n" })).toThrow(
      /must hold only 'sha256-…' sources/,
    );
  });

  it('renders a valid config that serves the shell with cache, CSP and hardening headers', async () => {
    const port = await freePort();
    const result = renderRole('host', { PORT: String(port), REMOTE_SHIPMENTS_URL: 'http://127.0.0.1:9999/' }, files);
    expectValid('host', result);
    expect(result.conf).toMatch(/add_header Cache-Control \$portal_cache_control always;/);
    const server = await startNginx(nginx, result.confFile, port);
    try {
      const base = `http://127.0.0.1:${port}`;
      const shell = await fetch(`${base}/shipments/42`);
      expect(shell.status).toBe(200);
      expect(await shell.text()).toContain('<title>Courier Portal</title>');
      expect(shell.headers.get('cache-control')).toBe('no-cache');
      const csp = shell.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' http://127.0.0.1:9999 ${SCRIPT_HASH};`);
      expect(csp).not.toContain('unsafe-eval');
      expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
      expect(shell.headers.get('x-frame-options')).toBe('DENY');
      expect(shell.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

      for (const file of ['/', '/index.html', '/remotes.json']) {
        const response = await fetch(`${base}${file}`);
        expect({ file, status: response.status, cache: response.headers.get('cache-control') }).toEqual({
          file,
          status: 200,
          cache: 'no-cache',
        });
      }
      const remotesJson = (await (await fetch(`${base}/remotes.json`)).json()) as typeof builtRemotes;
      expect(remotesJson.remotes.find((remote) => remote.name === 'remote_shipments')?.entry).toBe(
        'http://127.0.0.1:9999/remoteEntry.js',
      );

      for (const file of ['/main.0123456789.js', '/assets/logo.abcdef0123.png']) {
        const response = await fetch(`${base}${file}`);
        expect({ file, status: response.status, cache: response.headers.get('cache-control') }).toEqual({
          file,
          status: 200,
          cache: IMMUTABLE,
        });
      }
      const script = await fetch(`${base}/main.0123456789.js`);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      // A hashed script is no document: nosniff, but none of the shell's CSP and document headers.
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'etag'])
        expect({ name, value: script.headers.get(name) }).toEqual({ name, value: null });
      // A missing bundle is a 404, never the HTML shell served as JavaScript.
      expect((await fetch(`${base}/main.ffffffffff.js`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});

describe('remote container', () => {
  const files = {
    'remoteEntry.js': 'var remote_shipments;',
    'mf-manifest.json': '{"name":"remote_shipments"}',
    '312.abcdef0123.js': 'chunk',
  };

  it('renders a valid config that serves the remote at / and under /remotes/<name>/, with CORS and cache headers', async () => {
    const port = await freePort();
    const result = renderRole('remote', { PORT: String(port), PORTAL_APP: 'remote-shipments' }, files);
    expectValid('remote', result);
    expect(result.conf).toContain('location /remotes/shipments/ {');
    const server = await startNginx(nginx, result.confFile, port);
    try {
      const base = `http://127.0.0.1:${port}`;
      for (const prefix of ['', '/remotes/shipments']) {
        for (const [file, cache] of [
          ['/remoteEntry.js', 'no-cache'],
          ['/mf-manifest.json', 'no-cache'],
          ['/312.abcdef0123.js', IMMUTABLE],
        ]) {
          const response = await fetch(`${base}${prefix}${file}`, {
            headers: { Origin: 'http://portal.example.test' },
          });
          expect({
            url: `${prefix}${file}`,
            status: response.status,
            cache: response.headers.get('cache-control'),
            cors: response.headers.get('access-control-allow-origin'),
          }).toEqual({
            url: `${prefix}${file}`,
            status: 200,
            cache,
            cors: '*',
          });
        }
      }
      const preflight = await fetch(`${base}/remoteEntry.js`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://portal.example.test', 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
      expect((await fetch(`${base}/nothing-here.js`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('uses CORS_ALLOW_ORIGIN when set', () => {
    const result = renderRole(
      'remote',
      { PORTAL_APP: 'remote-admin', CORS_ALLOW_ORIGIN: 'https://portal.example.test' },
      files,
    );
    expect(result.conf).toContain('add_header Access-Control-Allow-Origin "https://portal.example.test" always;');
    expect(result.conf).toContain('location /remotes/admin/ {');
  });
});

describe('gateway container', () => {
  const upstreamNames = ['API', 'HOST', ...readPortalApps().remotes.map((remote) => remote.name.toUpperCase())];
  const stubs: Server[] = [];
  afterAll(() => Promise.all(stubs.map((stub) => new Promise((resolve) => stub.close(resolve)))));

  /** An upstream that answers with its own name and the path it received. */
  async function stub(name: string): Promise<number> {
    const port = await freePort();
    const server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      // As the host container and the API do: the gateway must send its own value instead.
      response.setHeader('strict-transport-security', 'max-age=1');
      response.end(
        JSON.stringify({
          upstream: name,
          url: request.url,
          forwardedFor: request.headers['x-forwarded-for'] ?? null,
          forwardedProto: request.headers['x-forwarded-proto'] ?? null,
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    stubs.push(server);
    return port;
  }

  it('renders a valid config that routes /api, each /remotes/<name>/ and / to their containers', async () => {
    const env: Record<string, string> = { RESOLVER: '127.0.0.1' };
    for (const name of upstreamNames) env[`${name}_UPSTREAM`] = `127.0.0.1:${await stub(name)}`;
    const port = await freePort();
    env.PORT = String(port);
    const result = renderRole('gateway', env);
    expectValid('gateway', result);
    const server = await startNginx(nginx, result.confFile, port);
    try {
      const expectations: [string, string][] = [
        ['/api/v1/auth/me?x=1', 'API'],
        // nginx matches locations on the decoded path, so a spelled-out /api/ still reaches the API, which
        // receives it as sent and decides on its routed path (api/src/lib/request-path.ts).
        ['/%61pi/v1/auth/me', 'API'],
        ['/remotes/shipments/remoteEntry.js', 'REMOTE_SHIPMENTS'],
        ['/remotes/addresses/mf-manifest.json', 'REMOTE_ADDRESSES'],
        ['/remotes/organization/remoteEntry.js', 'REMOTE_ORGANIZATION'],
        ['/remotes/reports/312.abcdef0123.js', 'REMOTE_REPORTS'],
        ['/remotes/admin/remoteEntry.js', 'REMOTE_ADMIN'],
        ['/', 'HOST'],
        ['/shipments/42', 'HOST'],
        ['/remotes/unknown/remoteEntry.js', 'HOST'],
      ];
      for (const [url, upstream] of expectations) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`);
        const body = (await response.json()) as { upstream: string; url: string; forwardedFor: string | null };
        expect({ url, upstream: body.upstream, received: body.url }).toEqual({ url, upstream, received: url });
        expect(body.forwardedFor).toBe('127.0.0.1');
      }
      // A caller's own X-Forwarded-For is kept but the address the gateway saw comes last: the API believes
      // only that one (TRUST_PROXY names the gateway).
      const forged = await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(((await forged.json()) as { forwardedFor: string }).forwardedFor).toBe('198.51.100.7, 127.0.0.1');
    } finally {
      await server.stop();
    }
  });

  it('sends one HSTS header, its own, on answers served over HTTPS (HSTS_MAX_AGE, 0 for none)', async () => {
    const upstreams: Record<string, string> = { RESOLVER: '127.0.0.1' };
    for (const name of upstreamNames) upstreams[`${name}_UPSTREAM`] = `127.0.0.1:${await stub(name)}`;
    const served = async (extra: Record<string, string>, proto?: string) => {
      const port = await freePort();
      const result = renderRole('gateway', { ...upstreams, ...extra, PORT: String(port) });
      expectValid('gateway', result);
      const server = await startNginx(nginx, result.confFile, port);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`, {
          headers: proto ? { 'x-forwarded-proto': proto } : {},
        });
        const body = (await response.json()) as { forwardedProto: string };
        return { hsts: response.headers.get('strict-transport-security'), forwardedProto: body.forwardedProto };
      } finally {
        await server.stop();
      }
    };
    // Behind a balancer that terminated TLS: the API learns the scheme too (it sends its own HSTS then).
    expect(await served({}, 'https')).toEqual({ hsts: 'max-age=31536000', forwardedProto: 'https' });
    expect(await served({})).toEqual({ hsts: null, forwardedProto: 'http' });
    expect(await served({ HSTS_MAX_AGE: '600' }, 'https')).toEqual({ hsts: 'max-age=600', forwardedProto: 'https' });
    expect(await served({ HSTS_MAX_AGE: '0' }, 'https')).toEqual({ hsts: null, forwardedProto: 'https' });
  });

  it('refuses an HSTS_MAX_AGE that is not a number of seconds', () => {
    expect(() => renderRole('gateway', { HSTS_MAX_AGE: 'a year' })).toThrow(/HSTS_MAX_AGE must be a whole number/);
  });
});
