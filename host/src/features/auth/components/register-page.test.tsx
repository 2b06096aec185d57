import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, isolateText } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { AppRoutes } from '../../../app/app-routes';
import { useFederation } from '../../../federation/federation-store';
import { getInvitation, type InvitationPreview } from '../api/get-invitation';
import { getReferralCode } from '../api/get-referral-code';
import { signUp } from '../api/sign-up';

jest.mock('@module-federation/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('../api/sign-up', () => ({ signUp: jest.fn() }));
jest.mock('../api/get-invitation', () => ({ getInvitation: jest.fn() }));
jest.mock('../api/get-referral-code', () => ({ getReferralCode: jest.fn() }));
const signUpMock = jest.mocked(signUp);
const getInvitationMock = jest.mocked(getInvitation);
const getReferralCodeMock = jest.mocked(getReferralCode);

const invitation = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  organizationName: 'Acme Trading',
  email: 'sara@acme.example',
  role: Role.OrgUser,
  status: 'pending',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  accountExists: false,
  inviterName: 'omar.khalil',
  ...overrides,
});

beforeEach(() => act(() => useFederation.setState({ config: { remotes: [] }, configError: null })));
afterEach(() => {
  resetPortalState();
  signUpMock.mockReset();
  getInvitationMock.mockReset();
});

/** The input of a field by its label (required fields' labels end with a mark) and its form name. */
const field = (label: string, name: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: `input[name="${name}"]` });

async function fill(user: ReturnType<typeof renderWithProviders>['user'], values: [string, string, string][]) {
  for (const [label, name, value] of values) await user.type(field(label, name), value);
}

