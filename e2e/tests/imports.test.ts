// Imports end to end, as a new user meets it: download the template, fill three rows (one bad),
// see the bad row's problem and the file with its errors, fix it, upload again, see the three drafts
// in the Draft tab, process them all with one courier, and print their labels as one PDF.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/access';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn, waitForPath } from '../support/portal';

const { newPage } = pagesPerTest();

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** What a click downloads, as text or bytes. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { download, bytes: await readFile(file!) };
}

it('template → upload with a bad row → its error → fix → three drafts → buy all → one labels PDF', async () => {
  const email = `bulk-${randomBytes(3).toString('hex')}@example.com`;
  const signUp = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Bulk sender', email, password: DEMO_PASSWORD }),
  });
  expect(signUp.status).toBe(201);

  const page = await newPage();
  const tokens = await signIn(page, email);

  // Without a primary pick-up address, the page asks for one first.
  await page.goto('/shipments/upload');
  await waitForPath(page, '/shipments/upload');
  await page
    .getByRole('link', { name: /address/i })
    .first()
    .waitFor();
  expect(await page.getByRole('button', { name: 'Choose file' }).count()).toBe(0);

  const countries = await api<{ items: { id: string; name: string }[] }>('/lookups/countries', tokens.accessToken);
  const jordan = countries.items.find((c) => c.name === 'Jordan')!;
  const cities = await api<{ items: { id: string; name: string; regionId: string | null }[] }>(
    `/lookups/cities?countryId=${jordan.id}`,
    tokens.accessToken,
  );
  await api('/addresses', tokens.accessToken, {
    name: 'Bulk Sender Warehouse',
    phoneNumber: '0791112223',
    countryId: jordan.id,
    regionId: cities.items.find((c) => c.name === 'Amman')!.regionId,
    cityId: cities.items.find((c) => c.name === 'Amman')!.id,
    addressLine: 'Industrial Area, Gate 4',
    type: 2,
    isPrimary: true,
  });

  // Step 1: the template.
  await page.reload();
  const template = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download the template' }).first().click(),
  );
  expect(template.download.suggestedFilename()).toBe('shipments-template.csv');
  const [header] = template.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  const columns = header.split(',');
  expect(columns).toContain('recipient_name');
  const row = (fields: Record<string, string>) => columns.map((column) => fields[column] ?? '').join(',');
  const rows = (badCity: string) =>
    [
      header,
      row({
        recipient_name: 'Hala Saleh',
        recipient_phone: '0791234567',
        country: 'Jordan',
        city: 'Irbid',
        address_line: 'University Street',
        parcel_type: 'small-box',
        quantity: '1',
        payment_type: 'cod',
        cod_amount: '12.500',
      }),
      row({
        recipient_name: 'Omar Khalil',
        recipient_phone: '0781234567',
        country: 'Jordan',
        city: badCity,
        address_line: 'Baghdad Street',
        parcel_type: 'small-box',
        quantity: '2',
      }),
      row({
        recipient_name: 'رنا جابر',
        recipient_phone: '0771234567',
        country: 'الأردن',
        city: 'إربد',
        address_line: 'شارع الجامعة',
        parcel_type: 'small-box',
        quantity: '1',
      }),
    ].join('\r\n');

  // Step 2: a file with one bad row is refused, the row named; nothing is created.
  const input = page.getByLabel('CSV file to upload');
  await input.setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(rows('Atlantis')) });
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await problems.waitFor();
  const problemRow = problems.getByRole('row').filter({ hasText: 'city' });
  expect(await problemRow.first().textContent()).toMatch(/^3\s*city/);
  // The user's own file comes back with an error column on that row.
  const withErrors = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download the file with its errors' }).click(),
  );
  const errorLines = withErrors.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(errorLines[0].endsWith(',error')).toBe(true);
  // The error names the column and the offending value before the message.
  expect(errorLines[2]).toMatch(/Atlantis.*,city: Atlantis — [^,]+$/);
  expect(errorLines[1].endsWith(',')).toBe(true);
  expect((await api<{ total: number }>('/shipments?tab=draft', tokens.accessToken)).total).toBe(0);

  // Fixed, the file goes in: the upload's page.
  await input.setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(rows('Zarqa')) });
  await page.getByText('Upload succeeded: 3 drafts created').first().waitFor();
  await page.waitForURL(/\/shipments\/imports\/[0-9a-f-]{36}$/);
  const importPath = new URL(page.url()).pathname;

  // The three drafts, in the Draft tab filtered to this upload.
  await page.getByRole('link', { name: 'View drafts' }).click();
  await page.waitForURL((url) => url.pathname === '/shipments' && url.searchParams.get('tab') === 'draft');
  for (const name of ['Hala Saleh', 'Omar Khalil', 'رنا جابر']) await page.getByText(name).first().waitFor();

  // Buy them all with one courier and service: a preview with the total, then Buy.
  await page.goto(importPath);
  await page.getByRole('combobox', { name: 'Choose by' }).selectOption('service');
  await page.getByRole('combobox', { name: 'Courier' }).selectOption({ label: 'Falcon Express' });
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Standard' });
  await page.getByRole('button', { name: 'Preview prices' }).click();
  await page.getByRole('button', { name: /^Buy 3 shipments — / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Buy' }).click();
  await page
    .getByText(/^3 bought, 0 not covered, 0 failed, 0 held back/)
    .first()
    .waitFor({ timeout: 30_000 });
  expect((await api<{ total: number }>('/shipments?tab=pending', tokens.accessToken)).total).toBe(3);

  // Their labels, one PDF with a page each.
  const labels = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download labels (PDF)' }).first().click(),
  );
  expect(labels.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(labels.bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);

  // The history lists the refused try and the upload.
  await page.goto('/shipments/upload');
  const history = page.getByRole('table', { name: 'Upload history' });
  await history.getByText('Imported').first().waitFor();
  await history.getByText('Failed: 1 error').first().waitFor();
});
