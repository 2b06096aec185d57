// The address book: a pick-up address created with the map picker (click the map, the
// places fill in), made primary, edited; another deleted after confirmation; the Arabic form.
// The machine has no internet: map tiles never load, and the picker must work anyway.
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, type Session } from '../support/browser';
import { DEMO_PASSWORD } from '../support/access';
import { login, waitForPath } from '../support/portal';

let browser: Browser;
let session: Session;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => session?.context.close());

/** A new individual account, so the test owns its whole address book. */
async function signUp(): Promise<string> {
  const email = `addresses-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Address Tester', email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return email;
}

async function openAddresses(page: Page): Promise<void> {
  await page.goto('/addresses');
  await waitForPath(page, '/addresses');
  await page.getByRole('heading', { name: /^(Addresses|العناوين)$/ }).waitFor();
}

/** Waits until the select shows this option (its list may still be loading when the value is set). */
async function expectSelected(select: Locator, text: string | RegExp): Promise<void> {
  const exact = typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text;
  await select.locator('option:checked', { hasText: exact }).waitFor({ state: 'attached' });
}

/** Clicks the map away from the marker (which sits on the centre) and waits for the places to fill in. */
async function pickOnMap(page: Page, dialog: Locator): Promise<void> {
  const map = dialog.getByTestId('address-map');
  await map.locator('.leaflet-container').waitFor();
  await map.click({ position: { x: 120, y: 70 } });
  await dialog
    .getByTestId('map-lookup-status')
    .filter({ hasText: /Filled in|تمت التعبئة/ })
    .waitFor();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

it('creates a pick-up address with the map picker, makes it primary, edits it and deletes another after confirmation', async () => {
  const email = await signUp();
  session = await openPage(browser);
  const { page } = session;
  const tokens = await login(page, email);
  await waitForPath(page, '/shipments');
  await openAddresses(page);
  await page.getByText('No addresses yet').waitFor();

  // A pick-up address: click on the map (tiles cannot load here), the places fill in.
  await page.getByRole('button', { name: 'Add address' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Sweifieh warehouse');
  await dialog.getByRole('textbox', { name: 'Phone number', exact: true }).fill('0791234567');
  await expectSelected(dialog.getByRole('combobox', { name: 'Address type', exact: true }), 'Pick-up');
  await pickOnMap(page, dialog);
  await expectSelected(dialog.getByRole('combobox', { name: 'Country', exact: true }), 'Jordan');
  await expectSelected(dialog.getByRole('combobox', { name: 'Region', exact: true }), 'Amman');
  await expectSelected(dialog.getByRole('combobox', { name: 'City', exact: true }), 'Amman');
  await expectSelected(dialog.getByRole('combobox', { name: 'Village', exact: true }), /^(?!Choose).+$/);
  expect(await dialog.getByTestId('map-coordinates').textContent()).toMatch(/^Latitude 31\.9\d+, longitude 35\.8\d+$/);
  await dialog.getByRole('textbox', { name: 'Address line', exact: true }).fill('Wakalat Street');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Address added').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await row(page, 'Sweifieh warehouse').waitFor();
  expect(await row(page, 'Sweifieh warehouse').textContent()).toContain('+962791234567');

  // A second address, a drop-off, with the phone rule checked on the way.
  await page.getByRole('button', { name: 'Add address' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Old recipient');
  await dialog.getByRole('textbox', { name: 'Phone number', exact: true }).fill('12345');
  await dialog.getByRole('combobox', { name: 'Address type', exact: true }).selectOption({ label: 'Drop-off' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Invalid phone number').waitFor();
  await dialog.getByText('This field is required').first().waitFor();
  await dialog.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+44 20 7946 0958');
  await pickOnMap(page, dialog);
  await dialog.getByRole('textbox', { name: 'Address line', exact: true }).fill('Rainbow Street');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, 'Old recipient').waitFor();

  // Make the pick-up address primary: it is marked, and only it.
  await row(page, 'Sweifieh warehouse').getByRole('button', { name: 'Make primary' }).click();
  await row(page, 'Sweifieh warehouse').getByText('Primary pick-up').waitFor();
  expect(await page.getByTestId('primary-badge').count()).toBe(1);
  expect(await row(page, 'Old recipient').getByRole('button', { name: 'Make primary' }).count()).toBe(0);

  // Edit it.
  await page.getByRole('button', { name: 'Edit Sweifieh warehouse' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit address' });
  expect(await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Sweifieh warehouse');
  await expectSelected(dialog.getByRole('combobox', { name: 'City', exact: true }), 'Amman');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Sweifieh head office');
  await dialog.getByRole('textbox', { name: 'Building number', exact: true }).fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Address updated').first().waitFor();
  await row(page, 'Sweifieh head office').getByText('Primary pick-up').waitFor();

  // Delete the other one, after confirming.
  await page.getByRole('button', { name: 'Delete Old recipient' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await confirm.getByText('“Old recipient” will be removed').waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Address deleted').first().waitFor();
  await row(page, 'Old recipient').waitFor({ state: 'detached' });
  expect(await row(page, 'Sweifieh head office').count()).toBe(1);

  // The shipment flow's question: is there a primary pick-up address?
  const response = await fetch(`${baseUrl()}/api/v1/addresses/primary-pickup`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  const primary = (await response.json()) as { name: string; buildingNumber: string };
  expect(primary).toMatchObject({ name: 'Sweifieh head office', buildingNumber: '12' });
});

it('in Arabic the form is right-to-left, with Arabic place names filled in from the map', async () => {
  const email = await signUp();
  session = await openPage(browser);
  const { page } = session;
  await login(page, email);
  await waitForPath(page, '/shipments');
  // The language switcher toggles between English and Arabic.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await openAddresses(page);

  await page.getByRole('button', { name: 'إضافة عنوان' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'إضافة عنوان' });
  await dialog.getByRole('textbox', { name: 'الاسم', exact: true }).waitFor();
  expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await dialog.getByText('هذا الحقل مطلوب').first().waitFor();

  await pickOnMap(page, dialog);
  await expectSelected(dialog.getByRole('combobox', { name: 'الدولة', exact: true }), 'الأردن');
  await expectSelected(dialog.getByRole('combobox', { name: 'المدينة', exact: true }), /^عمّ?ان$/);
  expect(await dialog.getByTestId('map-lookup-status').textContent()).toContain('الأردن');
  expect(await dialog.getByTestId('map-coordinates').textContent()).toMatch(/^خط العرض 31\.9\d+، خط الطول 35\.8\d+$/);
});

it('"use my location" fills the form from the browser’s position, and falls back to Amman when access is denied', async () => {
  const email = await signUp();
  // A browser that shares a position in Irbid.
  session = await openPage(browser);
  await session.context.grantPermissions(['geolocation']);
  await session.context.setGeolocation({ latitude: 32.5568, longitude: 35.8469 });
  let page = session.page;
  await login(page, email);
  await waitForPath(page, '/shipments');
  await openAddresses(page);
  await page.getByRole('button', { name: 'Add address' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await dialog.getByTestId('map-lookup-status').filter({ hasText: 'Filled in' }).waitFor();
  await expectSelected(dialog.getByRole('combobox', { name: 'City', exact: true }), 'Irbid');
  expect(await dialog.getByTestId('map-coordinates').textContent()).toBe('Latitude 32.55680, longitude 35.84690');
  await session.context.close();

  // A browser that refuses: it says so, and the default location (Amman) is used.
  session = await openPage(browser);
  page = session.page;
  await login(page, email);
  await waitForPath(page, '/shipments');
  await openAddresses(page);
  await page.getByRole('button', { name: 'Add address' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await page.getByText('Location access denied (default location used)').waitFor();
  await dialog.getByTestId('map-lookup-status').filter({ hasText: 'Filled in' }).waitFor();
  await expectSelected(dialog.getByRole('combobox', { name: 'City', exact: true }), 'Amman');
  expect(await dialog.getByTestId('map-coordinates').textContent()).toBe('Latitude 31.95390, longitude 35.91060');
});
