import { ApiError, api } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import { screen, waitFor, within } from '@testing-library/react';
import { counts, row } from './shipments-page.fixtures';
import ShipmentsPage from './shipments-page';

let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/shipments/tab-counts') return counts;
    if (path === '/shipments') return { items: [row], total: 1, page: 1, pageSize: 20 };
    if (path === '/lookups/couriers') return { items: [] };
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => {
  get.mockRestore();
  resetPortalState();
});

const listCalls = () => get.mock.calls.filter(([path]) => path === '/shipments').map(([, options]) => options.query);

describe('shipments list', () => {
  it('shows the nine tabs with their counts, and the rows with status badges', async () => {
    renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route: '/shipments' });
    const tabs = screen.getByRole('tablist', { name: 'Shipment status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Pending/ })).toHaveTextContent('Pending3'));
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All12',
      'Pending3',
      'In Transit2',
      'Delivered4',
      'Returned1',
      'On Going1',
      'Cancelled0',
      'Draft1',
      'Active6',
    ]);
    const table = await screen.findByRole('table', { name: 'Shipments' });
    expect(within(table).getByText('PT12345678903')).toBeInTheDocument();
    expect(within(table).getByText('Amman → Irbid')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toHaveAttribute('data-colour', 'warning');
  });

  it("shows the merchant's reference in a column and, for phones, under the tracking number", async () => {
    renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route: '/shipments' });
    const table = await screen.findByRole('table', { name: 'Shipments' });
    await waitFor(() => expect(within(table).getByText('PT12345678903')).toBeInTheDocument());
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toContain('Reference');
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells[headers.indexOf('Reference')]).toHaveTextContent('UX-1011');
    // A phone shows only the essential columns: the reference rides with the tracking number there.
    const tracking = cells[headers.indexOf('Tracking number')];
    expect(tracking).toHaveTextContent('PT12345678903');
    expect(within(tracking).getByTestId('reference-under-tracking')).toHaveTextContent('UX-1011');
  });

  it('shows no expected delivery for a cancelled shipment, even from an answer that still carries one', async () => {
    const cancelled = { ...row, id: 's2', status: 5, trackingNumber: 'PT22345678902' };
    get.mockImplementation(async (path: string) => {
      if (path === '/shipments/tab-counts') return counts;
      if (path === '/shipments') return { items: [row, cancelled], total: 2, page: 1, pageSize: 20 };
      return { items: [] };
    });
    renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route: '/shipments' });
    const table = await screen.findByRole('table', { name: 'Shipments' });
    await within(table).findByRole('row', { name: /PT22345678902/ });
    const [header, pending, cancelledRow] = within(table).getAllByRole('row');
    const column = within(header)
      .getAllByRole('columnheader')
      .findIndex((cell) => /Expected delivery/.test(cell.textContent ?? ''));
    expect(column).toBeGreaterThan(-1);
    expect(within(pending).getAllByRole('cell')[column]).toHaveTextContent(/2026/);
    expect(within(cancelledRow).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelledRow).getAllByRole('cell')[column]).toHaveTextContent('—');
  });

  it('keeps tab, search and page in the URL and asks the API for them', async () => {
    const view = renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route: '/shipments?page=2' });
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: 2, tab: undefined }));
    await view.user.click(screen.getByRole('tab', { name: /In Transit/ }));
    await waitFor(() => expect(view.location()).toBe('/shipments?tab=in-transit'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: 'in-transit', page: 1 }));
    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hala');
    await waitFor(() => expect(view.location()).toBe('/shipments?tab=in-transit&q=hala'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: 'in-transit', q: 'hala' }));
    // The counts follow the search too (one call for every tab).
    expect(get.mock.calls.filter(([path]) => path === '/shipments/tab-counts').at(-1)![1].query).toMatchObject({
      q: 'hala',
    });
  });

  it('puts a refused filter beside its field, with no Retry that cannot succeed', async () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
      { field: 'dateTo', message: 'The end date must be on or after the start date' },
    ]);
    get.mockImplementation(async (path: string) => {
      if (path === '/lookups/couriers') return { items: [] };
      throw refused;
    });
    renderWithProviders(<ShipmentsPage />, {
      role: Role.IndividualUser,
      route: '/shipments?dateFrom=2026-11-30&dateTo=2026-11-01',
    });
    const to = screen.getByLabelText('To');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(to).toHaveAccessibleErrorMessage('The end date must be on or after the start date');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Correct the marked filter to see the results.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('Could not load shipments')).toBeNull();
  });

  it('shows a new account the first-run guide where it lands, and not once it has a shipment', async () => {
    const none = Object.fromEntries(Object.keys(counts).map((key) => [key, 0]));
    get.mockImplementation(async (path: string) => {
      if (path === '/shipments/tab-counts') return none;
      if (path === '/shipments') return { items: [], total: 0, page: 1, pageSize: 20 };
      if (path === '/lookups/couriers') return { items: [] };
      throw new Error(`unexpected ${path}`);
    });
    const { unmount } = renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route: '/shipments' });
    const guide = await screen.findByRole('region', { name: 'Welcome! Let’s send your first shipment' });
    expect(within(guide).getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/addresses');
    expect(within(guide).getByRole('link', { name: 'Create a shipment' })).toHaveAttribute('href', '/shipments/new');
    unmount();
    renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route: '/shipments', language: 'ar' });
    expect(await screen.findByRole('region', { name: 'أهلًا بك! لنرسل شحنتك الأولى' })).toBeInTheDocument();
  });

  it('shows no first-run guide to an account with shipments', async () => {
    renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route: '/shipments' });
    expect(await screen.findByText('PT12345678903')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Welcome! Let’s send your first shipment' })).toBeNull();
  });

  it('lists the shipments of one upload, with a filter that can be removed', async () => {
    const view = renderWithProviders(<ShipmentsPage />, {
      role: Role.IndividualUser,
      route: '/shipments?tab=draft&importId=i1',
    });
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tab: 'draft', importId: 'i1' }));
    const countCalls = () => get.mock.calls.filter(([path]) => path === '/shipments/tab-counts');
    expect(countCalls().at(-1)![1].query).toMatchObject({ importId: 'i1' });
    expect(screen.getByTestId('import-filter')).toHaveTextContent('From upload');

    await view.user.click(screen.getByRole('button', { name: 'Show shipments of every upload' }));

    await waitFor(() => expect(view.location()).toBe('/shipments?tab=draft'));
    await waitFor(() => expect(listCalls().at(-1)!.importId).toBeUndefined());
    expect(countCalls().at(-1)![1].query.importId).toBeUndefined();
    expect(screen.queryByTestId('import-filter')).not.toBeInTheDocument();
  });

  it('leads to the CSV upload next to New shipment, and from the empty list', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/shipments/tab-counts') return { ...counts, all: 0 };
      if (path === '/shipments') return { items: [], total: 0, page: 1, pageSize: 20 };
      return { items: [] };
    });
    renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route: '/shipments' });
    expect(await screen.findByText('No shipments yet')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Upload CSV/ });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/shipments/upload');
  });
});
