import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, invalidateLookups } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import type { ProcessChunk, ShipmentImport } from '../api/types';
import { captureSavedFiles } from '../test-support';
import ImportPage from './import-page';

const UPLOAD: ShipmentImport = {
  id: 'i1',
  fileName: 'orders-march.csv',
  rowCount: 3,
  status: 'imported',
  errorCount: 0,
  draftCount: 3,
  processedCount: 0,
  labelCount: 0,
  createdAt: '2026-03-06T10:30:00Z',
  createdBy: { id: 'u1', username: 'rana' },
};
const COURIERS = [
  { id: 'c1', code: 'falcon', name: 'Falcon Express', nameAr: 'فالكون إكسبرس', serviceTypeIds: ['st1'] },
  { id: 'c2', code: 'eagle', name: 'Eagle', nameAr: 'إيجل', serviceTypeIds: ['st2'] },
];
const SERVICES = [
  { id: 'st1', code: 'standard', name: 'Standard', nameAr: 'عادي' },
  { id: 'st2', code: 'express', name: 'Express', nameAr: 'سريع' },
];
const CHUNKS: ProcessChunk[] = [
  {
    results: [
      {
        row: 2,
        shipmentId: 's2',
        outcome: 'processed',
        trackingNumber: 'PT10000000002',
        priceFils: 3500,
        message: null,
      },
      {
        row: 3,
        shipmentId: 's3',
        outcome: 'notCovered',
        trackingNumber: null,
        priceFils: null,
        message: 'Irbid is not covered',
      },
    ],
    lastRow: 3,
    remaining: 1,
  },
  {
    results: [
      {
        row: 4,
        shipmentId: 's4',
        outcome: 'processed',
        trackingNumber: 'PT10000000004',
        priceFils: 2000,
        message: null,
      },
    ],
    lastRow: 4,
    remaining: 0,
  },
];

let upload: ShipmentImport;
let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  upload = UPLOAD;
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/shipments/imports/i1') return upload;
    if (path === '/lookups/couriers') return { items: COURIERS };
    if (path === '/lookups/service-types') return { items: SERVICES };
    throw new ApiError(404, 'NOT_FOUND', 'Not found');
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  invalidateLookups();
  resetPortalState();
});

const renderPage = (id = 'i1') =>
  renderWithProviders(<ImportPage />, {
    role: Role.IndividualUser,
    route: `/shipments/imports/${id}`,
    path: '/shipments/imports/:id',
  });

