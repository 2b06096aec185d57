// The portal on Kubernetes, built from portal.apps.json so a new remote gets its Deployment, Service
// and Ingress path without anyone editing YAML: the API as N stateless replicas (probes on
// /api/readyz and /api/healthz), a migration Job, one nginx Deployment per app (the same images as
// docker-compose), and an Ingress in place of the compose gateway. `node deploy/k8s/render.cjs`
// prints them; e2e/deploy/k8s.test.ts validates every object against the Kubernetes schemas.
const { readPortalApps } = require('../../tooling/webpack-config/lib/portal-apps');

const DEFAULTS = {
  registry: 'courier-portal',
  tag: 'latest',
  host: 'portal.example.com',
  apiReplicas: 3,
  appReplicas: 2,
  // The ingress controller's pods: only their X-Forwarded-For is believed (see TRUST_PROXY in README).
  trustProxy: '10.0.0.0/8',
  // The Secret the operator creates: DATABASE_URL, JWT_SECRET, WEBHOOK_SECRET_KEY, SMTP_URL (and MAIL_FROM if wanted).
  apiSecret: 'portal-api',
};

// The API image runs as Debian's `node` user; a numeric id lets the kubelet check it is not root. The
// nginx images start as root (the stock image's master process), as in docker-compose.
const API_POD_SECURITY = { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000 };

const labelsOf = (name) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'courier-portal' });
const httpProbe = (path, port, periodSeconds) => ({ httpGet: { path, port }, periodSeconds, timeoutSeconds: 3 });

function deployment(
  name,
  { image, port, replicas, env = [], envFrom = [], readiness, liveness, resources, podSecurity },
) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels: labelsOf(name) },
    spec: {
      replicas,
      selector: { matchLabels: labelsOf(name) },
      // A new version takes traffic only when ready; the old keeps serving until then.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labelsOf(name) },
        spec: {
          securityContext: podSecurity,
          containers: [
            {
              name,
              image,
              ports: [{ containerPort: port, name: 'http' }],
              env,
              envFrom,
              readinessProbe: readiness,
              livenessProbe: liveness,
              resources,
              securityContext: { allowPrivilegeEscalation: false },
            },
          ],
        },
      },
    },
  };
}

function service(name, port) {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, labels: labelsOf(name) },
    spec: { selector: labelsOf(name), ports: [{ name: 'http', port, targetPort: port }] },
  };
}

const pathRule = (path, name, port) => ({
  path,
  pathType: 'Prefix',
  backend: { service: { name, port: { number: port } } },
});

/** Every object of the portal's cluster deployment, in apply order. */
function clusterManifests(overrides = {}, apps = readPortalApps()) {
  const options = { ...DEFAULTS, ...overrides };
  const image = (dir) => `${options.registry}/${dir}:${options.tag}`;
  const apiEnvFrom = [{ secretRef: { name: options.apiSecret } }];
  const apiEnv = [
    { name: 'NODE_ENV', value: 'production' },
    { name: 'PORT', value: '3000' },
    { name: 'HOST', value: '0.0.0.0' },
    { name: 'PUBLIC_URL', value: `https://${options.host}` },
    { name: 'TRUST_PROXY', value: options.trustProxy },
  ];
  const nginxApp = (dir, env = []) => [
    deployment(dir, {
      image: image(dir),
      port: 8080,
      replicas: options.appReplicas,
      env,
      readiness: httpProbe('/healthz', 8080, 5),
      liveness: httpProbe('/healthz', 8080, 15),
      resources: { requests: { cpu: '20m', memory: '32Mi' }, limits: { memory: '64Mi' } },
    }),
    service(dir, 8080),
  ];
  const remoteUrls = apps.remotes.map((remote) => ({
    name: `REMOTE_${remote.slug.toUpperCase()}_URL`,
    value: `/remotes/${remote.slug}/`,
  }));

  return [
    {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'api-migrate', labels: labelsOf('api-migrate') },
      spec: {
        backoffLimit: 3,
        ttlSecondsAfterFinished: 86_400,
        template: {
          metadata: { labels: labelsOf('api-migrate') },
          spec: {
            restartPolicy: 'Never',
            securityContext: API_POD_SECURITY,
            containers: [
              {
                name: 'migrate',
                image: image('api'),
                command: ['node', '--import', 'tsx', 'src/migrate.ts'],
                envFrom: apiEnvFrom,
                securityContext: { allowPrivilegeEscalation: false },
              },
            ],
          },
        },
      },
    },
    deployment('api', {
      image: image('api'),
      port: 3000,
      replicas: options.apiReplicas,
      env: apiEnv,
      envFrom: apiEnvFrom,
      // Ready once the database answers; alive while the process serves at all.
      readiness: httpProbe('/api/readyz', 3000, 5),
      liveness: { ...httpProbe('/api/healthz', 3000, 15), initialDelaySeconds: 30 },
      resources: { requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '512Mi' } },
      podSecurity: API_POD_SECURITY,
    }),
    service('api', 3000),
    ...nginxApp(apps.host.dir, remoteUrls),
    ...apps.remotes.flatMap((remote) => nginxApp(remote.dir)),
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: { name: 'courier-portal', labels: labelsOf('courier-portal') },
      spec: {
        rules: [
          {
            host: options.host,
            http: {
              paths: [
                pathRule('/api', 'api', 3000),
                ...apps.remotes.map((remote) => pathRule(`/remotes/${remote.slug}/`, remote.dir, 8080)),
                pathRule('/', apps.host.dir, 8080),
              ],
            },
          },
        ],
      },
    },
  ];
}

module.exports = { clusterManifests, DEFAULTS };
