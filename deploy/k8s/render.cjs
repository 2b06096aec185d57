#!/usr/bin/env node
// Prints the portal's Kubernetes objects as YAML documents (JSON is YAML), ready for `kubectl apply -f -`:
//   node deploy/k8s/render.cjs --registry registry.example.com/portal --tag 1.4.0 --host portal.example.com
// Options: --registry, --tag, --host, --api-replicas, --app-replicas, --trust-proxy, --api-secret.
const { parseArgs } = require('node:util');
const { clusterManifests } = require('./manifests.cjs');

const { values } = parseArgs({
  options: {
    registry: { type: 'string' },
    tag: { type: 'string' },
    host: { type: 'string' },
    'api-replicas': { type: 'string' },
    'app-replicas': { type: 'string' },
    'trust-proxy': { type: 'string' },
    'api-secret': { type: 'string' },
  },
});
const overrides = Object.fromEntries(
  Object.entries({
    registry: values.registry,
    tag: values.tag,
    host: values.host,
    apiReplicas: values['api-replicas'] && Number(values['api-replicas']),
    appReplicas: values['app-replicas'] && Number(values['app-replicas']),
    trustProxy: values['trust-proxy'],
    apiSecret: values['api-secret'],
  }).filter(([, value]) => value !== undefined),
);
for (const object of clusterManifests(overrides)) process.stdout.write(`---\n${JSON.stringify(object, null, 2)}\n`);
