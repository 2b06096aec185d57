// Booking a shipment: as user@portal.local, a draft through the wizard, live rates,
// processing, the label, the Pending tab; another draft cancelled after confirming; the courier
// moving the shipment to delivered through the partner API; a visitor on /track/{number}.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { demoCourierKey } from '../../api/src/db/seed/demo';
import { baseUrl, launchBrowser, openPage, type Session } from '../support/browser';
import { signIn, waitForPath, type Tokens } from '../support/portal';

let browser: Browser;
let session: Session | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await session?.context.close();
  session = undefined;
});

async function apiCall<T>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

const selectOption = async (page: Page, name: string, label: string) =>
  page.getByRole('combobox', { name, exact: true }).selectOption({ label });

let booked: { id: string; trackingNumber: string; tokens: Tokens } | undefined;

it('creates a draft through the wizard, gets rates, processes it, downloads the label and finds it in the Pending tab', async () => {
  session = await openPage(browser);
  const { page } = session;
  const tokens = await signIn(page, 'user@portal.local');
  await page.goto('/shipments/new');
  await page.getByRole('heading', { name: 'New shipment' }).waitFor();

  // Location: the sender is the primary pick-up address; the recipient comes from the address book.
  const sender = page.getByRole('combobox', { name: 'Pick-up address', exact: true });
  await page.waitForFunction(() => {
    const select = [...document.querySelectorAll('select')].find((s) => s.name === 'senderAddressId');
    return !!select && select.selectedOptions[0]?.textContent?.startsWith('Yousef Amin — Home');
  });
  expect(await sender.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0].textContent)).toBe(
    'Yousef Amin — Home — Amman',
  );
  await selectOption(page, 'Recipient address', 'Hala Saleh — Irbid');
  await page.getByRole('button', { name: 'Next' }).click();

  // Shipment Details.
  await selectOption(page, 'Parcel type', 'Small box (30×20×15)');
  await page.getByRole('spinbutton', { name: 'Total weight (kg)' }).fill('1');
  await page.getByRole('textbox', { name: 'Parcel notes' }).fill('Handle with care');
  await selectOption(page, 'Payment type', 'Cash on delivery');
  await page.getByRole('textbox', { name: 'Amount to collect (JOD)' }).fill('12.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Draft shipment created').first().waitFor();
  // The draft exists: the URL names it and the step, so a reload resumes it.
  await page.waitForURL(/\/shipments\/[0-9a-f-]{36}\/edit\?step=review$/);

  // Review: the live rates, cheapest first and preselected.
  await page.getByText('Handle with care').waitFor();
  const rates = page.getByTestId('rate-row');
  await rates.first().waitFor();
  expect(await rates.count()).toBeGreaterThanOrEqual(3);
  expect(await rates.first().textContent()).toMatch(/2\.700/);
  await page.getByRole('button', { name: 'Process shipment' }).click();
  await page.getByText('Shipment processed').first().waitFor();
  await page.waitForURL(/\/shipments\/[0-9a-f-]{36}$/);
  // The title names the shipment by its tracking number.
  const title = await page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: /PT\d{11}/ })
    .textContent();
  const trackingNumber = /PT\d{11}/.exec(title!)![0];
  expect(trackingNumber).toMatch(/^PT\d{11}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  booked = { id, trackingNumber, tokens };

  // The label: a PDF named after the tracking number.
  await page.getByRole('button', { name: 'Download label' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Label 4×6 in' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`label-${trackingNumber}-4x6.pdf`);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The Pending tab lists it.
  await page.goto('/shipments?tab=pending');
  await page.getByRole('tab', { name: /Pending/, selected: true }).waitFor();
  await page.getByRole('row').filter({ hasText: trackingNumber }).waitFor();
  expect(await page.getByRole('row').filter({ hasText: trackingNumber }).textContent()).toContain('Pending');
});

it('cancels another draft only after the user confirms', async () => {
  session = await openPage(browser);
  const { page } = session;
  const tokens = await signIn(page, 'user@portal.local');
  const pickup = await apiCall<{ id: string }>('GET', '/addresses/primary-pickup', tokens.accessToken);
  const draft = await apiCall<{ id: string }>('POST', '/shipments', tokens.accessToken, {
    senderAddressId: pickup.body.id,
    parcelNotes: 'To be cancelled',
  });
  expect(draft.status).toBe(201);

  await page.goto(`/shipments/${draft.body.id}`);
  await page.getByRole('button', { name: 'Cancel shipment' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('Cancel this shipment?').waitFor();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(
    (await apiCall<{ status: number | null }>('GET', `/shipments/${draft.body.id}`, tokens.accessToken)).body.status,
  ).toBeNull();

  await page.getByRole('button', { name: 'Cancel shipment' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await page.getByText('Shipment cancelled').first().waitFor();
  await page.getByRole('button', { name: 'Cancel shipment' }).waitFor({ state: 'detached' });
  expect(
    (await apiCall<{ status: number }>('GET', `/shipments/${draft.body.id}`, tokens.accessToken)).body.status,
  ).toBe(5);
});

it('shows the timeline after the courier moves the shipment to delivered through the partner API', async () => {
  expect(booked).toBeDefined();
  const { id, trackingNumber } = booked!;
  session = await openPage(browser);
  const { page } = session;
  const tokens = await signIn(page, 'user@portal.local');
  const shipment = await apiCall<{ courier: { code: string } }>('GET', `/shipments/${id}`, tokens.accessToken);
  const key = demoCourierKey(shipment.body.courier.code).plaintext;
  const steps = [
    { status: 2, location: 'Amman', note: 'Picked up' },
    { status: 3, location: 'Amman sorting hub', note: 'On the way' },
    { status: 4, location: 'Irbid', note: 'Delivered to the recipient' },
  ];
  for (const step of steps) {
    const response = await apiCall<{ status: number }>('POST', `/partner/shipments/${trackingNumber}/events`, key, {
      eventId: `e2e-${trackingNumber}-${step.status}`,
      ...step,
    });
    expect(response.status).toBe(201);
  }
  // A repeated event changes nothing; a step back is refused.
  expect(
    (
      await apiCall('POST', `/partner/shipments/${trackingNumber}/events`, key, {
        eventId: `e2e-${trackingNumber}-4`,
        ...steps[2],
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await apiCall('POST', `/partner/shipments/${trackingNumber}/events`, key, {
        eventId: `e2e-${trackingNumber}-back`,
        status: 2,
      })
    ).status,
  ).toBe(409);

  await page.goto(`/shipments/${id}`);
  const timeline = page.getByTestId('timeline');
  await timeline.getByText('Delivered to the recipient').waitFor();
  expect(await timeline.getByRole('listitem').count()).toBe(4);
  expect(await timeline.getByRole('listitem').first().textContent()).toContain('Delivered');
  await page.getByText('Amman sorting hub').waitFor();
});

it('lets a visitor without a login follow the shipment on /track/{number}, in both languages', async () => {
  expect(booked).toBeDefined();
  const { trackingNumber } = booked!;
  session = await openPage(browser);
  const { page } = session;
  await page.goto(`/track/${trackingNumber}`);
  await waitForPath(page, `/track/${trackingNumber}`);
  await page.getByTestId('public-status').filter({ hasText: 'Delivered' }).waitFor();
  await page.getByText('Irbid').first().waitFor();
  const text = await page.locator('body').innerText();
  for (const personal of ['Hala Saleh', 'Yousef Amin', '+962', 'University Street', 'Wakalat'])
    expect(text).not.toContain(personal);

  await page.getByRole('button', { name: 'Language · اللغة' }).click();
  await page.getByTestId('public-status').filter({ hasText: 'تم التسليم' }).waitFor();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

  await page.goto('/track/PT00000000000');
  await page.getByRole('heading', { name: /No tracking data|لا توجد بيانات تتبع/ }).waitFor();
});
