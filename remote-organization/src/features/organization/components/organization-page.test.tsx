import { ApiError, api, isolateText as iso } from '@portal/shared';
import { OrganizationApproval, Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState, testUser } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import registration from '../../../register';
import { membership, NO_ORGANIZATION, organization, page, pendingApplication } from '../../../test/fixtures';
import type { MyOrganization } from '../api/types';
import OrganizationPage from './organization-page';

let mine: MyOrganization;
let me = testUser(Role.IndividualUser);
let get: jest.SpyInstance;
let post: jest.SpyInstance;
let del: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  mine = NO_ORGANIZATION;
  me = testUser(Role.IndividualUser);
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/organization') return mine;
    if (path === '/auth/me') return me;
    if (path === '/organization/members') return page([]);
    if (path === '/referral-codes/FALCON12') return { organizationName: 'Falcon Traders' };
    if (path.startsWith('/referral-codes/')) throw new ApiError(404, 'NOT_FOUND', 'This referral code is not valid');
    throw new Error(`unexpected GET ${path}`);
  });
  post = jest.spyOn(api, 'post').mockRejectedValue(new Error('unexpected POST'));
  del = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const sessionReloads = () => get.mock.calls.filter(([path]) => path === '/auth/me').length;
const render = (route = '/organization', role: Role = Role.IndividualUser, language?: 'en' | 'ar') =>
  renderWithProviders(<OrganizationPage />, { role, route, language });

