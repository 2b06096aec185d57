import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError } from '@portal/shared';
import { ApiKeyStatus, Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import type { CourierKey } from '../api/types';
import CourierKeysPage from './courier-keys-page';

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
const FEED: CourierKey = {
  id: 'key1',
  name: 'Tracking feed',
  prefix: '0123456789abcdef',
  status: ApiKeyStatus.Active,
  expires_at: '2027-11-22T10:00:00.000Z',
  last_used_at: null,
  revokedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};
const PLAINTEXT = 'ck_fedcba9876543210_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

function mockList(keys: CourierKey[]) {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/couriers/k1') return COURIER;
    if (path === '/admin/couriers/k1/keys')
      return { items: keys, total: keys.length, page: 1, pageSize: Math.max(keys.length, 1) };
    throw new Error(`unexpected GET ${path}`);
  });
}

const renderPage = () =>
  renderWithProviders(<CourierKeysPage />, {
    role: Role.SystemAdmin,
    route: '/admin/couriers/k1/keys',
    path: '/admin/couriers/:id/keys',
  });

beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

describe('courier partner API keys page', () => {
  it('creates a key and shows it once, with a warning and a copy button', async () => {
    mockList([]);
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ ...FEED, id: 'key2', name: 'ERP connector', prefix: 'fedcba9876543210', key: PLAINTEXT });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Partner API keys: Fast Express' })).toBeInTheDocument();
    expect(screen.getByText('No API keys for this courier')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'New key' })[0]);
    const form = await screen.findByRole('form', { name: 'New key' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'ERP connector');
    const days = within(form).getByRole('spinbutton', { name: /Expires after/ });
    await user.clear(days);
    await user.type(days, '731');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a number of days from 1 to 730')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.clear(days);
    await user.type(days, '90');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/couriers/k1/keys', { name: 'ERP connector', expiresInDays: 90 }),
    );

    const shown = await screen.findByRole('alertdialog', { name: 'API key created: ERP connector' });
    expect(within(shown).getByText(PLAINTEXT)).toBeInTheDocument();
    expect(
      within(shown).getByText('Copy this key now. It is shown only once and cannot be seen again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('API key saved')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(PLAINTEXT);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(PLAINTEXT)).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Partner API keys' });
    expect(within(table).getByText('ERP connector')).toBeInTheDocument();
    expect(within(table).getByText('ck_fedcba9876543210_…')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
  }, 30_000);

  it('asks before revoking, then shows the key as revoked', async () => {
    mockList([FEED]);
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ ...FEED, status: ApiKeyStatus.Revoked, revokedAt: '2026-11-22T11:00:00.000Z' });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Partner API keys' });
    expect(within(table).getByText('Never')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke Tracking feed' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' });
    expect(post).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/admin/couriers/k1/keys/key1/revoke'));
    expect(await screen.findByText('API key status updated')).toBeInTheDocument();
    expect(await within(table).findByText('Revoked')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Revoke Tracking feed' })).not.toBeInTheDocument();
  }, 30_000);

  it('says so when revoking fails, in Arabic for an Arabic admin', async () => {
    mockList([FEED]);
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(500, 'INTERNAL', ''));
    const { user } = renderWithProviders(<CourierKeysPage />, {
      role: Role.SystemAdmin,
      route: '/admin/couriers/k1/keys',
      path: '/admin/couriers/:id/keys',
      language: 'ar',
    });
    const table = await screen.findByRole('table', { name: 'مفاتيح API للشريك' });
    await user.click(within(table).getByRole('button', { name: 'إبطال Tracking feed' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'إبطال مفتاح API هذا؟' });
    await user.click(within(confirm).getByRole('button', { name: 'إبطال' }));
    expect(await screen.findByText('تعذّر تحديث حالة مفتاح API')).toBeInTheDocument();
  }, 30_000);

  it('offers a retry when the keys cannot be loaded', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'The requested item was not found'));
    renderPage();
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
