// Shipping in volume, as a merchant does it: a mixed 30-row file (parcel types and custom parcels, one
// row no courier covers, one reference used twice) previewed, bought with "cheapest" while a rate changes
// under some rows (held back, not bought), the results kept across a reload, the held-back rows retried
// with another courier, one labels PDF for all, and an order reference found by search and on the label.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { pdfText } from '../../api/test/support/pdf-text';
import { DEMO_PASSWORD } from '../support/access';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn } from '../support/portal';

const { newPage } = pagesPerTest();

async function api<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile((await file.path())!);
}

type Place = { id: string; name: string; regionId: string | null };
type Preview = { choices: { row: number; courierId: string; serviceTypeId: string; priceFils: number }[] };

// 8 rows to Jerash (their price changes under them), 1 to Tafilah (no courier goes there), 21 elsewhere.
const CITIES = ['Irbid', 'Zarqa', 'Madaba', 'Salt', 'Karak', 'Amman', 'Ajloun'];
const JERASH_ROWS = 8;

it('a 30-row file: preview, buy the cheapest, reload, retry the held-back rows with another courier, one labels PDF', async () => {
  const email = `volume-${randomBytes(3).toString('hex')}@example.com`;
  const signUp = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Volume merchant', email, password: DEMO_PASSWORD }),
  });
  expect(signUp.status).toBe(201);
  const page = await newPage();
  const { accessToken } = await signIn(page, email);

  const jordan = (await api<{ items: Place[] }>('/lookups/countries', accessToken)).items.find(
    (country) => country.name === 'Jordan',
  )!;
  const cities = (await api<{ items: Place[] }>(`/lookups/cities?countryId=${jordan.id}`, accessToken)).items;
  const city = (name: string) => cities.find((c) => c.name === name)!;
  await api('/addresses', accessToken, {
    body: {
      name: 'Volume Warehouse',
      phoneNumber: '0791112223',
      countryId: jordan.id,
      regionId: city('Amman').regionId,
      cityId: city('Amman').id,
      addressLine: 'Industrial Area, Gate 4',
      type: 2,
      isPrimary: true,
    },
  });

  // The file: every other row a parcel type, the others custom parcels (weight, some with dimensions).
  await page.goto('/shipments/upload');
  const template = await download(page, () =>
    page.getByRole('button', { name: 'Download the template' }).first().click(),
  );
  const header = template
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0];
  const columns = header.split(',');
  const line = (fields: Record<string, string>) => columns.map((column) => fields[column] ?? '').join(',');
  const rows = Array.from({ length: 30 }, (_, index) => {
    const destination = index < JERASH_ROWS ? 'Jerash' : index === 29 ? 'Tafilah' : CITIES[index % CITIES.length];
    const parcel: Record<string, string> =
      index % 2 === 0
        ? { parcel_type: 'small-box', quantity: '1' }
        : {
            quantity: '1',
            weight_kg: '2.5',
            ...(index % 3 === 0 ? { length_cm: '40', width_cm: '30', height_cm: '20' } : {}),
          };
    return line({
      recipient_name: `Recipient ${index + 1}`,
      recipient_phone: `07912345${String(index).padStart(2, '0')}`,
      country: 'Jordan',
      city: destination,
      address_line: `Street ${index + 1}`,
      // The last covered row repeats the first row's reference: flagged, not refused.
      reference: index === 28 ? 'UX-1000' : `UX-${1000 + index}`,
      ...parcel,
    });
  });
  await page.getByLabel('CSV file to upload').setInputFiles({
    name: 'volume.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\r\n')),
  });
  await page.getByText('Upload succeeded: 30 drafts created').first().waitFor();
  await page.waitForURL(/\/shipments\/imports\/[0-9a-f-]{36}$/);
  const importPath = new URL(page.url()).pathname;
  const importId = importPath.split('/').pop()!;

  // The preview with "cheapest": every row priced, the uncovered one with why, the duplicate marked.
  await page.getByRole('combobox', { name: 'Choose by' }).selectOption('cheapest');
  await page.getByRole('button', { name: 'Preview prices' }).click();
  const preview = page.getByRole('table', { name: 'Preview' });
  await preview.waitFor();
  await page
    .getByText(/^29 of 30 rows chosen, total /)
    .first()
    .waitFor();
  await page
    .getByText(/Row 31 \(recipient\.cityId\): .*Tafilah/)
    .first()
    .waitFor();
  expect(await preview.getByText('Duplicate reference').count()).toBeGreaterThanOrEqual(1);
  await page
    .getByText(/^2 rows have a reference another shipment of yours also uses/)
    .first()
    .waitFor();

  // Meanwhile an administrator prices Jerash higher for each courier service chosen there.
  const admin = await tokenOf('admin@portal.local');
  const shown = await api<Preview>(`/shipments/imports/${importId}/batch/preview`, accessToken, {
    body: { rule: 'cheapest', pageSize: 1 },
  });
  const jerashChoices = shown.choices.filter((choice) => choice.row <= JERASH_ROWS + 1);
  expect(jerashChoices).toHaveLength(JERASH_ROWS);
  const services = new Map(jerashChoices.map((choice) => [`${choice.courierId}/${choice.serviceTypeId}`, choice]));
  const raised: string[] = [];
  for (const choice of services.values())
    raised.push(
      (
        await api<{ id: string }>('/admin/rates', admin, {
          body: {
            courierId: choice.courierId,
            serviceTypeId: choice.serviceTypeId,
            originCountryId: jordan.id,
            destinationCountryId: jordan.id,
            destinationRegionId: city('Jerash').regionId,
            destinationCityId: city('Jerash').id,
            basePriceFils: Math.max(...jerashChoices.map((c) => c.priceFils)) + 5000,
            includedWeightKg: 30,
            perKgPriceFils: 0,
            transitDaysMin: 1,
            transitDaysMax: 2,
          },
        })
      ).id,
    );
  try {
    // Buy: the Jerash rows are held back at their new price, the rest booked at the price shown.
    await page.getByRole('button', { name: /^Buy 29 shipments — / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Buy' }).click();
    const firstRun = page.getByText(
      new RegExp(`^21 bought, 1 not covered, 0 failed, ${JERASH_ROWS} held back \\(price changed\\)`),
    );
    await firstRun.first().waitFor({ timeout: 60_000 });

    // A reload (or another member) sees the same results.
    await page.reload();
    await firstRun.first().waitFor();
    const results = page.getByRole('table', { name: 'Results' });
    expect(await results.getByText('Price changed', { exact: true }).count()).toBe(JERASH_ROWS);

    // Retry the rows not bought, with another courier and service for all.
    await page.getByRole('button', { name: 'Retry failed rows' }).click();
    await page.getByText('Retrying only the rows not booked yet').first().waitFor();
    await page.getByRole('combobox', { name: 'Choose by' }).selectOption('service');
    await page.getByRole('combobox', { name: 'Courier' }).selectOption({ label: 'Falcon Express' });
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Standard' });
    await page.getByRole('button', { name: 'Preview prices' }).click();
    await page.getByRole('button', { name: new RegExp(`^Buy ${JERASH_ROWS} shipments — `) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Buy' }).click();
    await page
      .getByText(/^29 bought, 1 not covered, 0 failed, 0 held back \(price changed\)/)
      .first()
      .waitFor({ timeout: 60_000 });
  } finally {
    for (const id of raised) await api(`/admin/rates/${id}`, admin, { method: 'DELETE' });
  }
  const bought = await api<{ items: { courier: { name: string } | null; reference: string | null }[]; total: number }>(
    `/shipments?importId=${importId}&tab=pending&pageSize=100`,
    accessToken,
  );
  expect(bought.total).toBe(29);
  expect(bought.items.filter((item) => item.courier?.name === 'Falcon Express').length).toBeGreaterThanOrEqual(
    JERASH_ROWS,
  );

  // One labels PDF with a page per booked shipment, the merchant's references printed on them.
  const labels = await download(page, () =>
    page.getByRole('button', { name: 'Download labels (PDF)' }).first().click(),
  );
  expect(labels.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(labels.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(29);
  expect(pdfText(labels)).toContain('UX-1015');

  // The reference is found by search in the list.
  await page.goto('/shipments?q=UX-1015');
  await page
    .getByRole('cell', { name: /UX-1015/ })
    .first()
    .waitFor();
  await page.getByText('Recipient 16').first().waitFor();
});
