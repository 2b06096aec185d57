// Organizations end to end: an individual user creates one, a system admin approves it, the new
// org admin invites a new person whose sign-up link (read from the demo mail file) makes them a
// member who sees the organization's shipments but not its page, and leaves it from their profile;
// /login/{code} joins an existing account, in Arabic.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/access';
import { baseUrl, pagesPerTest } from '../support/browser';
import { waitForMail } from '../support/mail';
import { login, navPaths, signIn, waitForPath } from '../support/portal';

const { newPage } = pagesPerTest();

const suffix = () => randomBytes(3).toString('hex');

async function api<T>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A new individual account (API sign-up), so the test owns its organization story. */
async function signUp(label: string): Promise<string> {
  const email = `${label}-${suffix()}@example.com`;
  const response = await api('POST', '/auth/signup', undefined, {
    username: `${label} tester`,
    email,
    password: DEMO_PASSWORD,
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  return email;
}

async function openOrganization(page: Page): Promise<void> {
  await page.goto('/organization');
  await waitForPath(page, '/organization');
}

it('create → admin approves → members → invite a new e-mail → the link signs them up → they see the organization’s shipments', async () => {
  const creatorEmail = await signUp('founder');
  const name = `Zarqa Couriers ${suffix()}`;

  // The individual user creates the organization and sees it pending.
  const user = await newPage();
  const tokens = await signIn(user, creatorEmail);
  await openOrganization(user);
  await user.getByRole('textbox', { name: 'Organization name' }).fill(name);
  await user.getByRole('button', { name: 'Create organization' }).click();
  // Names sit in Unicode isolates inside sentences (so they read right in Arabic): match around them.
  await user.getByText(new RegExp(`${name}.*is waiting for approval`)).waitFor();
  expect(await user.getByRole('tab', { name: 'Members' }).count()).toBe(0);

  // A system admin approves it in /admin/organizations (pending ones come first).
  const admin = await newPage();
  await signIn(admin, 'admin@portal.local');
  await admin.goto('/admin/organizations');
  await admin.getByRole('row').filter({ hasText: name }).click();
  const drawer = admin.getByRole('dialog', { name });
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await admin.getByText('Organization approved').first().waitFor();

  // The creator, still signed in with the same session, now manages it: members and invitations.
  await openOrganization(user);
  await user.getByRole('tab', { name: 'Members' }).click();
  await user.getByRole('row').filter({ hasText: creatorEmail }).waitFor();
  expect(await user.getByRole('row').filter({ hasText: creatorEmail }).textContent()).toContain('Organization admin');

  // A draft shipment of the organization, for the new member to find.
  const notes = `Org parcel ${suffix()}`;
  const draft = await api<{ id: string }>('POST', '/shipments', tokens.accessToken, { parcelNotes: notes });
  expect(draft.status).toBe(201);

  // Invite a new person.
  const newcomer = `newcomer-${suffix()}@example.com`;
  await user.getByRole('tab', { name: 'Invitations' }).click();
  await user.getByRole('textbox', { name: 'Email addresses' }).fill(newcomer);
  await user.getByRole('button', { name: 'Send invitations' }).click();
  await user.getByText('Invitation sent').first().waitFor();
  await user.getByRole('row').filter({ hasText: newcomer }).waitFor();

  // The e-mail's link: a new person signs up with the e-mail fixed and joins at once.
  const [link] = await waitForMail(newcomer, /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/);
  const invitationPath = new URL(link).pathname;
  const guest = await newPage();
  await guest.goto(invitationPath);
  await guest.getByText(name).first().waitFor();
  await guest.getByRole('link', { name: 'Create your account' }).click();
  await guest.getByText(new RegExp(`You are joining .?${name}`)).waitFor();
  const email = guest.getByRole('textbox', { name: 'Email', exact: true });
  expect(await email.inputValue()).toBe(newcomer);
  expect(await email.getAttribute('readonly')).not.toBeNull();
  await guest.getByRole('textbox', { name: 'Username' }).fill('Newcomer');
  await guest.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await guest.getByRole('textbox', { name: 'Confirm Password' }).fill(DEMO_PASSWORD);
  await guest.getByRole('button', { name: 'Sign up' }).click();
  await waitForPath(guest, '/login');
  await login(guest, newcomer, DEMO_PASSWORD, { visit: false });
  await waitForPath(guest, '/shipments');

  // The new member, an org user, sees the organization's shipment but not the organization's page:
  // no nav item, and the route guard refuses it as any page the role lacks.
  await guest.goto(`/shipments/${draft.body.id}`);
  await guest.getByText(notes).first().waitFor();
  expect(await navPaths(guest)).not.toContain('/organization');
  await guest.goto('/organization');
  await waitForPath(guest, '/not-authorized');

  // They leave from their profile, after a confirmation; role and navigation follow at once.
  await guest.goto('/profile');
  const membership = guest.getByRole('region', { name: 'Organization', exact: true });
  await membership.getByText(new RegExp(`You are a member of .?${name}`)).waitFor();
  await membership.getByRole('button', { name: 'Leave organization' }).click();
  const confirm = guest.getByRole('alertdialog');
  await confirm.getByText('You become an individual user.', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Leave organization' }).click();
  await guest
    .getByText(new RegExp(`You left .?${name}`))
    .first()
    .waitFor();
  await guest.getByText('Not in an organization', { exact: false }).waitFor();
  // An individual user again: the Organization item is back, and the organization keeps its shipment.
  await guest.getByRole('navigation', { name: 'Main' }).locator('a[href="/organization"]').waitFor();
  const members = await api<{ items: { email: string }[] }>('GET', '/organization/members', tokens.accessToken);
  expect(members.body.items.map((member) => member.email)).toEqual([creatorEmail]);
  expect((await api('GET', `/shipments/${draft.body.id}`, tokens.accessToken)).status).toBe(200);
});

it('/register/{code} with a code that joins nothing says so, in English', async () => {
  const page = await newPage();
  await page.goto('/register/NOPE2026');
  await page.getByText(/The referral code .?NOPE2026.? is not valid/).waitFor();
  await page.getByRole('button', { name: 'Sign up' }).waitFor();
});

it('/login/{code} with an existing individual account joins after logging in, in Arabic', async () => {
  const email = await signUp('joiner');
  const page = await newPage();
  await page.context().addCookies([{ name: 'courier-portal-locale', value: 'ar', url: baseUrl() }]);
  await page.goto('/login/PETRA2026');
  // The code names its organization, in the reader's language around the name.
  await page
    .getByText(/انضم إلى .?Petra Trading Co\./)
    .first()
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await page.waitForURL(
    (url) => url.pathname === '/organization' && url.searchParams.get('referralCode') === 'PETRA2026',
  );

  await page.getByRole('heading', { name: /انضم إلى .?Petra Trading Co\./ }).waitFor();
  await page.getByRole('button', { name: 'الانضمام إلى المؤسسة' }).click();
  await page.getByText('تم الانضمام إلى المؤسسة').first().waitFor();
  // Now an org user: home, since the organization page is its admins'; leaving is on the profile.
  await waitForPath(page, '/shipments');
  // The Organization nav item goes once the session has reloaded with the new role.
  await page.waitForFunction(() => !document.querySelector('nav a[href="/organization"]'));
  await page.goto('/profile');
  await page
    .getByRole('region', { name: 'المؤسسة', exact: true })
    .getByRole('button', { name: 'مغادرة المؤسسة' })
    .waitFor();
});
