// Any unmatched path shows the not-found page, signed in or not.
import { browserSession } from '../support/sessions';
import { signIn } from '../support/portal';

const session = browserSession();

it('shows the not-found page on an unknown path to a visitor', async () => {
  const { page } = session;
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the shell answers; the portal decides
  await page.getByRole('heading', { name: /not found/i }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/no/such/page');
});

it('shows the not-found page on an unknown path to a signed-in user, with a way home', async () => {
  const { page } = session;
  await signIn(page, 'user@portal.local');
  await page.goto('/shipments-typo/42');
  await page.getByRole('heading', { name: /not found/i }).waitFor();
  await page.getByRole('link', { name: /home/i }).click();
  await page.waitForURL((url) => url.pathname !== '/shipments-typo/42');
});