describe('organization page without an organization', () => {
  it('offers both choices side by side: create one or join with a referral code', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Create an organization' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join with a referral code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Organization name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Referral code/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create organization' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join organization' })).not.toHaveFocus();
    expect(get).toHaveBeenCalledWith('/organization', expect.anything());
  });

  it('fills in a code from ?referralCode= and offers it at once, the join button focused', async () => {
    render('/organization?referralCode=FALCON12');
    // The organization the code joins, by name (and nothing else about it).
    expect(await screen.findByRole('heading', { name: `Join ${iso('Falcon Traders')}` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Referral code/ })).toHaveValue('FALCON12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join organization' })).toHaveFocus());
    expect(screen.getByTestId('join-card')).toHaveAttribute('data-offered', 'true');
    // Creating one instead is still on offer.
    expect(screen.getByRole('heading', { name: 'Create an organization' })).toBeInTheDocument();
  });

  it.each([
    ['en', `The referral code ${iso('NOPE1234')} is not valid`, 'Join with a referral code'],
    ['ar', `رمز الإحالة ${iso('NOPE1234')} غير صالح`, 'الانضمام برمز إحالة'],
  ] as const)('says clearly when the offered code joins nothing (%s)', async (language, message, heading) => {
    render('/organization?referralCode=NOPE1234', Role.IndividualUser, language);
    expect(await screen.findByTestId('unknown-referral-code')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('creates an organization with the typed details and shows the pending application', async () => {
    post.mockImplementation(async () => {
      mine = pendingApplication({ name: 'Acme Parcels' });
      return mine;
    });
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Create an organization' });
    await user.type(within(form).getByRole('textbox', { name: /Organization name/ }), '  Acme Parcels ');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'hello@acme.jo');
    await user.type(within(form).getByRole('textbox', { name: 'Phone number' }), '0791234567');
    await user.click(within(form).getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByText('Organization created. It is pending approval; we sent you an email')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/organization', {
      name: 'Acme Parcels',
      email: 'hello@acme.jo',
      phoneNumber: '0791234567',
      address: null,
      taxNumber: null,
    });
    expect(
      await screen.findByRole('heading', { name: `“${iso('Acme Parcels')}” is waiting for approval` }),
    ).toBeInTheDocument();
    expect(screen.getByText('A system admin reviews your application.')).toBeInTheDocument();
    expect(screen.getByText('Application sent 6 Mar 2026, 13:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeInTheDocument();
    await waitFor(() => expect(sessionReloads()).toBe(1));
  });

  it('checks the fields before sending: name required, phone and email valid', async () => {
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Create an organization' });
    await user.type(within(form).getByRole('textbox', { name: 'Phone number' }), '12345');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Create organization' }));
    expect(await within(form).findByText('Invalid phone number')).toBeInTheDocument();
    expect(within(form).getByText('Email format is incorrect')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s reasons next to their fields when creating fails, without a toast besides', async () => {
    post.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
        { field: 'name', message: 'An organization with this name already exists' },
      ]),
    );
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Create an organization' });
    await user.type(within(form).getByRole('textbox', { name: /Organization name/ }), 'Falcon Traders');
    await user.click(within(form).getByRole('button', { name: 'Create organization' }));
    expect(await within(form).findByText('An organization with this name already exists')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Organization name/ })).toHaveAttribute('aria-invalid', 'true');

    // A reason the form has no place for still gets the toast (which proves toasts show here).
    post.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [{ message: 'Too many applications' }]),
    );
    await user.click(within(form).getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('Failed to create or join organization')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to create or join organization')).toHaveLength(1);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s reason next to the referral code when joining fails, without a toast besides', async () => {
    post.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
        { field: 'referralCode', message: 'No approved organization has this referral code' },
      ]),
    );
    const { user } = render('/organization?referralCode=NOPE1234');
    await user.click(await screen.findByRole('button', { name: 'Join organization' }));
    expect(post).toHaveBeenCalledWith('/organization/join', { referralCode: 'NOPE1234' });
    const form = screen.getByRole('form', { name: 'Join with a referral code' });
    expect(await within(form).findByText('No approved organization has this referral code')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Referral code/ })).toHaveAttribute('aria-invalid', 'true');

    // Another failure has no place in the form: a toast, in the server's words.
    post.mockRejectedValue(new ApiError(409, 'CONFLICT', 'You already belong to an organization'));
    await user.click(screen.getByRole('button', { name: 'Join organization' }));
    expect(await screen.findByText('You already belong to an organization')).toBeInTheDocument();
    expect(screen.queryByText('Failed to create or join organization')).toBeNull();
  });

  it('keeps the toast for a failure without a place in the form: the server down', async () => {
    post.mockRejectedValue(new ApiError(503, 'INTERNAL', ''));
    const { user } = render('/organization?referralCode=FALCON12');
    await user.click(await screen.findByRole('button', { name: 'Join organization' }));
    expect(await screen.findByText('Failed to create or join organization')).toBeInTheDocument();
  });

  it('joins with a code as an org user, goes home (the organization page is its admins’) and reloads the session', async () => {
    post.mockImplementation(async () => {
      mine = membership(Role.OrgUser);
      me = testUser(Role.OrgUser);
      return mine;
    });
    const { user, location } = render('/organization?referralCode=FALCON12');
    await user.click(await screen.findByRole('button', { name: 'Join organization' }));
    expect(post).toHaveBeenCalledWith('/organization/join', { referralCode: 'FALCON12' });
    expect(await screen.findByText('Joined organization')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/shipments'));
    await waitFor(() => expect(sessionReloads()).toBe(1));
  });

  it('shows why an application was rejected, above the two choices', async () => {
    mine = {
      organization: organization({
        name: 'Acme Parcels',
        approvalStatus: OrganizationApproval.Rejected,
        rejectionReason: 'The tax number does not match the company name.',
        referralCode: null,
      }),
      role: null,
      joinedAt: null,
    };
    render();
    const alert = await screen.findByTestId('rejected-application');
    expect(alert).toHaveTextContent(`Your application for “${iso('Acme Parcels')}” was rejected`);
    // The admin's full stop, and no second one.
    expect(alert).toHaveTextContent(`Reason: ${iso('The tax number does not match the company name.')}`);
    expect(alert).not.toHaveTextContent('..');
    expect(alert).toHaveTextContent('You can apply again or join an existing organization.');
    expect(screen.getByRole('heading', { name: 'Create an organization' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join with a referral code' })).toBeInTheDocument();
  });

  it('speaks Arabic in Arabic', async () => {
    render('/organization?referralCode=FALCON12', Role.IndividualUser, 'ar');
    expect(await screen.findByRole('heading', { name: 'إنشاء مؤسسة' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: `انضم إلى ${iso('Falcon Traders')}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الانضمام إلى المؤسسة' })).toBeInTheDocument();
  });

  it('offers a retry when the organization cannot be loaded', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'down'));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Create an organization' })).toBeInTheDocument();
  });
});

describe('pending application', () => {
  it('withdraws only after confirmation, then offers the choices again', async () => {
    mine = pendingApplication();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(del).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    mine = NO_ORGANIZATION;
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw application' }),
    );
    expect(del).toHaveBeenCalledWith('/organization/application');
    expect(await screen.findByText('Application withdrawn')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Create an organization' })).toBeInTheDocument();
    expect(sessionReloads()).toBe(1);
  });
});

describe('leaving the organization', () => {
  it('shows the server’s message when the last org admin tries to leave', async () => {
    mine = membership(Role.OrgAdmin);
    post.mockRejectedValue(
      new ApiError(409, 'CONFLICT', 'You are the last admin of this organization: make another member admin first'),
    );
    const { user } = render('/organization', Role.OrgAdmin);
    await user.click(await screen.findByRole('button', { name: 'Leave organization' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Leave ${iso('Falcon Traders')}?` });
    expect(dialog).toHaveTextContent('You become an individual user.');
    expect(dialog).toHaveTextContent(
      'An organization needs at least one admin: if you are the only one, make another member an admin first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Leave organization' }));
    expect(post).toHaveBeenCalledWith('/organization/leave');
    expect(
      await screen.findByText('You are the last admin of this organization: make another member admin first'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: iso('Falcon Traders'), level: 1 })).toBeInTheDocument();
    expect(sessionReloads()).toBe(0);
  });

  it('turns an org admin back into an individual user, the session following', async () => {
    // Org users leave from their profile (the host's); here it is an admin, with another admin left.
    mine = membership(Role.OrgAdmin);
    post.mockImplementation(async () => {
      mine = NO_ORGANIZATION;
      me = testUser(Role.IndividualUser);
      return undefined;
    });
    const { user } = render('/organization', Role.OrgAdmin);
    await user.click(await screen.findByRole('button', { name: 'Leave organization' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('An organization needs at least one admin');
    await user.click(within(dialog).getByRole('button', { name: 'Leave organization' }));
    expect(await screen.findByText(`You left ${iso('Falcon Traders')}`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Create an organization' })).toBeInTheDocument();
    expect(sessionReloads()).toBe(1);
  });
});
