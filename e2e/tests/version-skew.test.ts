// Version skew between a remote and the @portal/shared the host runs (docs/shared-contract.md): a remote
// built against an older minor runs; one that needs a newer major is refused by the host, with its
// section-unavailable page and the reason in the console, while the rest of the portal works. The
// remote's served build is rewritten the way such a build would look (its Module Federation
// requirements and its requiresShared), on a copy of the apps served by an API of its own.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import sharedPackage from '@portal/shared/package.json';
import { launchBrowser, openPage, type Session } from '../support/browser';
import { ownDeployment } from '../support/deployment';
import { repoRoot } from '../support/global-setup';
import { signIn } from '../support/portal';

const REMOTE_DIR = 'remote-addresses';
const RUNNING = sharedPackage.version;
const [major, minor] = RUNNING.split('.').map(Number);
const unavailable = /temporarily unavailable/i;

const deployment = ownDeployment('version-skew');
let browser: Browser;
let session: Session | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => session?.context.close());

function served(file: string): string {
  return path.join(deployment.distOf(REMOTE_DIR), file);
}

/** Rewrites one served file, and the brotli and gzip copies the server sends in its place. */
function rewrite(file: string, change: (text: string) => string): void {
  const before = readFileSync(served(file), 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: nothing to change`);
  writeFileSync(served(file), after);
  writeFileSync(served(`${file}.br`), brotliCompressSync(after));
  writeFileSync(served(`${file}.gz`), gzipSync(after));
}

type NavSource = { requiresShared: string };

/**
 * Serves remote-addresses as if built against @portal/shared `builtAgainst` and declaring
 * `requiresShared`: its Module Federation requirements (remoteEntry.js, mf-manifest.json), its
 * registration (the exposed ./register chunk) and its nav file.
 */
function serveAddressesBuiltAgainst(builtAgainst: string, requiresShared: string): void {
  const dist = deployment.distOf(REMOTE_DIR);
  rmSync(dist, { recursive: true, force: true });
  cpSync(path.join(repoRoot, REMOTE_DIR, 'dist'), dist, { recursive: true });

  const escaped = RUNNING.replace(/\./g, '\\.');
  rewrite('remoteEntry.js', (text) =>
    text.replace(
      new RegExp(`requiredVersion:"\\^${escaped}"(?=[^}]*shareKey:"@portal/shared)`, 'g'),
      `requiredVersion:"^${builtAgainst}"`,
    ),
  );
  rewrite('mf-manifest.json', (text) => {
    const manifest = JSON.parse(text) as { shared: { name: string; version: string; requiredVersion: string }[] };
    for (const shared of manifest.shared.filter(({ name }) => name.startsWith('@portal/shared'))) {
      shared.version = builtAgainst;
      shared.requiredVersion = `^${builtAgainst}`;
    }
    return JSON.stringify(manifest);
  });
  const manifest = JSON.parse(readFileSync(served('mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  // The file holding the register module: remoteEntry.js, where the remotes' build puts it.
  const registerChunk = manifest.exposes.find(({ name }) => name === 'register')!.assets.js.sync[0];
  // The range comes from src/nav.json, which the chunk holds as JSON (its keys renamed by webpack).
  const declared = (JSON.parse(readFileSync(path.join(repoRoot, REMOTE_DIR, 'src/nav.json'), 'utf8')) as NavSource)
    .requiresShared;
  // A remote that already declares that range (built before the host's last minor) needs no change.
  if (declared !== requiresShared)
    rewrite(registerChunk, (text) => text.split(`"${declared}"`).join(`"${requiresShared}"`));
  // …and the published nav.json, which the host checks before fetching the remote's code.
  rewrite('nav.json', (text) => JSON.stringify({ ...(JSON.parse(text) as NavSource), requiresShared }));
}

/** Signs in on this portal and records what the page writes to the console. */
async function signedIn(): Promise<{ page: Page; console: string[] }> {
  session = await openPage(browser, { baseURL: deployment.baseUrl });
  const messages: string[] = [];
  session.page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await signIn(session.page, 'user@portal.local');
  return { page: session.page, console: messages };
}

it('runs a remote built against an older minor of @portal/shared on the newer one the host runs', async () => {
  expect(minor).toBeGreaterThan(0);
  const older = `${major}.${minor - 1}.0`;
  serveAddressesBuiltAgainst(older, `^${older}`);

  const { page, console } = await signedIn();
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/addresses"]').click();
  await page.getByRole('heading', { name: 'Addresses', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add address' }).first().click();
  await page.getByRole('dialog', { name: 'Add address' }).getByRole('textbox').first().waitFor();
  expect(await page.getByText(unavailable).count()).toBe(0);
  expect(console.filter((line) => /@portal\/shared|remote_addresses/.test(line))).toEqual([]);
});

it('refuses a remote that needs a newer major of @portal/shared, with its unavailable page and the reason, and keeps the rest', async () => {
  const newer = `${major + 1}.0.0`;
  serveAddressesBuiltAgainst(newer, `^${newer}`);

  const { page, console } = await signedIn();
  // Its nav item never appears; its route shows the section-unavailable page; none of its code runs:
  // its remoteEntry.js may download beside its nav file (a preload, one round trip less for every
  // remote that passes), but no script of it is added to the page and nothing else of it is fetched.
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('a[href="/shipments"]').waitFor();
  await page.goto('/addresses');
  await page.getByText(unavailable).waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Addresses', level: 1 }).count()).toBe(0);
  expect(await nav.locator('a[href="/addresses"]').count()).toBe(0);
  expect(
    fetched.filter(
      (file) =>
        file.startsWith('/remotes/addresses/') && !file.endsWith('/nav.json') && !file.endsWith('/remoteEntry.js'),
    ),
  ).toEqual([]);
  expect(fetched).toContain('/remotes/addresses/nav.json');
  expect(await page.locator('script[src*="/remotes/addresses/"]').count()).toBe(0);
  expect(await page.evaluate(() => typeof (window as { remote_addresses?: unknown }).remote_addresses)).toBe(
    'undefined',
  );
  expect(console).toContainEqual(
    `error: Remote 'remote_addresses' requires @portal/shared ^${newer}, but ${RUNNING} is running`,
  );

  // The other remotes work.
  await nav.locator('a[href="/shipments"]').click();
  await page.getByRole('heading', { name: 'Shipments', level: 1 }).waitFor();
  expect(await page.getByText(unavailable).count()).toBe(0);
});
