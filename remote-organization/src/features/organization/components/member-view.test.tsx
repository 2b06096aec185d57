import { ApiError, api, isolateText } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState, testUser } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import registration from '../../../register';
import { ME_ID, MEMBERS, membership, page } from '../../../test/fixtures';
import type { MyOrganization, OrganizationMember } from '../api/types';
import OrganizationPage from './organization-page';

let mine: MyOrganization;
let members: OrganizationMember[];
let get: jest.SpyInstance;
let post: jest.SpyInstance;
let put: jest.SpyInstance;
let del: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  mine = membership(Role.OrgAdmin);
  members = MEMBERS;
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/organization') return mine;
    if (path === '/organization/members') return { ...page(members), total: 23 };
    if (path === '/organization/invitations') return page([]);
    if (path === '/auth/me') return testUser(mine.role ?? Role.IndividualUser);
    throw new Error(`unexpected GET ${path}`);
  });
  post = jest.spyOn(api, 'post').mockRejectedValue(new Error('unexpected POST'));
  put = jest.spyOn(api, 'put').mockRejectedValue(new Error('unexpected PUT'));
  del = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const render = (route: string, role: Role = Role.OrgAdmin) =>
  renderWithProviders(<OrganizationPage />, { role, route });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const memberQueries = () =>
  get.mock.calls.filter(([path]) => path === '/organization/members').map(([, options]) => options.query);
const sessionReloads = () => get.mock.calls.filter(([path]) => path === '/auth/me').length;
/** User text inside a translated sentence is isolated (FSI … PDI). */
const iso = isolateText;

