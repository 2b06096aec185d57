// Client API keys end to end: a user requests a key, a system admin approves it, the user reveals it
// once, the key lists the user's shipments from outside the browser, and once revoked it is refused.
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../support/access';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn, waitForPath } from '../support/portal';

const { newPage } = pagesPerTest();

const suffix = () => randomBytes(3).toString('hex');

/** GET with a bearer credential, from the test itself (a script of the user's, not the browser). */
async function getWith(
  key: string,
  path: string,
): Promise<{ status: number; body: { message?: string; total?: number } }> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, body: (await response.json()) as { message?: string; total?: number } };
}

it('request → admin approves → reveal once → the key lists the user’s shipments → revoke → 401', async () => {
  const email = `keys-${suffix()}@example.com`;
  const signUp = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Key owner', email, password: DEMO_PASSWORD }),
  });
  expect(signUp.status).toBe(201);
  const name = `Warehouse ${suffix()}`;

  // The user requests a key.
  const user = await newPage();
  const tokens = await signIn(user, email);
  await user.goto('/api-keys');
  await waitForPath(user, '/api-keys');
  await user.getByRole('button', { name: 'Request a key' }).first().click();
  const form = user.getByRole('dialog', { name: 'Request an API key' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Purpose' }).fill('Books shipments from our warehouse system');
  await form.getByRole('combobox', { name: 'Valid for' }).selectOption({ label: '90 days' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await user.getByText('API key requested. A system admin will review it').first().waitFor();
  const row = user.getByRole('row').filter({ hasText: name });
  await row.getByText('Pending').waitFor();

  // A shipment of the user's, for the key to find.
  const draft = await fetch(`${baseUrl()}/api/v1/shipments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ parcelNotes: 'Listed by the key' }),
  });
  expect(draft.status).toBe(201);

  // A system admin approves it.
  const admin = await newPage();
  await signIn(admin, 'admin@portal.local');
  await admin.goto('/admin/api-keys');
  await admin.getByRole('row').filter({ hasText: name }).click();
  await admin.getByRole('button', { name: 'Approve' }).first().click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await admin.getByText('API key status updated').first().waitFor();

  // The user reveals it, once.
  await user.reload();
  await user
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: /^Reveal key/ })
    .click();
  // The key's name sits in Unicode isolates inside the title (so it reads right in Arabic).
  const shown = user.getByRole('alertdialog', { name: new RegExp(`^Your API key: .?${name}.?$`) });
  await shown.getByText('Copy this key now. It is shown only once and cannot be seen again.').waitFor();
  const secret = /pk_[0-9a-f]{16}_[0-9A-Za-z]{38}/.exec((await shown.textContent()) ?? '')?.[0];
  expect(secret).toBeDefined();
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'detached' });
  // Afterwards only the prefix is shown, and no second reveal is offered.
  const after = user.getByRole('row').filter({ hasText: name });
  await after.getByText('Active').waitFor();
  expect(await after.textContent()).not.toContain(secret!.slice(-38));
  expect(await after.getByRole('button', { name: /^Reveal key/ }).count()).toBe(0);

  // The key calls the API as its owner.
  const listed = await getWith(secret!, '/shipments');
  expect(listed.status).toBe(200);
  expect(listed.body.total).toBe(1);

  // Revoked: the same call is refused, saying why.
  await after.getByRole('button', { name: /^Revoke/ }).click();
  await user.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
  await user.getByText('API key status updated').first().waitFor();
  const refused = await getWith(secret!, '/shipments');
  expect(refused).toEqual({ status: 401, body: expect.objectContaining({ message: 'This API key was revoked' }) });
});
