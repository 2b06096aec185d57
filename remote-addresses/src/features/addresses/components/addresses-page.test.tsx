import { api } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import {
  answerFetch,
  navPrefetchUrls,
  loadRemoteTranslations,
  renderWithProviders,
  resetPortalState,
} from '@portal/shared/testing';
import registration from '../../../register';
import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from '../api/types';
import nav from '../../../nav.json';
import AddressesPage from './addresses-page';

jest.mock('./map-picker', () => ({ __esModule: true, default: () => null }));

const place = (id: string, name: string, nameAr: string) => ({ id, name, nameAr });
const address = (overrides: Partial<Address>): Address => ({
  id: 'a1',
  name: 'Warehouse',
  email: null,
  phoneNumber: '+96265550100',
  country: place('jo', 'Jordan', 'الأردن'),
  region: place('r', 'Amman', 'عمّان'),
  city: place('c', 'Amman', 'عمّان'),
  village: place('v', 'Sweifieh', 'الصويفية'),
  addressLine: 'Wakalat Street',
  buildingNumber: '12',
  language: null,
  type: 2,
  isPrimary: false,
  latitude: null,
  longitude: null,
  version: 3,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

const WAREHOUSE = address({ id: 'a1', name: 'Warehouse', isPrimary: true });
const SHOP = address({ id: 'a2', name: 'Corner shop', type: 2 });
const RECIPIENT = address({ id: 'a3', name: 'Hala Saleh', type: 1, village: null, city: place('i', 'Irbid', 'إربد') });

let get: jest.SpyInstance;
let post: jest.SpyInstance;
let del: jest.SpyInstance;
let rows: Address[];
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  rows = [WAREHOUSE, SHOP, RECIPIENT];
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/addresses') return { items: rows, total: 23, page: 1, pageSize: 10 };
    if (path.startsWith('/lookups/')) return { items: [] };
    throw new Error(`unexpected GET ${path}`);
  });
  post = jest.spyOn(api, 'post').mockResolvedValue({ ...SHOP, isPrimary: true });
  del = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const listQueries = () => get.mock.calls.filter(([path]) => path === '/addresses').map(([, options]) => options.query);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('addresses page', () => {
  it('lists the address book with the primary pick-up address marked, places and types in the user’s language', async () => {
    renderWithProviders(<AddressesPage />, { role: Role.OrgUser, route: '/addresses' });
    await screen.findByText('Warehouse');
    expect(within(rowOf('Warehouse')).getByText('Primary pick-up')).toBeInTheDocument();
    expect(within(rowOf('Corner shop')).queryByText('Primary pick-up')).toBeNull();
    expect(within(rowOf('Hala Saleh')).getByText('Irbid')).toBeInTheDocument();
    expect(within(rowOf('Hala Saleh')).getByText('Drop-off')).toBeInTheDocument();
    expect(within(rowOf('Warehouse')).getByText('Sweifieh, Amman')).toBeInTheDocument();
    // Only pick-up addresses that are not primary offer "Make primary".
    expect(within(rowOf('Corner shop')).getByRole('button', { name: 'Make primary' })).toBeInTheDocument();
    expect(within(rowOf('Warehouse')).queryByRole('button', { name: 'Make primary' })).toBeNull();
    expect(within(rowOf('Hala Saleh')).queryByRole('button', { name: 'Make primary' })).toBeNull();
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(listQueries()[0]).toEqual({ page: 1, pageSize: 10, sort: undefined, q: undefined, type: undefined });
  });

  it('shows Arabic names in Arabic', async () => {
    renderWithProviders(<AddressesPage />, { role: Role.IndividualUser, route: '/addresses', language: 'ar' });
    await screen.findByText('Warehouse');
    expect(within(rowOf('Warehouse')).getByText('الاستلام الرئيسي')).toBeInTheDocument();
    expect(within(rowOf('Warehouse')).getByText('الصويفية، عمّان')).toBeInTheDocument();
    expect(within(rowOf('Hala Saleh')).getByText('تسليم')).toBeInTheDocument();
  });

  it('searches on the server after typing stops, filters by type and pages', async () => {
    const { user } = renderWithProviders(<AddressesPage />, { role: Role.IndividualUser, route: '/addresses' });
    await screen.findByText('Warehouse');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'عمان');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ q: 'عمان', page: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Address type' }), 'Pick-up');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ q: 'عمان', type: 2 }));
    // The pager waits while the filtered page loads.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: 2, type: 2 }));
  });

  it('keeps search, type, sort and page in the URL, so a reload or a shared link shows the same list', async () => {
    const { user, location } = renderWithProviders(<AddressesPage />, {
      role: Role.IndividualUser,
      route: '/addresses?q=shop&type=2&sort=-name&page=2',
    });
    await screen.findByText('Warehouse');
    expect(listQueries()[0]).toEqual({ page: 2, pageSize: 10, sort: '-name', q: 'shop', type: 2 });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('shop');
    expect(screen.getByRole('combobox', { name: 'Address type' })).toHaveValue('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Address type' }), 'Drop-off');
    await waitFor(() => expect(location()).toBe('/addresses?q=shop&type=1&sort=-name'));
  });

  it('makes a pick-up address primary and reloads the list', async () => {
    const { user } = renderWithProviders(<AddressesPage />, { role: Role.IndividualUser, route: '/addresses' });
    await screen.findByText('Corner shop');
    rows = [address({ ...WAREHOUSE, isPrimary: false }), { ...SHOP, isPrimary: true }, RECIPIENT];
    await user.click(within(rowOf('Corner shop')).getByRole('button', { name: 'Make primary' }));
    expect(post).toHaveBeenCalledWith('/addresses/a2/primary', { version: 3 });
    expect(await screen.findByText('Corner shop is now the primary pick-up address')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Corner shop')).getByText('Primary pick-up')).toBeInTheDocument());
    expect(within(rowOf('Warehouse')).queryByText('Primary pick-up')).toBeNull();
  });

  it('deletes only after confirmation', async () => {
    const { user } = renderWithProviders(<AddressesPage />, { role: Role.IndividualUser, route: '/addresses' });
    await screen.findByText('Hala Saleh');
    await user.click(screen.getByRole('button', { name: 'Delete Hala Saleh' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(within(dialog).getByText(/“Hala Saleh” will be removed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(del).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Hala Saleh' }));
    rows = [WAREHOUSE, SHOP];
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(del).toHaveBeenCalledWith('/addresses/a3');
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Hala Saleh')).toBeNull());
  });

  it('asks for a primary pick-up address when there is none', async () => {
    rows = [SHOP, RECIPIENT];
    renderWithProviders(<AddressesPage />, { role: Role.IndividualUser, route: '/addresses' });
    expect(await screen.findByText(/You have no primary pick-up address yet/)).toBeInTheDocument();
  });

  it('opens the form filled with the address to edit, and the empty form to add one', async () => {
    const { user } = renderWithProviders(<AddressesPage />, { role: Role.IndividualUser, route: '/addresses' });
    await screen.findByText('Warehouse');
    await user.click(screen.getByRole('button', { name: 'Edit Warehouse' }));
    // The form is a lazily loaded chunk: give it time on a busy machine.
    const editDialog = await screen.findByRole('dialog', { name: 'Edit address' }, { timeout: 10_000 });
    expect(await within(editDialog).findByRole('textbox', { name: 'Name' }, { timeout: 10_000 })).toHaveValue(
      'Warehouse',
    );
    expect(within(editDialog).getByRole('checkbox', { name: 'Primary pick-up address' })).toBeChecked();
    await user.click(within(editDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const addDialog = await screen.findByRole('dialog', { name: 'Add address' }, { timeout: 10_000 });
    expect(await within(addDialog).findByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});

describe("the nav item's prefetch", () => {
  it('names requests the page makes first, word for word, so the host’s early answers are the ones it reads', async () => {
    get.mockRestore();
    const fetches = answerFetch((path) =>
      path === '/addresses' ? { items: rows, total: 3, page: 1, pageSize: 10 } : { items: [] },
    );
    try {
      renderWithProviders(<AddressesPage />, { role: Role.IndividualUser, route: '/addresses' });
      expect(await screen.findByText('Warehouse')).toBeInTheDocument();
      expect(fetches.asked).toEqual(expect.arrayContaining(navPrefetchUrls(nav, '/addresses')));
    } finally {
      fetches.restore();
    }
  });
});