describe('members', () => {
  it('lets an org admin change roles and remove others, with pages and search in the URL', async () => {
    const { user, location } = render('/organization?tab=members&q=falcon&page=2');
    await screen.findByText('Sara Haddad');
    expect(memberQueries()[0]).toEqual({ page: 2, pageSize: 20, sort: undefined, q: 'falcon' });
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invitations' })).toBeInTheDocument();

    const sara = rowOf('Sara Haddad');
    expect(within(sara).getByText('Organization user')).toBeInTheDocument();
    expect(within(sara).getByText('sara@falcon.jo')).toBeInTheDocument();
    expect(within(sara).getByText('10 Feb 2026')).toBeInTheDocument();
    expect(within(sara).getByRole('button', { name: 'Make admin: Sara Haddad' })).toBeInTheDocument();
    expect(within(sara).getByRole('button', { name: 'Remove Sara Haddad' })).toBeInTheDocument();
    expect(within(rowOf('Omar Khalil')).getByRole('button', { name: 'Make user: Omar Khalil' })).toBeVisible();
    // Label in name (WCAG 2.5.3): a speech user says what the button shows.
    for (const button of within(screen.getByRole('table')).getAllByRole('button')) {
      expect(button).toHaveAccessibleName(expect.stringContaining(button.textContent!.trim()));
    }
    // One leaves with "Leave organization", not by removing oneself.
    expect(within(rowOf('Test User')).getByText('You')).toBeInTheDocument();
    expect(within(rowOf('Test User')).queryByRole('button', { name: /Remove/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(location()).toBe('/organization?tab=members&q=falcon'));
  });

  it('makes a member an admin only after confirmation, with the version it loaded, focus back on the button', async () => {
    put.mockResolvedValue({ ...MEMBERS[1], role: Role.OrgAdmin, version: 2 });
    const { user } = render('/organization?tab=members');
    const button = await screen.findByRole('button', { name: 'Make admin: Sara Haddad' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', {
      name: `Make ${iso('Sara Haddad')} an organization admin?`,
    });
    expect(dialog).toHaveTextContent('They can then edit the organization, invite people and change roles.');
    expect(put).not.toHaveBeenCalled();

    // Cancel changes nothing and gives focus back to the button that asked.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(put).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus(), { timeout: 5000 });

    await user.click(button);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make admin' }));
    expect(put).toHaveBeenCalledWith('/organization/members/u-2', { role: Role.OrgAdmin, version: 1 });
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The dialog hands focus back once its exit animation ends: slower on a loaded machine.
    await waitFor(() => expect(button).toHaveFocus(), { timeout: 5000 });
    expect(sessionReloads()).toBe(0);
  });

  it('asks before making another admin an organization user', async () => {
    put.mockResolvedValue({ ...MEMBERS[2], role: Role.OrgUser, version: 6 });
    const { user } = render('/organization?tab=members');
    await user.click(await screen.findByRole('button', { name: 'Make user: Omar Khalil' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Make ${iso('Omar Khalil')} an organization user?` });
    expect(dialog).toHaveTextContent('They can then no longer edit the organization, invite people or change roles.');
    expect(put).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Make user' }));
    expect(put).toHaveBeenCalledWith('/organization/members/u-3', { role: Role.OrgUser, version: 5 });
    expect(await screen.findByText('User updated')).toBeInTheDocument();
  });

  it('keeps the role confirmation open for another try when the change fails', async () => {
    put.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Server error'));
    const { user } = render('/organization?tab=members');
    await user.click(await screen.findByRole('button', { name: 'Make admin: Sara Haddad' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Make admin' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    put.mockResolvedValueOnce({ ...MEMBERS[1], role: Role.OrgAdmin, version: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks before an admin gives up their own admin rights, then goes home and reloads the session', async () => {
    put.mockImplementation(async () => {
      mine = membership(Role.OrgUser);
      members = [{ ...MEMBERS[0], role: Role.OrgUser, version: 3 }, ...MEMBERS.slice(1)];
      return members[0];
    });
    const { user, location } = render('/organization?tab=members');
    await user.click(await screen.findByRole('button', { name: 'Make user: Test User' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give up your admin rights?' });
    expect(put).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Make user' }));
    expect(put).toHaveBeenCalledWith(`/organization/members/${ME_ID}`, { role: Role.OrgUser, version: 2 });
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    // An org user no longer holds the organization page: home, where the route guard lets them be.
    await waitFor(() => expect(location()).toBe('/shipments'));
    await waitFor(() => expect(sessionReloads()).toBe(1));
  });

  it('shows the server’s message when the last admin would be demoted, and closes the confirmation', async () => {
    put.mockRejectedValue(new ApiError(409, 'CONFLICT', 'An organization needs at least one admin'));
    const { user } = render('/organization?tab=members');
    await user.click(await screen.findByRole('button', { name: 'Make user: Omar Khalil' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make user' }));
    expect(await screen.findByText('An organization needs at least one admin')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('removes a member only after confirmation', async () => {
    const { user } = render('/organization?tab=members');
    await user.click(await screen.findByRole('button', { name: 'Remove Sara Haddad' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Remove ${iso('Sara Haddad')} from the organization?`,
    });
    expect(dialog).toHaveTextContent('They become an individual user.');
    expect(dialog).toHaveTextContent('The organization’s shipments and addresses stay');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(del).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove Sara Haddad' }));
    members = [MEMBERS[0], MEMBERS[2]];
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(del).toHaveBeenCalledWith('/organization/members/u-2');
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sara Haddad')).toBeNull());
  });
});

describe('overview and settings', () => {
  it('lets the org admin edit the details with the version, and reloads after a conflict', async () => {
    put.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Someone else changed this item. Reload it and try again'));
    const { user } = render('/organization');
    const form = await screen.findByRole('form', { name: 'Organization details' });
    const name = within(form).getByRole('textbox', { name: /Organization name/ });
    expect(name).toHaveValue('Falcon Traders');
    expect(within(form).getByRole('textbox', { name: 'Phone number' })).toHaveValue('+962791234567');
    await user.clear(name);
    await user.type(name, 'Falcon Traders LLC');
    const reads = get.mock.calls.filter(([path]) => path === '/organization').length;
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(put).toHaveBeenCalledWith('/organization', {
      name: 'Falcon Traders LLC',
      email: 'ops@falcon.jo',
      phoneNumber: '+962791234567',
      address: 'Wakalat Street, Amman',
      taxNumber: 'TX-1234',
      version: 4,
    });
    expect(await screen.findByText('Someone else changed this item. Reload it and try again')).toBeInTheDocument();
    await waitFor(() => expect(get.mock.calls.filter(([path]) => path === '/organization').length).toBe(reads + 1));

    mine = membership(Role.OrgAdmin, { name: 'Falcon Traders LLC', version: 6 });
    put.mockResolvedValueOnce(mine);
    await user.clear(name);
    await user.type(name, 'Falcon Traders LLC');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Organization updated')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: iso('Falcon Traders LLC'), level: 1 })).toBeInTheDocument();
  });

  it('shows the server’s reasons next to the settings fields, without a failure toast besides', async () => {
    put.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
        { field: 'taxNumber', message: 'This tax number belongs to another organization' },
      ]),
    );
    const { user } = render('/organization');
    const form = await screen.findByRole('form', { name: 'Organization details' });
    const tax = within(form).getByRole('textbox', { name: /Tax or registration number/ });
    await user.clear(tax);
    await user.type(tax, 'TX-9999');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('This tax number belongs to another organization')).toBeInTheDocument();
    expect(tax).toHaveAttribute('aria-invalid', 'true');

    // A conflict has no place in the form: its toast shows, and the first failure left none.
    put.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Someone else changed this item. Reload it and try again'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Someone else changed this item. Reload it and try again')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update organization')).toBeNull();
  });

  it('copies the referral code and its links, and regenerates the code after confirmation', async () => {
    const { user } = render('/organization');
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('FALCON12');
    // Aligned with its label on the start side of either direction, read left to right inside.
    expect(screen.getByTestId('referral-code')).not.toHaveAttribute('dir');
    expect(screen.getByTestId('referral-loginLink').querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('referral-registerLink')).toHaveTextContent('http://localhost/register/FALCON12');
    expect(screen.getByTestId('referral-loginLink')).toHaveTextContent('http://localhost/login/FALCON12');
    await user.click(screen.getByRole('button', { name: 'Copy login link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/login/FALCON12');
    expect(await screen.findByText('Login link copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('FALCON12');

    post.mockResolvedValue(membership(Role.OrgAdmin, { referralCode: 'NEWCODE9', version: 5 }));
    await user.click(screen.getByRole('button', { name: 'Regenerate code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Regenerate the referral code?' });
    expect(dialog).toHaveTextContent('stop working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate code' }));
    expect(post).toHaveBeenCalledWith('/organization/referral-code');
    expect(await screen.findByText('New referral code created')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('referral-code')).toHaveTextContent('NEWCODE9'));
  });
});
