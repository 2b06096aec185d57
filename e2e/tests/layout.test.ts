// The signed-in chrome loads its menus and drawers on first use (the size budget); they must
// still work from the keyboard the first time.
import type { Session } from '../support/browser';
import { browserSession } from '../support/sessions';
import { waitForPath } from '../support/portal';

const session = browserSession({ signedInAs: 'user@portal.local' });

const focused = (session: Session) =>
  session.page.evaluate(() => ({
    role: document.activeElement?.getAttribute('role'),
    label: document.activeElement?.getAttribute('aria-label'),
  }));

it('opens the account menu from the keyboard on first use, Escape returns to its button, and Log out signs out', async () => {
  const { page } = session;
  const account = page.getByRole('button', { name: / — Account menu$/ });
  await account.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
  expect((await focused(session)).role).toBe('menu');

  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  expect(await account.evaluate((button) => button === document.activeElement)).toBe(true);

  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await waitForPath(page, '/login');
});

it('opens the customizer drawer on first use and closes it with Escape', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Open the customizer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Customizer' });
  await drawer.waitFor();
  await drawer.getByRole('button', { name: 'Horizontal' }).click();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  // The horizontal nav (menus per group) took the vertical one's place.
  await page.getByRole('button', { name: 'Shipping' }).click();
  await page.getByRole('menuitem', { name: 'Addresses' }).click();
  await waitForPath(page, '/addresses');
});
