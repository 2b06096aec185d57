import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import type { AdminUser } from '../api/types';
import UsersPage from './users-page';

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  email: 'hala@example.com',
  username: 'Hala',
  phoneNumber: null,
  role: Role.IndividualUser,
  status: 'active',
  organization: null,
  lastLoginAt: null,
  disabledAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  version: 4,
  ...overrides,
});

let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  get = jest.spyOn(api, 'get').mockResolvedValue({ items: [user({})], total: 1, page: 1, pageSize: 20 });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

describe('users page', () => {
  it('filters by role and status through the URL, and has no add button', async () => {
    const { user: actor, location } = renderWithProviders(<UsersPage />, {
      role: Role.SystemAdmin,
      route: '/admin/users',
    });
    await screen.findByRole('row', { name: /hala@example.com/ });
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Role' }), String(Role.OrgAdmin));
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'disabled');
    await waitFor(() => expect(location()).toBe('/admin/users?role=2&status=disabled'));
    await waitFor(() =>
      expect(get.mock.calls.at(-1)?.[1].query).toMatchObject({ role: '2', status: 'disabled', page: 1 }),
    );
  });

  it('disables a user with the version it read, saying "User updated"', async () => {
    const put = jest.spyOn(api, 'put').mockResolvedValue(user({ status: 'disabled', version: 5 }));
    const { user: actor } = renderWithProviders(<UsersPage />, { role: Role.SystemAdmin, route: '/admin/users' });
    await actor.click(await screen.findByRole('button', { name: 'Edit hala@example.com' }));
    const dialog = await screen.findByRole('dialog');
    await actor.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'disabled');
    await actor.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/users/u1', {
        role: Role.IndividualUser,
        status: 'disabled',
        version: 4,
      }),
    );
    expect(await screen.findByText('User updated')).toBeInTheDocument();
  }, 30_000);
});
