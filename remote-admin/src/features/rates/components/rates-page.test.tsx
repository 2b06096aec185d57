import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, invalidateLookups } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import type { RateItem } from '../api/types';
import RatesPage from './rates-page';

const ref = (id: string, name: string, nameAr: string) => ({ id, name, nameAr });
const RATE: RateItem = {
  id: 'rate-1',
  courierId: 'k1',
  courier: ref('k1', 'Fast Express', 'السريع'),
  serviceTypeId: 's1',
  serviceType: ref('s1', 'Express', 'سريع'),
  originCountryId: 'jo',
  originCountry: ref('jo', 'Jordan', 'الأردن'),
  originRegionId: 'r1',
  originRegion: ref('r1', 'Irbid', 'إربد'),
  originCityId: null,
  originCity: null,
  destinationCountryId: 'jo',
  destinationCountry: ref('jo', 'Jordan', 'الأردن'),
  destinationRegionId: null,
  destinationRegion: null,
  destinationCityId: null,
  destinationCity: null,
  basePriceFils: 3250,
  includedWeightKg: 2,
  perKgPriceFils: 500,
  transitDaysMin: 1,
  transitDaysMax: 3,
  isActive: true,
  version: 1,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/rates') return { items: [RATE], total: 1, page: 1, pageSize: 20 };
    if (path === '/admin/couriers')
      return {
        items: [{ id: 'k1', name: 'Fast Express', nameAr: 'السريع', activeFlag: 'active' }],
        total: 1,
        page: 1,
        pageSize: 100,
      };
    if (path === '/lookups/service-types')
      return { items: [{ id: 's1', code: 'express', name: 'Express', nameAr: 'سريع' }] };
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  invalidateLookups();
  resetPortalState();
});

describe('rates page', () => {
  it('shows areas in the user’s language, money in JOD and transit days as a range', async () => {
    renderWithProviders(<RatesPage />, { role: Role.SystemAdmin, route: '/admin/rates', language: 'ar' });
    const row = await screen.findByRole('row', { name: /السريع/ });
    expect(within(row).getByText('إربد')).toBeInTheDocument();
    expect(within(row).getByText('الأردن')).toBeInTheDocument();
    expect(within(row).getByText(/3\.250/)).toBeInTheDocument();
  });

  it.each([
    ['en', ['3 days', 'Same day', '2–4 days', '1 day']],
    ['ar', ['3 أيام', 'في اليوم نفسه', '2–4 أيام', 'يوم واحد']],
  ] as const)('writes transit days as one number, same day or a range (%s)', async (language, expected) => {
    const days = [
      [3, 3],
      [0, 0],
      [2, 4],
      [1, 1],
    ];
    const get = api.get as unknown as jest.SpyInstance;
    const original = get.getMockImplementation()!;
    get.mockImplementation(async (path: string, options: unknown) =>
      path === '/admin/rates'
        ? {
            items: days.map(([min, max], index) => ({
              ...RATE,
              id: `rate-${index}`,
              transitDaysMin: min,
              transitDaysMax: max,
            })),
            total: days.length,
            page: 1,
            pageSize: 20,
          }
        : original(path, options),
    );
    renderWithProviders(<RatesPage />, { role: Role.SystemAdmin, route: '/admin/rates', language });
    for (const text of expected) expect(await screen.findByRole('cell', { name: text })).toBeInTheDocument();
    expect(screen.queryByText(/3–3|0–0/)).not.toBeInTheDocument();
  });

  it('imports only with a courier chosen, and lists every problem of a refused file', async () => {
    const upload = jest.spyOn(api, 'upload').mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
        { row: 3, column: 'origin_region', message: 'Nothing with this name exists' },
        { row: 4, column: 'base_price_jod', message: 'This value has the wrong format' },
      ]),
    );
    const { user, rerender } = renderWithProviders(<RatesPage />, { role: Role.SystemAdmin, route: '/admin/rates' });
    await screen.findByRole('row', { name: /Fast Express/ });
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // Why, written beside them (a disabled button shows no tooltip) and read with them.
    expect(screen.getByText('Choose a courier to import or export its rates')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription(
      'Choose a courier to import or export its rates',
    );

    // The couriers to choose from arrive with the lookup.
    await screen.findByRole('option', { name: /Fast Express/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Courier' }), 'k1');
    rerender(<RatesPage />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled());
    expect(screen.queryByText('Choose a courier to import or export its rates')).not.toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Import CSV', { selector: 'input' }),
      new File(['service_type\n'], 'rates.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith('/admin/rates/import', expect.any(FormData), { query: { courierId: 'k1' } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'The file was not imported' });
    expect(
      within(dialog).getByRole('row', { name: /3 origin_region Nothing with this name exists/ }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('row', { name: /4 base_price_jod This value has the wrong format/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download the file with its errors' })).toBeInTheDocument();
  }, 30_000);
});
