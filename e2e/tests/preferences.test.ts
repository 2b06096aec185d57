// Language and theme are kept in the browser (cookies, 30 days) and survive a reload
// (docs/architecture.md#the-portals-layout-and-preferences).
import type { Session } from '../support/browser';
import { browserSession } from '../support/sessions';

const session = browserSession({ signedInAs: 'user@portal.local' });

const documentDirection = (session: Session) =>
  session.page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
const isDark = (session: Session) => session.page.evaluate(() => document.documentElement.classList.contains('dark'));

it('switching to Arabic makes the document right-to-left, and it stays so after a reload', async () => {
  const { page } = session;
  expect(await documentDirection(session)).toEqual({ dir: 'ltr', lang: 'en' });

  // Two languages: the switcher toggles to the other one.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  expect(await documentDirection(session)).toEqual({ dir: 'rtl', lang: 'ar' });

  await page.reload();
  await page.getByRole('navigation', { name: /.+/ }).first().waitFor();
  expect(await documentDirection(session)).toEqual({ dir: 'rtl', lang: 'ar' });
});

it('the chosen theme survives a reload', async () => {
  const { page } = session;
  expect(await isDark(session)).toBe(false); // system default, and the browser prefers light

  const themeButton = page.getByRole('button', { name: 'Theme' });
  expect(await themeButton.getAttribute('aria-pressed')).toBe('false');
  await themeButton.click(); // toggles light ↔ dark (the customizer also offers 'system')
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));

  await page.reload();
  await page.getByRole('navigation', { name: /.+/ }).first().waitFor();
  expect(await isDark(session)).toBe(true);
  expect(await page.getByRole('button', { name: 'Theme' }).getAttribute('aria-pressed')).toBe('true');
});
