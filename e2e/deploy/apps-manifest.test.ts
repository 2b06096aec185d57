// portal.apps.json names the host and the remotes once. What reads it (builds, lint, the API's demo
// serving, scripts, tests) follows it by itself; the files that must stay static are checked here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readPortalApps } from '../../tooling/webpack-config/lib/portal-apps';
import { remoteRegistrations } from '../support/registrations';
import { repoRoot } from './support/nginx-harness';

const manifest = readPortalApps();
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const upstreamVariable = (slug: string) => `REMOTE_${slug.toUpperCase()}_UPSTREAM`;

/** A route prefix owns the path itself and everything below it; '/' owns only '/' (as the host reads it). */
const owns = (prefix: string, routePath: string) =>
  prefix === '/' ? routePath === '/' : routePath === prefix || routePath.startsWith(`${prefix}/`);

describe('portal.apps.json', () => {
  it('names each app as its package.json does, and each remote by its folder', () => {
    for (const app of [manifest.host, ...manifest.remotes]) {
      const pkg = JSON.parse(read(`${app.dir}/package.json`)) as { name: string };
      expect({ dir: app.dir, package: pkg.name }).toEqual({ dir: app.dir, package: app.package });
    }
    for (const remote of manifest.remotes) {
      // The remote container finds its slug in its folder name; REMOTE_<NAME>_URL comes from the name.
      expect({ dir: remote.dir, name: remote.name }).toEqual({
        dir: `remote-${remote.slug}`,
        name: `remote_${remote.slug}`,
      });
    }
    const ports = [manifest.host, ...manifest.remotes].map((app) => app.devPort);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it("matches each remote's registration: its name, routes under its prefixes, public routes under its public ones", () => {
    const registrations = remoteRegistrations();
    manifest.remotes.forEach((remote, index) => {
      const registration = registrations[index];
      expect(registration.name).toBe(remote.name);
      for (const route of registration.routes) {
        const prefixes = route.access === 'public' ? remote.publicRoutes : remote.routes;
        expect({ route: route.path, owned: prefixes.some((prefix) => owns(prefix, route.path)) }).toEqual({
          route: route.path,
          owned: true,
        });
      }
    });
  });

  it('gives the gateway a route and an upstream for each remote, and no other', () => {
    const template = read('deploy/nginx/gateway.conf.template');
    const mapBlock = template.match(/map \$remote_short_name \$remote_upstream \{\n([\s\S]*?)\n\s*\}\n/)?.[1] ?? '';
    const mapped = [...mapBlock.matchAll(/^\s*(\S+)\s+\$\{(\w+)\};/gm)].map(([, slug, variable]) => [slug, variable]);
    expect(mapped).toEqual(manifest.remotes.map((remote) => [remote.slug, upstreamVariable(remote.slug)]));
    const location = template.match(/\(\?<remote_short_name>([^)]*)\)/)?.[1];
    expect(location?.split('|')).toEqual(manifest.remotes.map((remote) => remote.slug));

    const entrypoint = read('deploy/nginx/entrypoint.sh');
    const gateway = entrypoint.slice(
      entrypoint.indexOf('  gateway)'),
      entrypoint.indexOf(';;', entrypoint.indexOf('  gateway)')),
    );
    const defaults = [...gateway.matchAll(/\$\{(REMOTE_\w+_UPSTREAM):=([^}]+)\}/g)].map(([, name, value]) => [
      name,
      value,
    ]);
    expect(defaults).toEqual(manifest.remotes.map((remote) => [upstreamVariable(remote.slug), `${remote.dir}:8080`]));
    // Each one defaulted, exported and substituted into the template.
    for (const remote of manifest.remotes) {
      expect(gateway.match(new RegExp(`\\b${upstreamVariable(remote.slug)}\\b`, 'g'))?.length).toBe(3);
    }
  });

  it('has docker-compose.yml run each remote and tell the host and the gateway where it is', () => {
    const services = (
      parse(read('docker-compose.yml')) as {
        services: Record<string, { environment?: Record<string, string>; depends_on?: Record<string, unknown> }>;
      }
    ).services;
    const appServices = Object.keys(services).filter((name) => name === 'host' || name.startsWith('remote-'));
    expect(appServices).toEqual([manifest.host.dir, ...manifest.remotes.map((remote) => remote.dir)]);
    for (const remote of manifest.remotes) {
      const urlVariable = `${remote.name.toUpperCase()}_URL`;
      expect(services.host.environment?.[urlVariable]).toBe(`\${${urlVariable}:-/remotes/${remote.slug}/}`);
      expect(services.gateway.environment?.[upstreamVariable(remote.slug)]).toBe(`${remote.dir}:8080`);
      expect(services.gateway.depends_on).toHaveProperty(remote.dir);
    }
  });

  it("lists every app in the README's folder table", () => {
    const folders = [...read('README.md').matchAll(/^\| `([\w-]+)\/` \|/gm)].map(([, folder]) => folder);
    expect(folders).toEqual(
      expect.arrayContaining([manifest.host.dir, ...manifest.remotes.map((remote) => remote.dir)]),
    );
    expect(folders.filter((folder) => folder.startsWith('remote-'))).toEqual(
      manifest.remotes.map((remote) => remote.dir),
    );
  });
});
