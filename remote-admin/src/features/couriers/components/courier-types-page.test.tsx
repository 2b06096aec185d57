import { screen, waitFor } from '@testing-library/react';
import { api, ApiError } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import CourierServiceTypesPage from './courier-service-types-page';

const COURIER = {
  id: 'k1',
  code: 'FAST',
  name: 'Fast Express',
  nameAr: 'السريع',
  website: null,
  source: 'builtin',
  activeFlag: 'active',
  logoUrl: null,
  version: 1,
};
const types = (supported: string[]) =>
  [
    { id: 's1', code: 'standard', name: 'Standard', nameAr: 'عادي', isActive: true },
    { id: 's2', code: 'express', name: 'Express', nameAr: 'سريع', isActive: true },
    { id: 's3', code: 'same-day', name: 'Same day', nameAr: 'في نفس اليوم', isActive: false },
  ].map((type) => ({ ...type, supported: supported.includes(type.id) }));

beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

describe('courier service types page', () => {
  it('ticks the supported types and saves the new set', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/admin/couriers/k1') return COURIER;
      if (path === '/admin/couriers/k1/service-types') return { items: types(['s1']), total: 3, page: 1, pageSize: 3 };
      throw new Error(`unexpected GET ${path}`);
    });
    const put = jest
      .spyOn(api, 'put')
      .mockResolvedValue({ items: types(['s1', 's2']), total: 3, page: 1, pageSize: 3 });
    const { user } = renderWithProviders(<CourierServiceTypesPage />, {
      role: Role.SystemAdmin,
      route: '/admin/couriers/k1/service-types',
      path: '/admin/couriers/:id/service-types',
    });
    expect(await screen.findByRole('heading', { name: 'Courier service types: Fast Express' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Same day/ })).not.toBeChecked();
    expect(screen.getByText('Inactive')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Express' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/couriers/k1/service-types', { typeIds: ['s1', 's2'] }),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  }, 30_000);

  it('offers a retry when the courier cannot be loaded', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'The requested item was not found'));
    renderWithProviders(<CourierServiceTypesPage />, {
      role: Role.SystemAdmin,
      route: '/admin/couriers/k9/service-types',
      path: '/admin/couriers/:id/service-types',
    });
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(await screen.findByText('The requested item was not found')).toBeInTheDocument();
  });
});
