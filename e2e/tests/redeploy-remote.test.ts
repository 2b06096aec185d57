// One team redeploys its remote under a running portal, as README's release steps say: the new build
// is copied over the served one (new hashed files added, entry files replaced, old chunks kept), a
// reload runs it, a tab left open keeps working on the old one, the rest of the portal is untouched,
// and putting the kept files back rolls it back. On a copy of the apps served by an API of its own.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { appDirs, buildRemote, hashFiles, HASHED_FILE, ownDeployment } from '../support/deployment';
import { signIn } from '../support/portal';

const REMOTE_DIR = 'remote-addresses';
const NEW_MARK = `redeployed-${Date.now()}`;
const unavailable = /temporarily unavailable/i;

const deployment = ownDeployment('redeploy-remote');
let browser: Browser;
const scratch: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** Every file the other apps serve (host and the other remotes), with its hash. */
function otherAppsFiles(): Map<string, string> {
  const all = new Map<string, string>();
  for (const dir of appDirs().filter((name) => name !== REMOTE_DIR))
    for (const [file, hash] of hashFiles(deployment.distOf(dir))) all.set(`${dir}/${file}`, hash);
  return all;
}

/** The remote's files this page requests from now on: their names and statuses. */
function recordRemoteRequests(page: Page): { file: string; status: number }[] {
  const seen: { file: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/remotes/addresses/'))
      seen.push({ file: pathname.slice('/remotes/addresses/'.length), status: response.status() });
  });
  return seen;
}

/** The team's new build renames its nav item (in nav.json, as a change to its src/nav.json would). */
function renameNavItem(dist: string, title: string): void {
  const file = path.join(dist, 'nav.json');
  const nav = JSON.parse(readFileSync(file, 'utf8')) as { items: { key: string; titles: { en: string } }[] };
  nav.items.find(({ key }) => key === 'addresses')!.titles.en = title;
  const text = JSON.stringify(nav);
  writeFileSync(file, text);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
}

async function addressesPage(page: Page): Promise<string | null> {
  await page.getByRole('heading', { name: 'Addresses', level: 1 }).waitFor();
  return page.evaluate(() => document.documentElement.dataset.addressesBuild ?? null);
}

it(
  'runs a redeployed remote after a reload, keeps an open tab on the old one, leaves the other apps alone and rolls back',
  async () => {
    const served = deployment.distOf(REMOTE_DIR);
    const otherAppsBefore = otherAppsFiles();
    const oldFiles = hashFiles(served);
    // Step 2 of the release: keep what is served as the roll-back copy.
    const kept = tempDir('portal-addresses-kept-');
    cpSync(served, kept, { recursive: true });

    // A tab on the running version: signed in, it has visited the section (so the remote's code runs
    // in it) and gone back to the shipments, but has not opened the address form: its chunk is still
    // to be downloaded. (A remote's code is fetched only when its page is first shown.)
    const oldTab = await openPage(browser, { baseURL: deployment.baseUrl });
    await signIn(oldTab.page, 'user@portal.local');
    const nav = oldTab.page.getByRole('navigation', { name: 'Main' });
    await nav.locator('a[href="/addresses"]').click();
    expect(await addressesPage(oldTab.page)).toBeNull();
    await nav.locator('a[href="/shipments"]').click();
    await oldTab.page.getByRole('heading', { name: 'Shipments', level: 1 }).waitFor();

    // The team's build, marked so the page tells the versions apart; only this remote is built.
    const built = tempDir('portal-addresses-build-');
    await buildRemote(REMOTE_DIR, built, { PORTAL_TEST_BUILD_MARK: NEW_MARK });
    renameNavItem(built, 'Address book');
    const newFiles = hashFiles(built);
    // Step 3: upload over the old files.
    cpSync(built, served, { recursive: true });

    // (b) The host and every other remote are byte for byte what they were; the old hashed chunks are all still there.
    expect(otherAppsFiles()).toEqual(otherAppsBefore);
    const deployed = hashFiles(served);
    const oldChunks = [...oldFiles].filter(([file]) => HASHED_FILE.test(file));
    expect(oldChunks.length).toBeGreaterThan(0);
    for (const [file, hash] of oldChunks) expect([file, deployed.get(file)]).toEqual([file, hash]);
    for (const entry of ['remoteEntry.js', 'mf-manifest.json', 'nav.json']) {
      expect(deployed.get(entry)).toBe(newFiles.get(entry));
      expect(deployed.get(entry)).not.toBe(oldFiles.get(entry));
    }

    // (c) The open tab goes on with the version it started: opening the form downloads the old build's
    // lazily loaded chunk, which is still served, and not the new entry.
    const oldTabRequests = recordRemoteRequests(oldTab.page);
    expect(await nav.locator('a[href="/addresses"]').innerText()).toBe('Addresses');
    await nav.locator('a[href="/addresses"]').click();
    expect(await addressesPage(oldTab.page)).toBeNull();
    await oldTab.page.getByRole('button', { name: 'Add address' }).first().click();
    await oldTab.page.getByRole('dialog', { name: 'Add address' }).getByRole('textbox').first().waitFor();
    expect(await oldTab.page.getByText(unavailable).count()).toBe(0);
    const requested = oldTabRequests.map(({ file }) => file);
    expect(requested.length).toBeGreaterThan(0);
    expect(oldTabRequests.filter(({ status }) => status !== 200 && status !== 304)).toEqual([]);
    for (const file of requested) expect([file, oldFiles.has(file)]).toEqual([file, true]);
    expect(requested.filter((file) => !HASHED_FILE.test(file))).toEqual([]);

    // (a) A reload runs the new version.
    const reloadedRequests = recordRemoteRequests(oldTab.page);
    await oldTab.page.reload();
    expect(await addressesPage(oldTab.page)).toBe(NEW_MARK);
    // …and its nav as the new build publishes it.
    await nav.getByRole('link', { name: 'Address book' }).waitFor();
    expect(reloadedRequests.some(({ file }) => newFiles.has(file) && !oldFiles.has(file))).toBe(true);
    // A new visitor too.
    const newTab = await openPage(browser, { baseURL: deployment.baseUrl });
    await signIn(newTab.page, 'user@portal.local');
    await newTab.page.goto('/addresses');
    expect(await addressesPage(newTab.page)).toBe(NEW_MARK);

    // (d) Roll back: the kept files go back over the served ones; the next load runs the old version.
    cpSync(kept, served, { recursive: true });
    const rolledBackRequests = recordRemoteRequests(newTab.page);
    await newTab.page.reload();
    expect(await addressesPage(newTab.page)).toBeNull();
    await newTab.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Addresses' }).waitFor();
    const rolledBack = rolledBackRequests.map(({ file }) => file);
    expect(rolledBack.filter((file) => HASHED_FILE.test(file)).length).toBeGreaterThan(0);
    for (const file of rolledBack) expect([file, oldFiles.has(file)]).toEqual([file, true]);
    expect(otherAppsFiles()).toEqual(otherAppsBefore);

    // Elsewhere the portal works throughout.
    await newTab.page.getByRole('navigation', { name: 'Main' }).locator('a[href="/shipments"]').click();
    await newTab.page.getByRole('heading', { name: 'Shipments', level: 1 }).waitFor();
    await Promise.all([oldTab.context.close(), newTab.context.close()]);
  },
  // Building the remote takes about a minute on two busy cores.
  600_000,
);
