import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, invalidateLookups } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import type { CourierItem } from '../api/types';
import CouriersPage from './couriers-page';

const courier = (overrides: Partial<CourierItem>): CourierItem => ({
  id: 'k1',
  code: 'FAST',
  name: 'Fast Express',
  nameAr: 'السريع',
  website: 'https://fast.example',
  source: 'builtin',
  activeFlag: 'active',
  logoUrl: null,
  version: 1,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

let rows: CourierItem[];
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  rows = [
    courier({}),
    courier({
      id: 'k2',
      code: 'SLOW',
      name: 'Slow Post',
      nameAr: 'البطيء',
      activeFlag: 'disabled',
      logoUrl: '/api/v1/lookups/couriers/k2/logo?v=1',
    }),
  ];
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/couriers') return { items: rows, total: rows.length, page: 1, pageSize: 20 };
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  invalidateLookups();
  resetPortalState();
});

describe('couriers page', () => {
  it('shows logos, statuses and websites', async () => {
    renderWithProviders(<CouriersPage />, { role: Role.SystemAdmin, route: '/admin/couriers' });
    // The image stays hidden until it loads, which jsdom never does; a browser shows it.
    const slow = await screen.findByRole('row', { name: /Slow Post/ });
    expect(within(slow).getByText('Disabled')).toBeInTheDocument();
    expect(within(slow).getByAltText('Logo of Slow Post')).toHaveAttribute(
      'src',
      '/api/v1/lookups/couriers/k2/logo?v=1',
    );
    expect(
      within(screen.getByRole('row', { name: /Fast Express/ })).getByRole('link', { name: 'fast.example' }),
    ).toHaveAttribute('href', 'https://fast.example');
  });

  it('uploads a logo and reloads the list to show it', async () => {
    const upload = jest.spyOn(api, 'upload').mockImplementation(async () => {
      rows = [courier({ logoUrl: '/api/v1/lookups/couriers/k1/logo?v=2' }), rows[1]];
      return rows[0];
    });
    const { user } = renderWithProviders(<CouriersPage />, { role: Role.SystemAdmin, route: '/admin/couriers' });
    await screen.findByRole('row', { name: /Fast Express/ });
    const input = screen.getByLabelText('Upload a logo for Fast Express', { selector: 'input' });
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith('/admin/couriers/k1/logo', expect.any(FormData)));
    expect(await screen.findByText('Logo uploaded')).toBeInTheDocument();
    expect(await screen.findByAltText('Logo of Fast Express')).toHaveAttribute(
      'src',
      '/api/v1/lookups/couriers/k1/logo?v=2',
    );
  });

  it('refuses a file that is too large before sending it', async () => {
    const upload = jest.spyOn(api, 'upload');
    const { user } = renderWithProviders(<CouriersPage />, { role: Role.SystemAdmin, route: '/admin/couriers' });
    await screen.findByRole('row', { name: /Fast Express/ });
    const input = screen.getByLabelText('Upload a logo for Fast Express', { selector: 'input' });
    await user.upload(input, new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image under 256 KB')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says what a logo must be when the server finds the file is not an image (in Arabic too)', async () => {
    jest
      .spyOn(api, 'upload')
      .mockRejectedValue(
        new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
          { field: 'logo', message: 'The logo must be a PNG, JPEG or WebP image' },
        ]),
      );
    const { user } = renderWithProviders(<CouriersPage />, {
      role: Role.SystemAdmin,
      route: '/admin/couriers',
      language: 'ar',
    });
    await screen.findByRole('row', { name: /السريع/ });
    const input = screen.getByLabelText(/Fast Express|السريع/, { selector: 'input' });
    await user.upload(input, new File(['not an image'], 'logo.png', { type: 'image/png' }));
    expect(
      await screen.findByText('يجب أن يكون الشعار صورة PNG أو JPEG أو WebP أصغر من 256 كيلوبايت'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Some fields are not valid')).not.toBeInTheDocument();
  });
});
