// The per-team pipeline's choice (scripts/lib/changed-apps.cjs): a change tests and builds only the
// apps it touched, and everything when what all apps are built from changed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { changedApps } = require('../../scripts/lib/changed-apps.cjs') as {
  changedApps: (files: string[]) => { dir: string; build: boolean }[];
};

const dirsFor = (...files: string[]) => changedApps(files).map((app) => app.dir);
const ALL = [
  'host',
  'remote-shipments',
  'remote-addresses',
  'remote-organization',
  'remote-reports',
  'remote-admin',
  'api',
];

it.each([
  [['remote-addresses/src/features/addresses/components/address-form.tsx'], ['remote-addresses']],
  [
    ['remote-admin/src/locales/en.json', 'remote-reports/package.json'],
    ['remote-reports', 'remote-admin'],
  ],
  [['host/src/bootstrap.tsx'], ['host']],
  [['api/src/routes/v1/shipments/rating.ts'], ['api']],
  [['docs/architecture.md', 'README.md', 'e2e/tests/shipments.test.ts', 'deploy/k8s/manifests.cjs'], []],
  [['shared/src/domain/money.ts'], ALL],
  [['tooling/webpack-config/index.js'], ALL],
  [['pnpm-lock.yaml'], ALL],
  [['portal.apps.json'], ALL],
  // A folder whose name only starts like an app's is not that app.
  [['remote-addresses-legacy/readme.md'], []],
])('%j → %j', (files, expected) => {
  expect(dirsFor(...files)).toEqual(expected);
});

it('builds the front-end apps and only tests the API', () => {
  const byDir = Object.fromEntries(changedApps(['shared/x.ts']).map((app) => [app.dir, app.build]));
  expect(byDir).toMatchObject({ host: true, 'remote-admin': true, api: false });
});
