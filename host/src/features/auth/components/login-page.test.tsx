import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, isolateText, useSession, type CurrentUser } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState, testUser } from '@portal/shared/testing';
import { AppRoutes } from '../../../app/app-routes';
import { useFederation } from '../../../federation/federation-store';
import { getReferralCode } from '../api/get-referral-code';

jest.mock('@module-federation/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

jest.mock('../api/get-referral-code', () => ({ getReferralCode: jest.fn() }));
const getReferralCodeMock = jest.mocked(getReferralCode);

/** Replaces the session's login with one that signs in `user` the way the real one does. */
function fakeLogin(user: CurrentUser) {
  const login = jest.fn(async () => {
    useSession.setState({ status: 'authenticated', user, accessToken: 'a', refreshToken: 'r' });
    return user;
  });
  act(() => useSession.setState({ login }));
  return login;
}

beforeEach(() => act(() => useFederation.setState({ config: { remotes: [] }, configError: null })));
afterEach(() => {
  resetPortalState();
  jest.restoreAllMocks();
});

async function fillAndSubmit(
  user: ReturnType<typeof renderWithProviders>['user'],
  email: string,
  password: string,
  labels = { email: 'Email', password: 'Password', submit: 'Login' },
) {
  if (email) await user.type(screen.getByLabelText(labels.email, { exact: true }), email);
  if (password) await user.type(screen.getByLabelText(labels.password, { exact: true }), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('login page', () => {
  it('has exactly one field named Email, one named Password and a Login button', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.getAllByLabelText('Email')).toHaveLength(1);
    expect(screen.getAllByLabelText('Password')).toHaveLength(1);
  });

  it("says what is missing or wrong with the spec's messages", async () => {
    const view = renderWithProviders(<AppRoutes />, { route: '/login' });
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(view.user, '', '');
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    await fillAndSubmit(view.user, 'not-an-email', 'x');
    expect(await screen.findByText('Email format is incorrect')).toBeVisible();
  });

  it.each([
    [Role.IndividualUser, '/shipments'],
    [Role.OrgAdmin, '/shipments'],
    [Role.OrgUser, '/shipments'],
    [Role.SystemAdmin, '/admin/countries'],
    [Role.SuperUser, '/admin/countries'],
  ] as const)('takes role %i to %s after login', async (role, home) => {
    const login = fakeLogin(testUser(role));
    const view = renderWithProviders(<AppRoutes />, { route: '/login' });
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(view.user, 'someone@portal.local', 'Portal#2026');
    expect(login).toHaveBeenCalledWith('someone@portal.local', 'Portal#2026');
    await act(async () => undefined);
    await waitFor(() => expect(view.location()).toBe(home));
  });

  it('returns to the page asked for', async () => {
    fakeLogin(testUser(Role.OrgUser));
    const view = renderWithProviders(<AppRoutes />, { route: '/login?returnTo=%2Faddresses%3Fpage%3D2' });
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(view.user, 'orguser@portal.local', 'Portal#2026');
    await act(async () => undefined);
    await waitFor(() => expect(view.location()).toBe('/addresses?page=2'));
  });

  it('keeps the referral code of /login/{code}: offered to sign up with it, and used to join after login', async () => {
    getReferralCodeMock.mockResolvedValue({ organizationName: 'Petra Logistics' });
    fakeLogin(testUser(Role.IndividualUser));
    const view = renderWithProviders(<AppRoutes />, { route: '/login/ACME42' });
    // The organization by name, and nothing else about it.
    const notice = await screen.findByTestId('referral-notice');
    expect(notice).toHaveTextContent(
      `Join ${isolateText('Petra Logistics')}Log in to join it as an organization user, or create an account.`,
    );
    expect(getReferralCodeMock).toHaveBeenCalledWith('ACME42', expect.anything());
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register/ACME42');
    await fillAndSubmit(view.user, 'user@portal.local', 'Portal#2026');
    await act(async () => undefined);
    await waitFor(() => expect(view.location()).toBe('/organization?referralCode=ACME42'));
  });

  it.each([
    [
      'en',
      `The referral code ${isolateText('NOPE42')} is not valid`,
      'Ask the organization’s admin for its current code.',
    ],
    ['ar', `رمز الإحالة ${isolateText('NOPE42')} غير صالح`, 'اطلب من مسؤول المؤسسة رمزها الحالي.'],
  ] as const)('says clearly when the code of /login/{code} joins nothing (%s)', async (language, title, help) => {
    getReferralCodeMock.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'This referral code is not valid'));
    renderWithProviders(<AppRoutes />, { route: '/login/NOPE42', language });
    const notice = await screen.findByTestId('referral-notice');
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(help);
  });

  it('names the code itself when the organization cannot be asked for', async () => {
    getReferralCodeMock.mockRejectedValue(new ApiError(0, 'NETWORK_ERROR'));
    renderWithProviders(<AppRoutes />, { route: '/login/ACME42' });
    expect(await screen.findByTestId('referral-notice')).toHaveTextContent(
      `You were invited to an organization with the code ${isolateText('ACME42')}.`,
    );
  });

  it.each([
    ['signing in with Enter', '/login', Role.IndividualUser],
    ['a system admin redirected to their home', '/login?returnTo=%2Fshipments', Role.SystemAdmin],
  ] as const)(
    'puts the focus at the start of the new page after %s: the first Tab is "Skip to content"',
    async (_, route, role) => {
      fakeLogin(testUser(role));
      const view = renderWithProviders(<AppRoutes />, { route });
      await view.user.type(await screen.findByLabelText('Email'), 'user@portal.local');
      await view.user.type(screen.getByLabelText('Password'), 'Portal#2026{Enter}');
      await waitFor(() => expect(view.location()).not.toMatch(/^\/login/));
      // The login form is gone: the focus must not be left nowhere (the body), as a removed field leaves it.
      await waitFor(() => expect(document.body).not.toHaveFocus());
      await view.user.tab();
      expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    },
  );

  it('takes a member who follows /login/{code} home: they cannot join another, nor open the organization page', async () => {
    fakeLogin(testUser(Role.OrgUser));
    const view = renderWithProviders(<AppRoutes />, { route: '/login/ACME42' });
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(view.user, 'orguser@portal.local', 'Portal#2026');
    await act(async () => undefined);
    await waitFor(() => expect(view.location()).toBe('/shipments'));
  });

  it("shows the server's message when the login is refused, and stays on the page", async () => {
    const login = jest.fn(async () => {
      throw new ApiError(401, 'UNAUTHENTICATED', 'Wrong email or password');
    });
    act(() => useSession.setState({ login }));
    const view = renderWithProviders(<AppRoutes />, { route: '/login' });
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(view.user, 'user@portal.local', 'nope');
    expect(await screen.findByText('Wrong email or password')).toBeVisible();
    await waitFor(() => expect(view.location()).toBe('/login'));
  });

  it('is in Arabic, right to left, when Arabic is chosen', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login', language: 'ar' });
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeVisible();
    expect(screen.getByLabelText('كلمة المرور')).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