describe('register page', () => {
  it('keeps the referral code of /register/{code} and sends it with the sign-up, then asks to log in', async () => {
    signUpMock.mockResolvedValue({} as never);
    getReferralCodeMock.mockResolvedValue({ organizationName: 'Petra Logistics' });
    const view = renderWithProviders(<AppRoutes />, { route: '/register/ACME42' });
    await screen.findByRole('button', { name: 'Sign up' });
    expect(await screen.findByTestId('referral-notice')).toHaveTextContent(
      `Join ${isolateText('Petra Logistics')}Create your account to join it as an organization user.`,
    );
    expect(field('Referral code', 'referralCode')).toHaveValue('ACME42');
    await fill(view.user, [
      ['Username', 'username', 'Sara'],
      ['Email', 'email', 'sara@example.com'],
      ['Phone number', 'phoneNumber', '+962 79 000 0000'],
    ]);
    await view.user.type(field('Password', 'password'), 'Str0ng#Pass');
    await view.user.type(field('Confirm Password', 'confirmPassword'), 'Str0ng#Pass');
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await act(async () => undefined);
    expect(signUpMock).toHaveBeenCalledWith({
      username: 'Sara',
      email: 'sara@example.com',
      password: 'Str0ng#Pass',
      phoneNumber: '+962 79 000 0000',
      referralCode: 'ACME42',
      locale: 'en',
    });
    expect(await screen.findByText('Account created. Log in to continue.')).toBeVisible();
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(screen.getByLabelText('Email')).toHaveValue('sara@example.com');
  });

  it('applies the password rule and the confirmation check', async () => {
    const view = renderWithProviders(<AppRoutes />, { route: '/register' });
    await screen.findByRole('button', { name: 'Sign up' });
    await view.user.type(field('Password', 'password'), 'weakpass');
    await view.user.type(field('Confirm Password', 'confirmPassword'), 'different');
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(/Password must be at least 8 characters/)).toBeVisible();
    expect(screen.getByText('The Confirm Password field confirmation does not match')).toBeVisible();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('refuses a phone number the portal cannot read, with the shared phone rule', async () => {
    const view = renderWithProviders(<AppRoutes />, { route: '/register' });
    await screen.findByRole('button', { name: 'Sign up' });
    // Seven digits: no number in Jordan or anywhere else.
    await fill(view.user, [['Phone number', 'phoneNumber', '1234567']]);
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Invalid phone number')).toBeVisible();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it("puts the server's field errors next to the fields", async () => {
    signUpMock.mockRejectedValue(
      new ApiError(409, 'CONFLICT', 'This email is already registered', [
        { field: 'email', message: 'This email is already registered' },
      ]),
    );
    const view = renderWithProviders(<AppRoutes />, { route: '/register' });
    await screen.findByRole('button', { name: 'Sign up' });
    await fill(view.user, [
      ['Username', 'username', 'Sara'],
      ['Email', 'email', 'taken@example.com'],
    ]);
    await view.user.type(field('Password', 'password'), 'Str0ng#Pass');
    await view.user.type(field('Confirm Password', 'confirmPassword'), 'Str0ng#Pass');
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findAllByText('This email is already registered')).length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(view.location()).toBe('/register'));
  });

  it('joins the invitation of ?invitation=<token>: names the organization, keeps the invited e-mail and sends the token', async () => {
    getInvitationMock.mockResolvedValue(invitation());
    signUpMock.mockResolvedValue({} as never);
    const view = renderWithProviders(<AppRoutes />, { route: '/register?invitation=tok-123' });
    // The organization's name is the user's text inside the sentence: isolated, so it keeps its order in Arabic.
    expect(await screen.findByText(`You are joining ${isolateText('Acme Trading')}`)).toBeVisible();
    expect(screen.getByText('Create your account to join as an organization user.')).toBeVisible();
    expect(getInvitationMock).toHaveBeenCalledWith('tok-123', expect.any(AbortSignal));
    const email = field('Email', 'email');
    expect(email).toHaveValue('sara@acme.example');
    expect(email).toHaveAttribute('readonly');
    // The invitation decides the organization: no referral code to enter.
    expect(screen.queryByLabelText(/^Referral code/)).not.toBeInTheDocument();
    await fill(view.user, [['Username', 'username', 'Sara']]);
    await view.user.type(field('Password', 'password'), 'Str0ng#Pass');
    await view.user.type(field('Confirm Password', 'confirmPassword'), 'Str0ng#Pass');
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(signUpMock).toHaveBeenCalledWith({
        username: 'Sara',
        email: 'sara@acme.example',
        password: 'Str0ng#Pass',
        invitationToken: 'tok-123',
        locale: 'en',
      }),
    );
    await waitFor(() => expect(view.location()).toBe('/login'));
  });

  it.each([
    ['unknown', () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Invitation not found'))],
    ['revoked', () => Promise.resolve(invitation({ status: 'revoked' }))],
    ['past its expiry', () => Promise.resolve(invitation({ expiresAt: '2020-01-01T00:00:00Z' }))],
  ])('warns about an invitation that is %s and shows the normal form', async (_case, answer) => {
    getInvitationMock.mockImplementation(answer);
    signUpMock.mockResolvedValue({} as never);
    const view = renderWithProviders(<AppRoutes />, { route: '/register?invitation=tok-old' });
    expect(await screen.findByText('This invitation is no longer valid')).toBeVisible();
    expect(screen.queryByText(/You are joining/)).not.toBeInTheDocument();
    expect(field('Email', 'email')).not.toHaveAttribute('readonly');
    expect(field('Referral code', 'referralCode')).toBeInTheDocument();
    await fill(view.user, [
      ['Username', 'username', 'Sara'],
      ['Email', 'email', 'sara@example.com'],
    ]);
    await view.user.type(field('Password', 'password'), 'Str0ng#Pass');
    await view.user.type(field('Confirm Password', 'confirmPassword'), 'Str0ng#Pass');
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(signUpMock).toHaveBeenCalled());
    expect(signUpMock.mock.calls[0][0]).not.toHaveProperty('invitationToken');
  });

  it('names the admin role in words that fit mid-sentence, in either language', async () => {
    getInvitationMock.mockResolvedValue(invitation({ role: Role.OrgAdmin }));
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/register?invitation=tok-123' });
    expect(await screen.findByText('Create your account to join as an organization admin.')).toBeVisible();
    unmount();
    renderWithProviders(<AppRoutes />, { route: '/register?invitation=tok-123', language: 'ar' });
    expect(await screen.findByText(`أنت تنضم إلى ${isolateText('Acme Trading')}`)).toBeVisible();
    expect(screen.getByText('أنشئ حسابك للانضمام بصفة مدير للمؤسسة.')).toBeVisible();
  });

  it('sends someone whose invited e-mail already has an account to log in and accept it', async () => {
    getInvitationMock.mockResolvedValue(invitation({ accountExists: true }));
    renderWithProviders(<AppRoutes />, { route: '/register?invitation=tok-123' });
    expect(await screen.findByText(`You are joining ${isolateText('Acme Trading')}`)).toBeVisible();
    expect(
      screen.getByText(`An account with ${isolateText('sara@acme.example')} already exists.`, { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in to accept the invitation' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Finvitations%2Ftok-123',
    );
  });

  it('says in Arabic that the code of /register/{code} joins nothing', async () => {
    getReferralCodeMock.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'رمز الإحالة هذا غير صالح'));
    renderWithProviders(<AppRoutes />, { route: '/register/NOPE42', language: 'ar' });
    expect(await screen.findByTestId('referral-notice')).toHaveTextContent(
      `رمز الإحالة ${isolateText('NOPE42')} غير صالح`,
    );
  });
});
