import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@portal/shared';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { AppRoutes } from '../../../app/app-routes';
import { useFederation } from '../../../federation/federation-store';
import { signUp } from '../api/sign-up';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('../api/sign-up', () => ({ signUp: jest.fn() }));
const signUpMock = jest.mocked(signUp);

beforeEach(() => act(() => useFederation.setState({ config: { remotes: [] }, configError: null })));
afterEach(() => {
  resetPortalState();
  signUpMock.mockReset();
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
    const view = renderWithProviders(<AppRoutes />, { route: '/register/ACME42' });
    await screen.findByRole('button', { name: 'Sign up' });
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
});
