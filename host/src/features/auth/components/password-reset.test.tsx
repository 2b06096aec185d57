import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { AppRoutes } from '../../../app/app-routes';
import { useFederation } from '../../../federation/federation-store';
import { forgetPassword } from '../api/forget-password';
import { resetPassword } from '../api/reset-password';

jest.mock('@module-federation/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('../api/forget-password', () => ({ forgetPassword: jest.fn() }));
jest.mock('../api/reset-password', () => ({ resetPassword: jest.fn() }));

const field = (label: string, name: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: `input[name="${name}"]` });

beforeEach(() => act(() => useFederation.setState({ config: { remotes: [] }, configError: null })));
afterEach(() => {
  resetPortalState();
  jest.mocked(forgetPassword).mockReset();
  jest.mocked(resetPassword).mockReset();
});

describe('forgot and reset password', () => {
  it('is reached from the login page and sends the reset link to the e-mail given', async () => {
    jest.mocked(forgetPassword).mockResolvedValue({ message: 'If the account exists, a reset link is on its way' });
    const view = renderWithProviders(<AppRoutes />, { route: '/login' });
    await view.user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('button', { name: 'Send reset link' });
    await view.user.type(field('Email', 'email'), 'user@portal.local');
    await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(forgetPassword).toHaveBeenCalledWith('user@portal.local');
    expect(
      (await screen.findAllByText('If the account exists, a reset link is on its way')).length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('resets with the token of /reset-password/{token} and goes to login', async () => {
    jest.mocked(resetPassword).mockResolvedValue({});
    const view = renderWithProviders(<AppRoutes />, { route: '/reset-password/tok-123' });
    await screen.findByRole('button', { name: 'Reset password' });
    expect(screen.queryByRole('textbox', { name: /^Reset code/ })).not.toBeInTheDocument();
    await view.user.type(field('New password', 'newPassword'), 'N3w#Password');
    await view.user.type(field('Confirm Password', 'confirmPassword'), 'N3w#Password');
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
    await act(async () => undefined);
    expect(resetPassword).toHaveBeenCalledWith('tok-123', 'N3w#Password');
    expect(await screen.findByText('Password reset successfully. Log in with your new password.')).toBeVisible();
    await waitFor(() => expect(view.location()).toBe('/login'));
  });

  it('asks for the code on /reset-password without a token, and refuses a weak password', async () => {
    const view = renderWithProviders(<AppRoutes />, { route: '/reset-password' });
    await view.user.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await view.user.type(field('New password', 'newPassword'), 'short');
    expect(await screen.findByText(/Password must be at least 8 characters/)).toBeVisible();
    expect(resetPassword).not.toHaveBeenCalled();
  });
});
