// The keyboard alone, as someone who cannot use a mouse: signing in with Enter puts the focus at the start of
// the new page (the first Tab is "Skip to content"), a shipment is booked through the wizard with Tab, Enter,
// Space, typing and the arrows, and signing out starts the login page afresh too.
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/access';
import { pagesPerTest } from '../support/browser';
import { waitForPath } from '../support/portal';

const { newPage } = pagesPerTest();

/** What has the focus, as a person would hear it: its tag and its text or label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ') ?? '';
    return `${element.tagName.toLowerCase()} ${name.slice(0, 40)}`;
  });

/** Presses `key` (Tab) until `target` has the focus; fails listing where the focus went instead. */
async function moveTo(page: Page, target: Locator, { key = 'Tab', limit = 80 } = {}) {
  await target.waitFor();
  const visited: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    visited.push(await focused(page));
  }
  throw new Error(`${key} never reached the target; the focus went to: ${visited.join(' | ')}`);
}

it('signs in with Enter, books a shipment and signs out with the keyboard alone', async () => {
  const page = await newPage();
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.waitFor();
  // The login page starts with its skip link too.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('a Skip to content');
  await moveTo(page, email);
  await page.keyboard.type('user@portal.local');
  await moveTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await waitForPath(page, '/shipments');
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href]').first().waitFor();
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  // The login form is gone: the focus is at the start of the new page, not lost seven Tabs away.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('a Skip to content');
  await page.keyboard.press('Enter');
  await moveTo(page, page.getByRole('main').getByRole('link', { name: 'New shipment' }).first());
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'New shipment' }).waitFor();

  // Location: the primary pick-up address is chosen; the recipient is picked by typing its name.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('select')]
      .find((select) => select.name === 'senderAddressId')
      ?.selectedOptions[0]?.textContent?.startsWith('Yousef Amin — Home'),
  );
  const recipient = page.getByRole('combobox', { name: 'Recipient address', exact: true });
  await moveTo(page, recipient);
  await page.keyboard.type('Hala Saleh');
  expect(await recipient.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0].textContent)).toBe(
    'Hala Saleh — Irbid',
  );
  await moveTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // Details: a parcel type by typing, a weight, then Next with Space.
  const parcelType = page.getByRole('combobox', { name: 'Parcel type', exact: true });
  await moveTo(page, parcelType);
  await page.keyboard.type('Small box');
  expect(await parcelType.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0].textContent)).toBe(
    'Small box (30×20×15)',
  );
  await moveTo(page, page.getByRole('spinbutton', { name: 'Total weight (kg)' }));
  await page.keyboard.type('1');
  await moveTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Space');
  await page.getByText('Draft shipment created').first().waitFor();
  await page.waitForURL(/\/shipments\/[0-9a-f-]{36}\/edit\?step=review$/);

  // Review: the rates are radios; the arrows choose the second, then Enter processes it.
  const radios = page.getByTestId('rate-row').getByRole('radio');
  await radios.first().waitFor();
  await moveTo(page, radios.first());
  await page.keyboard.press('ArrowDown');
  expect(await radios.nth(1).isChecked()).toBe(true);
  await moveTo(page, page.getByRole('button', { name: 'Process shipment' }));
  await page.keyboard.press('Enter');
  await page.getByText('Shipment processed').first().waitFor();
  await page.waitForURL(/\/shipments\/[0-9a-f-]{36}$/);
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: /PT\d{11}/ })
    .waitFor();

  // Signing out from the account menu: the login page takes the focus at its start as well.
  await moveTo(page, page.getByRole('button', { name: /Account menu/ }));
  await page.keyboard.press('Enter');
  // The open menu keeps the focus and marks the item the arrows reach (aria-activedescendant).
  const logOut = page.getByRole('menuitem', { name: 'Log out' });
  await logOut.waitFor();
  for (let press = 0; press < 5 && (await logOut.getAttribute('data-highlighted')) === null; press += 1)
    await page.keyboard.press('ArrowDown');
  expect(await logOut.getAttribute('data-highlighted')).not.toBeNull();
  await page.keyboard.press('Enter');
  await waitForPath(page, '/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).waitFor();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('a Skip to content');
});
