import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, isolateText } from '@portal/shared';
import { ApiKeyStatus, Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import type { AdminApiKey } from '../api/types';
import ApiKeysPage from './api-keys-page';

const apiKey = (overrides: Partial<AdminApiKey> = {}): AdminApiKey => ({
  id: 'k1',
  name: 'Shop sync',
  purpose: 'Books shipments from our web shop',
  prefix: 'pk_0123456789abcdef',
  status: ApiKeyStatus.Pending,
  requestedExpiryDays: 90,
  scope: 'read',
  expires_at: null,
  last_used_at: null,
  denialReason: null,
  reviewedAt: null,
  revealedAt: null,
  rotatedAt: null,
  previousSecretExpiresAt: null,
  revokedAt: null,
  version: 2,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  owner: { id: 'u1', username: 'Hala', email: 'hala@acme.example' },
  organization: { id: 'o1', name: 'Acme Trading' },
  reviewedBy: null,
  ...overrides,
});

const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

type Query = Record<string, unknown> | undefined;

let rows: AdminApiKey[];
let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  rows = [
    apiKey(),
    apiKey({
      id: 'k2',
      name: 'Reports export',
      purpose: null,
      prefix: 'pk_fedcba9876543210',
      status: ApiKeyStatus.Active,
      requestedExpiryDays: null,
      reviewedAt: '2026-11-21T09:00:00Z',
      reviewedBy: { id: 'a1', username: 'Admin' },
      revealedAt: '2026-11-21T10:00:00Z',
      last_used_at: '2026-11-22T08:30:00Z',
      owner: { id: 'u2', username: 'Omar', email: 'omar@blue.example' },
      organization: null,
      version: 5,
    }),
  ];
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string, options?: { query?: Query }) => {
    // The detail reads its key again by id.
    const one = /^\/admin\/api-keys\/([^/]+)$/.exec(path);
    if (one) return rows.find((row) => row.id === one[1]);
    if (path !== '/admin/api-keys') throw new Error(`unexpected GET ${path}`);
    const query = options?.query;
    // The header's pending count asks for one row of the pending ones.
    if (query?.pageSize === 1) return page([rows[0]], 3);
    if (query?.ownerId) return page(rows.filter((row) => row.owner?.id === query.ownerId));
    return page(rows);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const listCalls = () =>
  get.mock.calls.filter(([path, options]) => path === '/admin/api-keys' && options?.query?.pageSize !== 1);

async function openKey(name: string, route = '/admin/api-keys') {
  const view = renderWithProviders(<ApiKeysPage />, { role: Role.SystemAdmin, route });
  await view.user.click(await screen.findByRole('row', { name: new RegExp(name) }));
  const drawer = await screen.findByRole('dialog', { name });
  return { ...view, drawer };
}

describe('API keys page', () => {
  it('lists keys with owner, organization and status, filters by status through the URL and counts pending ones', async () => {
    const { user, location } = renderWithProviders(<ApiKeysPage />, {
      role: Role.SystemAdmin,
      route: '/admin/api-keys?status=1',
    });
    const shop = await screen.findByRole('row', { name: /Shop sync/ });
    expect(within(shop).getByText('Books shipments from our web shop')).toBeInTheDocument();
    expect(within(shop).getByText('pk_0123456789abcdef…')).toBeInTheDocument();
    // Created is a muted line under the name, not a column of its own.
    expect(within(shop).getByText('Requested 20 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Created/ })).not.toBeInTheDocument();
    expect(within(shop).getByText('Shop sync')).toHaveAttribute('dir', 'auto');
    expect(within(shop).getByText('hala@acme.example')).toBeInTheDocument();
    expect(within(shop).getByText('Acme Trading')).toBeInTheDocument();
    expect(within(shop).getByText('Pending')).toHaveAttribute('data-colour', 'warning');
    expect(within(shop).getByText('Requested: 90 days')).toBeInTheDocument();
    expect(within(shop).getByText('Never used')).toBeInTheDocument();
    const reports = screen.getByRole('row', { name: /Reports export/ });
    expect(within(reports).getByText('Active')).toHaveAttribute('data-colour', 'success');
    expect(within(reports).getByText('Never expires')).toBeInTheDocument();
    expect(within(reports).getByText('—')).toBeInTheDocument();

    expect(await screen.findByText('3 waiting for approval')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/admin/api-keys',
      expect.objectContaining({ query: expect.objectContaining({ status: 1, page: 1, pageSize: 1 }) }),
    );
    expect(screen.getByRole('link', { name: 'Go to couriers' })).toHaveAttribute('href', '/admin/couriers');

    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('1');
    expect(listCalls().at(-1)?.[1].query).toMatchObject({ status: '1', page: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), String(ApiKeyStatus.Revoked));
    await waitFor(() => expect(location()).toBe('/admin/api-keys?status=3'));
    await waitFor(() => expect(listCalls().at(-1)?.[1].query).toMatchObject({ status: '3', page: 1 }));
    // No sort of its own: the API's default order puts pending requests first.
    expect(listCalls().at(-1)?.[1].query.sort).toBeUndefined();

    await user.click(screen.getByRole('button', { name: /Last used/ }));
    await waitFor(() => expect(location()).toBe('/admin/api-keys?status=3&sort=last_used_at'));
  });

  it('shows the request, review and use of a key in the detail, with only the actions its status allows', async () => {
    const { drawer } = await openKey('Reports export');
    expect(within(drawer).getByText('pk_fedcba9876543210…')).toBeInTheDocument();
    expect(within(drawer).getByText('No expiry')).toBeInTheDocument();
    expect(within(drawer).getByText('Read only')).toBeInTheDocument();
    expect(within(drawer).getByText('Admin')).toBeInTheDocument();
    // Reviewed and revealed, in Amman time.
    expect(within(drawer).getByText('21 Nov 2026, 12:00')).toBeInTheDocument();
    expect(within(drawer).getByText('21 Nov 2026, 13:00')).toBeInTheDocument();
    expect(within(drawer).getByText('Never expires')).toBeInTheDocument();
    expect(within(drawer).getByText('omar@blue.example')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/admin/api-keys/k2', expect.anything()));
  });

  it('offers only Approve and Deny on a pending request: Revoke is for active keys', async () => {
    const { drawer } = await openKey('Shop sync');
    expect(
      within(drawer)
        .getAllByRole('button', { name: /^(Approve|Deny|Revoke)$/ })
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Deny']);
  });

  it('offers no action and shows "—" as the expiry of a revoked key without a date', async () => {
    rows[1] = { ...rows[1], status: ApiKeyStatus.Revoked, revokedAt: '2026-11-23T10:00:00Z' };
    const { user } = renderWithProviders(<ApiKeysPage />, { role: Role.SystemAdmin });
    const reports = await screen.findByRole('row', { name: /Reports export/ });
    expect(within(reports).queryByText('Never expires')).not.toBeInTheDocument();
    // No organization, and no expiry to show.
    expect(within(reports).getAllByText('—')).toHaveLength(2);
    await user.click(reports);
    const drawer = await screen.findByRole('dialog', { name: 'Reports export' });
    expect(within(drawer).queryByRole('button', { name: /^(Approve|Deny|Revoke)$/ })).not.toBeInTheDocument();
  });

  it('shows the list in Arabic with the revoke wording of the Revoked status', async () => {
    const view = renderWithProviders(<ApiKeysPage />, { role: Role.SystemAdmin, language: 'ar' });
    const reports = await screen.findByRole('row', { name: /Reports export/ });
    expect(within(reports).getByText('طُلب في 20 تشرين الثاني 2026')).toBeInTheDocument();
    const shop = screen.getByRole('row', { name: /Shop sync/ });
    expect(within(shop).getByText('لم يُستخدم بعد')).toBeInTheDocument();
    await view.user.click(reports);
    const drawer = await screen.findByRole('dialog', { name: 'Reports export' });
    // Revoke's own verb (إبطال), never Cancel's (إلغاء), in the drawer and its confirmation.
    await view.user.click(within(drawer).getByRole('button', { name: 'إبطال المفتاح' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'إبطال مفتاح API هذا؟' });
    expect(within(confirm).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'إبطال المفتاح' })).toBeInTheDocument();
  });

  it('approves after a confirmation that says when the key expires, sending the version it read', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(
      apiKey({
        status: ApiKeyStatus.Active,
        expires_at: '2027-02-18T10:00:00Z',
        reviewedAt: '2026-11-20T12:00:00Z',
        reviewedBy: { id: 'a1', username: 'Admin' },
        version: 3,
      }),
    );
    const { user, drawer } = await openKey('Shop sync');
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Approve “${isolateText('Shop sync')}”?` });
    expect(confirm).toHaveTextContent('The owner can then reveal the key once; it expires 90 days from now.');
    expect(post).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/admin/api-keys/k1/approve', { version: 2 }));
    expect(await screen.findByText('API key status updated')).toBeInTheDocument();
    // The detail stays open and shows the server's answer.
    const detail = screen.getByRole('dialog', { name: 'Shop sync' });
    expect(await within(detail).findByText('Active')).toBeVisible();
    expect(within(detail).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says an approved key never expires when no validity was asked for', async () => {
    rows[0] = apiKey({ requestedExpiryDays: null });
    const { user, drawer } = await openKey('Shop sync');
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByRole('alertdialog', { name: `Approve “${isolateText('Shop sync')}”?` }),
    ).toHaveTextContent('The owner can then reveal the key once; it never expires.');
  });

  it('denies only with a reason', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(apiKey({ status: ApiKeyStatus.Denied, denialReason: 'Use the CSV import', version: 3 }));
    const { user, drawer } = await openKey('Shop sync');
    await user.click(within(drawer).getByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog', { name: `Deny “${isolateText('Shop sync')}”` });
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Use the CSV import ');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/api-keys/k1/deny', { reason: 'Use the CSV import', version: 2 }),
    );
    expect(await screen.findByText('API key status updated')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('dialog', { name: 'Shop sync' })).findByText('Use the CSV import'),
    ).toBeVisible();
  });

  it('revokes an active key after a confirmation', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ ...rows[1], status: ApiKeyStatus.Revoked, revokedAt: '2026-11-23T10:00:00Z', version: 6 });
    const { user, drawer } = await openKey('Reports export');
    await user.click(within(drawer).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' });
    expect(confirm).toHaveTextContent(`“${isolateText('Reports export')}” stops working at once`);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/admin/api-keys/k2/revoke', { version: 5 }));
    expect(await screen.findByText('API key status updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Reports export' })).queryByRole('button', { name: 'Revoke' }),
      ).not.toBeInTheDocument(),
    );
  });

  it("shows the server's message on a conflict and reads the keys again", async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(new ApiError(409, 'CONFLICT', 'This API key request is no longer pending'));
    const { user, drawer } = await openKey('Shop sync');
    const reads = listCalls().length;
    rows[0] = apiKey({ status: ApiKeyStatus.Denied, denialReason: 'Decided by someone else', version: 3 });
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This API key request is no longer pending')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(reads));
    expect(await within(drawer).findByText('Decided by someone else')).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("shows one owner's keys from the detail, with a chip that removes the filter", async () => {
    const { user, drawer, location } = await openKey('Shop sync');
    await user.click(within(drawer).getByRole('button', { name: 'Show only the keys of Hala' }));
    await waitFor(() => expect(location()).toBe('/admin/api-keys?ownerId=u1'));
    await waitFor(() => expect(listCalls().at(-1)?.[1].query).toMatchObject({ ownerId: 'u1', page: 1 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shop sync' })).not.toBeInTheDocument());
    expect(screen.getByText(`Owner: ${isolateText('Hala')}`)).toBeVisible();
    // Hala's keys replace the whole list once they are in.
    await waitFor(() => expect(screen.queryByRole('row', { name: /Reports export/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Shop sync/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the owner filter' }));
    await waitFor(() => expect(location()).toBe('/admin/api-keys'));
    expect(screen.queryByText(`Owner: ${isolateText('Hala')}`)).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Reports export/ })).toBeInTheDocument();
  });

  it('names the owner of a link opened with ?ownerId from the keys it lists', async () => {
    renderWithProviders(<ApiKeysPage />, { role: Role.SystemAdmin, route: '/admin/api-keys?ownerId=u2' });
    expect(await screen.findByText(`Owner: ${isolateText('Omar')}`)).toBeVisible();
  });
});
