// The cluster deployment (deploy/k8s): every object valid against the Kubernetes schemas, and the
// shape the portal relies on: API replicas with their probes, the migration Job, one Deployment and
// Service per app of portal.apps.json, and the Ingress routing /api, each remote and the host.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readPortalApps } from '../../tooling/webpack-config/lib/portal-apps';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { clusterManifests } = require('../../deploy/k8s/manifests.cjs') as {
  clusterManifests: (options?: Record<string, unknown>) => K8sObject[];
};

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: any;
}

const apps = readPortalApps();
const objects = clusterManifests({ registry: 'registry.example/portal', tag: '1.2.3', apiReplicas: 4 });
const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

it('renders only objects the Kubernetes schemas accept', () => {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'support', 'validate-k8s.mjs')], {
    input: JSON.stringify(objects),
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual([]);
});

it('the validator refuses a broken object, so the check above can fail', () => {
  const broken = [{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { replicas: 'two' } }];
  const run = spawnSync(process.execPath, [path.join(__dirname, 'support', 'validate-k8s.mjs')], {
    input: JSON.stringify(broken),
    encoding: 'utf8',
  });
  expect(JSON.parse(run.stdout)).toEqual([expect.stringContaining('replicas must be integer')]);
});

it('runs the API as replicas probed on /api/readyz and /api/healthz, with its secrets from a Secret', () => {
  const api = find('Deployment', 'api')!;
  const [container] = api.spec.template.spec.containers;
  expect(api.spec.replicas).toBe(4);
  expect(container.image).toBe('registry.example/portal/api:1.2.3');
  expect(container.readinessProbe.httpGet).toEqual({ path: '/api/readyz', port: 3000 });
  expect(container.livenessProbe.httpGet).toEqual({ path: '/api/healthz', port: 3000 });
  expect(container.envFrom).toEqual([{ secretRef: { name: 'portal-api' } }]);
  expect(container.env.map((e: { name: string }) => e.name)).not.toContain('JWT_SECRET');
  expect(find('Service', 'api')!.spec.ports[0].port).toBe(3000);
});

it('migrates once with a Job on the API image, before the replicas need it', () => {
  const job = find('Job', 'api-migrate')!;
  const [container] = job.spec.template.spec.containers;
  expect(container.image).toBe('registry.example/portal/api:1.2.3');
  expect(container.command).toEqual(['node', '--import', 'tsx', 'src/migrate.ts']);
  expect(job.spec.template.spec.restartPolicy).toBe('Never');
  expect(objects.indexOf(job)).toBeLessThan(objects.indexOf(find('Deployment', 'api')!));
});

it('gives the host and every remote of portal.apps.json a Deployment and a Service', () => {
  for (const app of [apps.host, ...apps.remotes]) {
    const deployment = find('Deployment', app.dir);
    expect(deployment?.spec.template.spec.containers[0].image).toBe(`registry.example/portal/${app.dir}:1.2.3`);
    expect(deployment?.spec.template.spec.containers[0].readinessProbe.httpGet.path).toBe('/healthz');
    expect(find('Service', app.dir)?.spec.ports[0].port).toBe(8080);
  }
  const hostEnv = find('Deployment', apps.host.dir)!.spec.template.spec.containers[0].env;
  for (const remote of apps.remotes)
    expect(hostEnv).toContainEqual({
      name: `REMOTE_${remote.slug.toUpperCase()}_URL`,
      value: `/remotes/${remote.slug}/`,
    });
});

it('routes /api to the API, /remotes/<slug>/ to each remote and the rest to the host', () => {
  const ingress = find('Ingress', 'courier-portal')!;
  const routes = ingress.spec.rules[0].http.paths.map((p: { path: string; backend: { service: { name: string } } }) => [
    p.path,
    p.backend.service.name,
  ]);
  expect(routes).toEqual([
    ['/api', 'api'],
    ...apps.remotes.map((remote) => [`/remotes/${remote.slug}/`, remote.dir]),
    ['/', apps.host.dir],
  ]);
});
