// docker-compose.yml: no Docker engine runs the tests, so the file itself is checked.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readPortalApps } from '../../tooling/webpack-config/lib/portal-apps';
import { builtRemotesJson, repoRoot } from './support/nginx-harness';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  networks?: Record<string, { ipv4_address?: string }>;
}

const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;
};
const services = compose.services;
const manifest = readPortalApps();
const remotes = manifest.remotes.map((remote) => remote.dir);
const apps = [manifest.host.dir, ...remotes];

function publishedPorts(service: Service): number[] {
  // "8081:8080" or "127.0.0.1:8081:8080" → 8081
  return (service.ports ?? []).map((mapping) => Number(String(mapping).split(':').slice(-2)[0]));
}

describe('docker-compose.yml', () => {
  it('has postgres, the api, a mail catcher, the gateway and one service per app', () => {
    expect(remotes).toHaveLength(5);
    for (const name of ['postgres', 'api', 'mailpit', 'gateway', ...apps]) expect(services).toHaveProperty(name);
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      const test = service.healthcheck?.test;
      expect({ name, disabled: service.healthcheck?.disable ?? false }).toEqual({ name, disabled: false });
      expect({
        name,
        hasTest: Array.isArray(test)
          ? test.length > 1 && test[0] !== 'NONE'
          : typeof test === 'string' && test.length > 0,
      }).toEqual({ name, hasTest: true });
    }
  });

  it('publishes every app, postgres and the gateway on distinct host ports, and never the api', () => {
    const all = Object.entries(services).flatMap(([name, service]) =>
      publishedPorts(service).map((port) => ({ name, port })),
    );
    // Callers reach the API only through the gateway, whose X-Forwarded-For is the only one believed.
    expect(services.api.ports ?? []).toEqual([]);
    for (const name of ['postgres', 'gateway', ...apps]) {
      expect({ name, published: all.some((entry) => entry.name === name) }).toEqual({ name, published: true });
    }
    for (const { port } of all) expect(Number.isInteger(port) && port > 0).toBe(true);
    const ports = all.map((entry) => entry.port);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('builds each app from its own target of the multi-stage app Dockerfile', () => {
    const dockerfile = readFileSync(path.join(repoRoot, 'deploy', 'app.Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:20\S* AS build$/m);
    expect(dockerfile).toMatch(/^FROM nginx:\S*alpine AS nginx-base$/m);
    for (const app of apps) {
      const build = services[app].build;
      expect(build).toEqual({
        context: '.',
        dockerfile: 'deploy/app.Dockerfile',
        target: app === 'host' ? 'host' : 'remote',
        args: { APP: app },
      });
      expect(dockerfile).toMatch(new RegExp(`^FROM nginx-base AS ${build?.target}$`, 'm'));
    }
    for (const name of ['api', 'gateway'])
      expect(existsSync(path.join(repoRoot, services[name].build!.dockerfile))).toBe(true);
  });

  it.each(['deploy/app.Dockerfile', 'deploy/api.Dockerfile', 'deploy/gateway.Dockerfile'])(
    '%s has only known instructions and copies files that exist',
    (file) => {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      // Continuation lines belong to the instruction before them.
      const instructions = text
        .replace(/\\\n/g, ' ')
        .split('\n')
        .filter((line) => line.trim() && !line.trim().startsWith('#'));
      for (const line of instructions) {
        expect({
          line,
          known:
            /^(FROM|ARG|ENV|RUN|COPY|WORKDIR|EXPOSE|USER|ENTRYPOINT|CMD|LABEL|HEALTHCHECK|STOPSIGNAL|VOLUME|SHELL) /.test(
              line,
            ),
        }).toEqual({ line, known: true });
        const copy = line.match(/^COPY (?!--from)(.+)$/);
        if (!copy) continue;
        const sources = copy[1]
          .trim()
          .split(/\s+/)
          .slice(0, -1)
          .filter((source) => source !== '.');
        for (const source of sources)
          expect({ source, exists: existsSync(path.join(repoRoot, source)) }).toEqual({ source, exists: true });
      }
      expect(instructions.filter((line) => /^(CMD|ENTRYPOINT) /.test(line)).length).toBeGreaterThan(0);
    },
  );

  it('connects the api to postgres and the mail catcher, and starts it once postgres is healthy', () => {
    const api = services.api;
    expect(api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(api.environment?.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(api.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit:/);
  });

  it("believes X-Forwarded-For from the gateway's fixed address only", () => {
    const gatewayAddress = services.gateway.networks?.default?.ipv4_address;
    expect(gatewayAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(services.api.environment?.TRUST_PROXY).toBe(gatewayAddress);
    const [subnet] = compose.networks?.default?.ipam?.config ?? [];
    const [network, bits] = (subnet?.subnet ?? '').split('/');
    // The address lies in the subnet: the same leading bits (compared by division, no 32-bit sign trouble).
    const hostSize = 2 ** (32 - Number(bits));
    const networkPart = (address: string) =>
      Math.floor(address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0) / hostSize);
    expect(networkPart(gatewayAddress!)).toBe(networkPart(network));
  });

  it('tells the host where every remote of its remotes.json lives', () => {
    const built = builtRemotesJson();
    const variables = built.remotes.map((remote) => `${remote.name.toUpperCase()}_URL`);
    expect(Object.keys(services.host.environment ?? {}).sort()).toEqual(variables.sort());
  });

  it('points the gateway at services that exist, and waits for them', () => {
    const upstreams = Object.entries(services.gateway.environment ?? {}).filter(([key]) => key.endsWith('_UPSTREAM'));
    expect(upstreams).toHaveLength(2 + remotes.length);
    for (const [, upstream] of upstreams) {
      const [name, port] = upstream.split(':');
      expect(services).toHaveProperty(name);
      expect(port).toBe(name === 'api' ? services.api.environment?.PORT : '8080');
      expect(services.gateway.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
    }
  });
});
