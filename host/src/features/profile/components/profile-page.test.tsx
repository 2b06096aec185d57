import { act, screen } from '@testing-library/react';
import { useSession } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState, testUser } from '@portal/shared/testing';
import { changePassword } from '../api/change-password';
import { updateMe } from '../api/update-me';
import ProfilePage from './profile-page';

jest.mock('../api/change-password', () => ({ changePassword: jest.fn() }));
jest.mock('../api/update-me', () => ({ updateMe: jest.fn() }));

afterEach(() => {
  resetPortalState();
  jest.mocked(changePassword).mockReset();
  jest.mocked(updateMe).mockReset();
});

describe('profile page', () => {
  it('saves edited details with the row version and shows the new name', async () => {
    const user = { ...testUser(Role.IndividualUser), version: 3 };
    jest
      .mocked(updateMe)
      .mockImplementation(async (body) => ({ ...user, username: body.username ?? user.username, version: 4 }));
    const view = renderWithProviders(<ProfilePage />, { user });
    const name = screen.getByRole('textbox', { name: /^Username/ });
    await view.user.clear(name);
    await view.user.type(name, 'Renamed User');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await act(async () => undefined);
    expect(updateMe).toHaveBeenCalledWith({ username: 'Renamed User', phoneNumber: '+962790000000', version: 3 });
    expect(await screen.findByText('Your profile was updated.')).toBeVisible();
    expect(useSession.getState().user?.username).toBe('Renamed User');
  });

  it('refuses a phone number the portal cannot read, with the shared phone rule', async () => {
    const view = renderWithProviders(<ProfilePage />, { role: Role.IndividualUser });
    const phone = screen.getByRole('textbox', { name: /^Phone number/ });
    await view.user.clear(phone);
    // Seven digits: no number in Jordan or anywhere else.
    await view.user.type(phone, '1234567');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid phone number')).toBeVisible();
    expect(updateMe).not.toHaveBeenCalled();
  });

  it('asks for the current password only when the e-mail changes', async () => {
    const view = renderWithProviders(<ProfilePage />, { role: Role.OrgUser });
    const inDetails = () =>
      screen
        .getByRole('button', { name: 'Save changes' })
        .closest('form')
        ?.querySelector('input[name="currentPassword"]');
    expect(inDetails()).toBeNull();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await view.user.clear(email);
    await view.user.type(email, 'new.address@portal.local');
    expect(inDetails()).not.toBeNull();
  });

  it('changes the password with the current one (API fields currentPassword, new_password)', async () => {
    jest.mocked(changePassword).mockResolvedValue({});
    const view = renderWithProviders(<ProfilePage />, { role: Role.OrgUser });
    const form = screen.getByRole('button', { name: 'Change password' }).closest('form') as HTMLFormElement;
    const inputs = ['currentPassword', 'newPassword', 'confirmPassword'].map(
      (name) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement,
    );
    await view.user.type(inputs[0], 'Old#Pass1');
    await view.user.type(inputs[1], 'N3w#Password');
    await view.user.type(inputs[2], 'N3w#Password');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    await act(async () => undefined);
    expect(changePassword).toHaveBeenCalledWith('Old#Pass1', 'N3w#Password');
    expect(await screen.findByText('Your password was changed.')).toBeVisible();
  });
});
