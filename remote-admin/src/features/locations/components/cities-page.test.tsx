import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, invalidateLookups } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import type { CityItem } from '../api/types';
import CitiesPage from './cities-page';

const JORDAN = {
  id: 'c-jo',
  name: 'Jordan',
  nameAr: 'الأردن',
  code: 'JO',
  latitude: null,
  longitude: null,
  hasRegions: true,
};
const AMMAN_REGION = {
  id: 'r-amman',
  name: 'Amman',
  nameAr: 'العاصمة',
  countryId: 'c-jo',
  latitude: null,
  longitude: null,
};
const city = (overrides: Partial<CityItem>): CityItem => ({
  id: 'city-1',
  name: 'Sweileh',
  nameAr: 'صويلح',
  latitude: 32.02,
  longitude: 35.84,
  countryId: 'c-jo',
  country: { id: 'c-jo', name: 'Jordan', nameAr: 'الأردن' },
  regionId: 'r-amman',
  region: { id: 'r-amman', name: 'Amman', nameAr: 'العاصمة' },
  version: 1,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

let get: jest.SpyInstance;
let rows: CityItem[];
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  rows = [city({}), city({ id: 'city-2', name: 'Wadi Al Seer', nameAr: 'وادي السير', latitude: null })];
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/cities') return { items: rows, total: 42, page: 1, pageSize: 20 };
    if (path === '/lookups/countries') return { items: [JORDAN] };
    if (path === '/lookups/regions') return { items: [AMMAN_REGION] };
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  invalidateLookups();
  resetPortalState();
});

const listQueries = () =>
  get.mock.calls.filter(([path]) => path === '/admin/cities').map(([, options]) => options.query);

describe('cities page', () => {
  it('lists cities with their region and country, and keeps page, sort and search in the URL', async () => {
    const { user, location } = renderWithProviders(<CitiesPage />, {
      role: Role.SystemAdmin,
      route: '/admin/cities?page=2&sort=-name',
    });
    const row = await screen.findByRole('row', { name: /Sweileh/ });
    expect(within(row).getByText('صويلح')).toBeInTheDocument();
    expect(within(row).getAllByText('Amman')).toHaveLength(1);
    expect(listQueries()[0]).toMatchObject({ page: 2, pageSize: 20, sort: '-name' });

    await user.type(screen.getByRole('searchbox', { name: 'Search Cities' }), 'صوي');
    await waitFor(() => expect(location()).toContain('q=%D8%B5%D9%88%D9%8A'));
    expect(location()).not.toContain('page=2');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ q: 'صوي', page: 1 }));
  }, 30_000);

  it('shows names in Arabic for an Arabic admin', async () => {
    renderWithProviders(<CitiesPage />, { role: Role.SystemAdmin, route: '/admin/cities', language: 'ar' });
    const row = await screen.findByRole('row', { name: /وادي السير/ });
    expect(within(row).getByText('العاصمة')).toBeInTheDocument();
  });

  it('adds a city under a region chosen from the cascade', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(city({ id: 'new' }));
    const { user } = renderWithProviders(<CitiesPage />, { role: Role.SystemAdmin, route: '/admin/cities' });
    await user.click(await screen.findByRole('button', { name: 'Add city' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Jordan' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Country/ }), 'c-jo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3); // region, name, Arabic name
    expect(post).not.toHaveBeenCalled();

    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Amman' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Region/ }), 'r-amman');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Tla Al Ali');
    await user.type(within(dialog).getByRole('textbox', { name: /Arabic name/ }), 'تلاع العلي');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/cities', {
        name: 'Tla Al Ali',
        nameAr: 'تلاع العلي',
        latitude: null,
        longitude: null,
        countryId: 'c-jo',
        regionId: 'r-amman',
      }),
    );
    expect(await screen.findByText('City added')).toBeInTheDocument();
  }, 30_000);

  it('asks before deleting and shows why a city in use was kept', async () => {
    const del = jest
      .spyOn(api, 'delete')
      .mockRejectedValue(
        new ApiError(
          409,
          'CONFLICT',
          'This location is still used by other locations, addresses, rates, zones or shipments, so it cannot be deleted',
        ),
      );
    const { user } = renderWithProviders(<CitiesPage />, { role: Role.SystemAdmin, route: '/admin/cities' });
    await user.click(await screen.findByRole('button', { name: 'Delete Sweileh' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Delete “Sweileh”? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(del).toHaveBeenCalledWith('/admin/cities/city-1');
    expect(await screen.findByText(/still used by other locations/)).toBeInTheDocument();
  });

  it('says when the list cannot load, with a retry', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/admin/cities') throw new ApiError(500, 'INTERNAL');
      return { items: [] };
    });
    renderWithProviders(<CitiesPage />, { role: Role.SystemAdmin, route: '/admin/cities' });
    expect(await screen.findAllByText('Failed to load cities')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
