import { api } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import registration from '../../../register';
import ShipmentsPage from './shipments-page';

/** The list's selection and its bulk actions, as a user meets them on the shipments page. */

const item = (id: string, trackingNumber: string | null, reference: string) => ({
  id,
  version: 1,
  readiness: trackingNumber ? 1 : 2,
  status: trackingNumber ? 1 : null,
  trackingNumber,
  recipientName: 'Hala Saleh',
  recipientCityName: 'Irbid',
  recipientCityNameAr: 'إربد',
  senderCityName: 'Amman',
  senderCityNameAr: 'عمان',
  courier: null,
  serviceTypeCode: null,
  paymentType: 'prepaid',
  codAmountFils: 0,
  priceFils: null,
  reference,
  createdAt: '2026-11-20T10:00:00Z',
  processedAt: null,
  expectedDeliveryDate: null,
});
const rows = [item('s1', 'PT12345678903', 'UX-1'), item('s2', null, 'UX-2')];

let get: jest.SpyInstance;
let post: jest.SpyInstance;
let postDownload: jest.SpyInstance;
const saved: string[] = [];
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/shipments/tab-counts') return { all: 45 };
    if (path === '/shipments') return { items: rows, total: 45, page: 1, pageSize: 20 };
    return { items: [] };
  });
  post = jest.spyOn(api, 'post');
  postDownload = jest.spyOn(api, 'postDownload');
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  saved.length = 0;
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const headers = (values: Record<string, string>) => new Headers(values);

async function openList(route = '/shipments?q=hala') {
  const view = renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route });
  const table = await screen.findByRole('table', { name: 'Shipments' });
  await waitFor(() => expect(within(table).getByText('PT12345678903')).toBeInTheDocument());
  return { view, table };
}

describe('selecting shipments', () => {
  it('ticks rows by keyboard, then the page, then offers all matching the filters', async () => {
    const { view } = await openList();
    expect(screen.queryByRole('region', { name: 'Actions on the selected shipments' })).not.toBeInTheDocument();
    const first = screen.getByRole('checkbox', { name: 'Select shipment PT12345678903' });
    first.focus();
    await view.user.keyboard(' ');
    expect(screen.getByTestId('selection-count')).toHaveTextContent('1 shipment selected');
    // Some of the page ticked: the page's box shows the mixed state.
    expect(screen.getByRole('checkbox', { name: 'Select the shipments of this page' })).toBePartiallyChecked();

    await view.user.click(screen.getByRole('checkbox', { name: 'Select the shipments of this page' }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 shipments selected');
    await view.user.click(screen.getByRole('button', { name: 'Select all 45 matching' }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent(
      'All 45 shipments matching the filters are selected',
    );
    expect(screen.getByRole('checkbox', { name: 'Select shipment UX-2' })).toBeChecked();

    // Printing "all matching" sends the filter, not ids: the server resolves it in the caller's scope.
    postDownload.mockImplementation(async (_path, _body, options) => {
      options.onDownloadProgress({
        received: 0,
        headers: headers({ 'x-labels-printed': '30', 'x-labels-skipped': '15' }),
      });
      return new Blob(['%PDF-']);
    });
    await view.user.click(screen.getByRole('button', { name: 'Print labels (A4)' }));
    await waitFor(() => expect(saved).toEqual(['labels-30-a4.pdf']));
    expect(postDownload).toHaveBeenCalledWith(
      '/shipments/bulk/labels',
      { filter: { q: 'hala' }, size: 'a4' },
      expect.anything(),
    );
    expect(await screen.findByText('30 labels printed')).toBeInTheDocument();
    expect(screen.getByText('15 left out: drafts and cancelled shipments have no label')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByTestId('selection-count')).not.toBeInTheDocument();
  });

  it('asks before cancelling, then shows what became of each shipment', async () => {
    const { view } = await openList();
    await view.user.click(screen.getByRole('checkbox', { name: 'Select shipment PT12345678903' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Select shipment UX-2' }));
    await view.user.click(screen.getByRole('button', { name: 'Cancel shipments' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('2 shipments will be cancelled. This cannot be undone.');
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValue({
      cancelled: 1,
      notCancelled: 1,
      items: [
        { id: 's1', trackingNumber: 'PT12345678903', reference: 'UX-1', outcome: 'cancelled', message: 'Cancelled' },
        {
          id: 's2',
          trackingNumber: null,
          reference: 'UX-2',
          outcome: 'cannotCancel',
          message: 'This shipment can no longer be cancelled',
        },
      ],
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Yes, cancel them' }));
    const result = await screen.findByTestId('cancel-result');
    expect(post).toHaveBeenCalledWith('/shipments/bulk/cancel', { ids: ['s1', 's2'] });
    expect(result).toHaveTextContent('1 cancelled, 1 not cancelled');
    expect(result).toHaveTextContent('PT12345678903 (UX-1) — Cancelled');
    expect(result).toHaveTextContent('Draft (UX-2) — This shipment can no longer be cancelled');
    // The list is read again; the selection is gone.
    await waitFor(() => expect(get.mock.calls.filter(([path]) => path === '/shipments').length).toBeGreaterThan(1));
    expect(screen.queryByTestId('selection-count')).not.toBeInTheDocument();
  });
});

describe('exporting', () => {
  it('exports the whole filtered list with nothing selected, showing the rows received, then saves the file', async () => {
    const { view } = await openList();
    let finish: (blob: Blob) => void = () => undefined;
    let report: (progress: object) => void = () => undefined;
    postDownload.mockImplementation(
      (_path, _body, options) =>
        new Promise<Blob>((resolve) => {
          finish = resolve;
          report = options.onDownloadProgress;
        }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(postDownload).toHaveBeenCalledWith(
      '/shipments/export',
      { filter: { q: 'hala' }, format: 'csv' },
      expect.anything(),
    );
    const rowsHeader = headers({ 'x-total-rows': '45' });
    act(() => {
      report({ received: 0, headers: rowsHeader });
      report({ received: 30, headers: rowsHeader, chunk: new TextEncoder().encode('head\r\nrow1\r\nrow2\r\n') });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Exporting: 2 of 45 rows');
    await act(async () => finish(new Blob(['x'])));
    await waitFor(() => expect(saved).toEqual([`shipments-${new Date().toISOString().slice(0, 10)}.csv`]));
    expect(await screen.findByText('45 rows exported')).toBeInTheDocument();
  });

  it('exports only the ticked shipments as Excel and shows the bytes received, in Arabic', async () => {
    const view = renderWithProviders(<ShipmentsPage />, {
      role: Role.IndividualUser,
      route: '/shipments',
      language: 'ar',
    });
    await view.user.click(await screen.findByRole('checkbox', { name: 'اختيار الشحنة UX-2' }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('شحنة واحدة مختارة');
    let report: (progress: object) => void = () => undefined;
    postDownload.mockImplementation(
      (_path, _body, options) =>
        new Promise<Blob>(() => {
          report = options.onDownloadProgress;
        }),
    );
    await view.user.click(screen.getByRole('button', { name: 'تصدير Excel' }));
    expect(postDownload).toHaveBeenCalledWith('/shipments/export', { ids: ['s2'], format: 'xlsx' }, expect.anything());
    act(() => report({ received: 20480, headers: headers({ 'x-total-rows': '1' }), chunk: new Uint8Array(10) }));
    expect(await screen.findByRole('status')).toHaveTextContent(/جارٍ تصدير صف واحد: استُلم .*20.* KB/);
    // One export at a time.
    expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeDisabled();
  });
});