describe('import page', () => {
  it('shows the upload with its counts and links to its shipments', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Uploaded file' })).toBeInTheDocument();
    expect(screen.getByTestId('import-file-name')).toHaveTextContent('orders-march.csv');
    expect(screen.getByText('6 Mar 2026, 13:30')).toBeInTheDocument();
    expect(screen.getByText('rana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View drafts' })).toHaveAttribute(
      'href',
      '/shipments?tab=draft&importId=i1',
    );
    expect(screen.getByRole('link', { name: 'View all its shipments' })).toHaveAttribute(
      'href',
      '/shipments?importId=i1',
    );
    // Nothing processed yet: no labels.
    expect(screen.queryByRole('region', { name: 'Labels' })).not.toBeInTheDocument();
  });

  it('processes every draft chunk by chunk after a confirmation, then sums up each row', async () => {
    const post = jest.spyOn(api, 'post').mockImplementation(async () => CHUNKS[post.mock.calls.length - 1]);
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: 'Process all drafts' });
    const start = within(panel).getByRole('button', { name: 'Process 3 drafts' });
    expect(start).toBeDisabled();

    await view.user.selectOptions(within(panel).getByRole('combobox', { name: 'Courier' }), 'c1');
    const service = within(panel).getByRole('combobox', { name: 'Service' });
    // Only the chosen courier's services.
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a service', 'Standard']);
    await view.user.selectOptions(service, 'st1');
    await view.user.click(start);

    const dialog = await screen.findByRole('alertdialog', { name: 'Process the drafts?' });
    expect(dialog).toHaveTextContent(
      'Process 3 drafts with Falcon Express — Standard? Each is priced by the server and gets a tracking number.',
    );
    expect(post).not.toHaveBeenCalled();
    await view.user.click(within(dialog).getByRole('button', { name: 'Process' }));

    expect(await within(panel).findByText('2 processed, 1 not covered, 0 failed')).toBeInTheDocument();
    expect(post.mock.calls).toEqual([
      [
        '/shipments/imports/i1/process',
        { courierId: 'c1', serviceTypeId: 'st1', afterRow: 0, limit: 25 },
        expect.anything(),
      ],
      [
        '/shipments/imports/i1/process',
        { courierId: 'c1', serviceTypeId: 'st1', afterRow: 3, limit: 25 },
        expect.anything(),
      ],
    ]);
    const results = within(panel).getByRole('table', { name: 'Results' });
    const rows = within(results).getAllByRole('row').slice(1);
    // The row that needs the user comes first.
    expect(rows[0]).toHaveTextContent('3——Not coveredIrbid is not covered');
    expect(within(rows[1]).getByRole('link', { name: 'PT10000000002' })).toHaveAttribute('href', '/shipments/s2');
    expect(rows[1]).toHaveTextContent('3.500 JOD');
    expect(within(rows[1]).getByText('Processed')).toHaveAttribute('data-colour', 'success');
    // The counts are asked again afterwards.
    await waitFor(() => expect(get.mock.calls.filter(([path]) => path === '/shipments/imports/i1')).toHaveLength(2));
  });

  it('stops after the current chunk when asked', async () => {
    let release!: () => void;
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(() => new Promise((resolve) => (release = () => resolve(CHUNKS[0]))));
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: 'Process all drafts' });
    await view.user.selectOptions(within(panel).getByRole('combobox', { name: 'Courier' }), 'c1');
    await view.user.selectOptions(within(panel).getByRole('combobox', { name: 'Service' }), 'st1');
    await view.user.click(within(panel).getByRole('button', { name: 'Process 3 drafts' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Process' }));

    expect(await within(panel).findByText('0 of 3 done')).toBeInTheDocument();
    await view.user.click(within(panel).getByRole('button', { name: 'Stop after this batch' }));
    release();

    expect(await within(panel).findByText('1 processed, 1 not covered, 0 failed')).toBeInTheDocument();
    expect(within(panel).getByText(/Stopped before the end/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('downloads the labels in parts of 500, in the chosen size, cancelled shipments left out', async () => {
    upload = { ...UPLOAD, rowCount: 1210, draftCount: 0, processedCount: 1210, labelCount: 1200 };
    const saved = captureSavedFiles();
    const download = jest.spyOn(api, 'download').mockResolvedValue(new Blob(['%PDF']));
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: 'Labels' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Labels 1–500', 'Labels 501–1,000', 'Labels 1,001–1,200']);
    expect(screen.getByText('No drafts left to process.')).toBeInTheDocument();

    await view.user.selectOptions(within(panel).getByRole('combobox', { name: 'Label size' }), 'a4');
    await view.user.click(within(panel).getByRole('button', { name: 'Labels 501–1,000' }));

    await waitFor(() => expect(saved.names).toEqual(['labels-orders-march-2.pdf']));
    expect(download).toHaveBeenCalledWith('/shipments/imports/i1/labels', { query: { size: 'a4', part: 2 } });
  });

  it('offers one labels button when 500 or fewer were processed, and says when the download fails', async () => {
    upload = { ...UPLOAD, draftCount: 1, processedCount: 2, labelCount: 2 };
    const download = jest.spyOn(api, 'download').mockRejectedValue(new ApiError(500, 'INTERNAL'));
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: 'Labels' });

    await view.user.click(within(panel).getByRole('button', { name: 'Download labels (PDF)' }));

    expect(await screen.findByText('Failed to download the labels')).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith('/shipments/imports/i1/labels', { query: { size: '4x6', part: 1 } });
  });

  it('offers no labels when every processed shipment was cancelled', async () => {
    upload = { ...UPLOAD, draftCount: 0, processedCount: 2, labelCount: 0 };
    renderPage();
    expect(await screen.findByText('No drafts left to process.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Labels' })).not.toBeInTheDocument();
  });

  it('says when the upload does not exist', async () => {
    renderPage('missing');
    expect(await screen.findByText('Upload not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to uploads' })).toHaveAttribute('href', '/shipments/upload');
  });

  it('explains a refused upload instead of offering to process it', async () => {
    upload = { ...UPLOAD, status: 'failed', errorCount: 4, draftCount: 0 };
    renderPage();
    expect(
      await screen.findByText('This file was refused for 4 problems: no shipment was created.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Process all drafts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View drafts' })).not.toBeInTheDocument();
  });
});
