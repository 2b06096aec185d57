import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, invalidateLookups } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import { IMPORTS_NAMESPACE, IMPORTS_STRINGS } from '../imports-strings';
import type { BatchPreview, BatchResult, BatchResults, ShipmentImport } from '../api/types';
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
const option = (courierId: string, serviceTypeId: string, priceFils: number, transitDays: number) => ({
  courierId,
  courierName: courierId === 'c1' ? 'Falcon Express' : 'Eagle',
  courierNameAr: courierId === 'c1' ? 'فالكون إكسبرس' : 'إيجل',
  serviceTypeId,
  serviceName: serviceTypeId === 'st1' ? 'Standard' : 'Express',
  serviceNameAr: serviceTypeId === 'st1' ? 'عادي' : 'سريع',
  priceFils,
  transitDays,
});
const pick = ({ courierId, serviceTypeId, priceFils, transitDays }: ReturnType<typeof option>) => ({
  courierId,
  serviceTypeId,
  priceFils,
  transitDays,
});
const cheap = option('c1', 'st1', 2500, 3);
const fast = option('c2', 'st2', 4000, 1);
/** Rows 2 and 4 covered (2 reuses a reference), row 3 in a city no courier goes to. */
const PREVIEW: BatchPreview = {
  rows: [
    {
      row: 2,
      shipmentId: 's2',
      reference: 'ORDER-1',
      duplicateReference: true,
      recipientName: 'Hala',
      city: { name: 'Irbid', nameAr: 'إربد' },
      options: [cheap, fast],
      chosen: pick(cheap),
      problem: null,
    },
    {
      row: 3,
      shipmentId: 's3',
      reference: 'ORDER-2',
      duplicateReference: false,
      recipientName: 'Basel',
      city: { name: 'Tafilah', nameAr: 'الطفيلة' },
      options: [],
      chosen: null,
      problem: { field: 'recipient.cityId', message: 'No courier delivers to Tafilah' },
    },
    {
      row: 4,
      shipmentId: 's4',
      reference: 'ORDER-3',
      duplicateReference: false,
      recipientName: 'Omar',
      city: { name: 'Irbid', nameAr: 'إربد' },
      options: [cheap, fast],
      chosen: pick(cheap),
      problem: null,
    },
  ],
  total: 3,
  page: 1,
  pageSize: 25,
  chosenCount: 2,
  duplicateCount: 1,
  totalFils: 5000,
  choices: [
    { row: 2, courierId: 'c1', serviceTypeId: 'st1', priceFils: 2500 },
    { row: 4, courierId: 'c1', serviceTypeId: 'st1', priceFils: 2500 },
  ],
  uncovered: [{ row: 3, shipmentId: 's3', field: 'recipient.cityId', message: 'No courier delivers to Tafilah' }],
};
const result = (row: number, outcome: BatchResult['outcome'], extra: Partial<BatchResult> = {}): BatchResult => ({
  row,
  shipmentId: `s${row}`,
  outcome,
  courierId: outcome === 'notCovered' ? null : 'c1',
  serviceTypeId: outcome === 'notCovered' ? null : 'st1',
  trackingNumber: outcome === 'processed' ? `PT1000000000${row}` : null,
  priceFils: outcome === 'notCovered' ? null : 2500,
  newPriceFils: null,
  field: null,
  message: null,
  reference: `ORDER-${row - 1}`,
  recipientName: null,
  courier: outcome === 'notCovered' ? null : { id: 'c1', name: 'Falcon Express', nameAr: 'فالكون إكسبرس' },
  serviceType: outcome === 'notCovered' ? null : { id: 'st1', name: 'Standard', nameAr: 'عادي' },
  updatedAt: '2026-03-06T10:40:00Z',
  ...extra,
});
const KEPT: BatchResults = {
  items: [
    result(2, 'processed'),
    result(3, 'notCovered', { field: 'recipient.cityId', message: 'No courier delivers to Tafilah' }),
    result(4, 'priceChanged', {
      newPriceFils: 2750,
      field: 'priceFils',
      message: 'The price changed since the preview: now 2.750 JOD',
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 25,
  counts: { processed: 1, notCovered: 1, failed: 0, priceChanged: 1 },
  bookedFils: 2500,
};
const NO_RESULTS: BatchResults = {
  ...KEPT,
  items: [],
  total: 0,
  counts: { processed: 0, notCovered: 0, failed: 0, priceChanged: 0 },
  bookedFils: 0,
};

let upload: ShipmentImport;
let kept: BatchResults;
let get: jest.SpyInstance;
beforeAll(() =>
  Promise.all([
    loadRemoteTranslations(registration),
    loadRemoteTranslations({ namespace: IMPORTS_NAMESPACE, translations: IMPORTS_STRINGS }),
  ]),
);
beforeEach(() => {
  upload = UPLOAD;
  kept = NO_RESULTS;
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/shipments/imports/i1') return upload;
    if (path === '/shipments/imports/i1/batch/results') return kept;
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

  it('previews the cheapest choice per row with the total, reused references and uncovered rows with why', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(PREVIEW);
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: 'Buy the drafts' });
    expect(within(panel).getByRole('combobox', { name: 'Choose by' })).toHaveValue('cheapest');
    await view.user.click(within(panel).getByRole('button', { name: 'Preview prices' }));

    expect(await within(panel).findByText('2 of 3 rows chosen, total 5.000 JOD')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/shipments/imports/i1/batch/preview',
      { rule: 'cheapest', overrides: [], scope: 'all', page: 1, pageSize: 25 },
      expect.anything(),
    );
    expect(within(panel).getByText(/1 row has a reference another shipment of yours also uses/)).toBeInTheDocument();
    const uncovered = within(panel).getByRole('group', { name: '1 row cannot be bought as chosen' });
    expect(uncovered).toHaveTextContent('Row 3 (recipient.cityId): No courier delivers to Tafilah');
    expect(within(uncovered).getByRole('link', { name: 'Edit the draft of row 3' })).toHaveAttribute(
      'href',
      '/shipments/s3/edit',
    );
    const table = within(panel).getByRole('table', { name: 'Preview' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Duplicate reference')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Irbid');
    expect(rows[0]).toHaveTextContent('2.500 JOD');
    expect(within(rows[1]).queryByRole('combobox')).not.toBeInTheDocument();

    // A per-row override asks for the preview again with it.
    await view.user.selectOptions(
      within(rows[2]).getByRole('combobox', { name: 'Courier and service for row 4' }),
      'c2:st2',
    );
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/shipments/imports/i1/batch/preview',
        expect.objectContaining({ overrides: [{ row: 4, courierId: 'c2', serviceTypeId: 'st2' }] }),
        expect.anything(),
      ),
    );
  });

  it('asks for the days of "cheapest within N days" and the courier and service of "one for all"', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(PREVIEW);
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: 'Buy the drafts' });
    await view.user.selectOptions(within(panel).getByRole('combobox', { name: 'Choose by' }), 'cheapestWithin');
    const preview = within(panel).getByRole('button', { name: 'Preview prices' });
    expect(preview).toBeDisabled();
    const days = within(panel).getByRole('spinbutton', { name: 'Most working days in transit' });
    await view.user.type(days, '99');
    expect(within(panel).getByText('Enter the most working days (0–60)')).toBeInTheDocument();
    await view.user.clear(days);
    await view.user.type(days, '2');
    await view.user.click(preview);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/shipments/imports/i1/batch/preview',
        expect.objectContaining({ rule: 'cheapestWithin', withinDays: 2 }),
        expect.anything(),
      ),
    );

    await view.user.selectOptions(within(panel).getByRole('combobox', { name: 'Choose by' }), 'service');
    await view.user.selectOptions(within(panel).getByRole('combobox', { name: 'Courier' }), 'c1');
    const service = within(panel).getByRole('combobox', { name: 'Service' });
    // Only the chosen courier's services.
    expect(
      within(service)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Choose a service', 'Standard']);
    await view.user.selectOptions(service, 'st1');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/shipments/imports/i1/batch/preview',
        expect.objectContaining({ rule: 'service', courierId: 'c1', serviceTypeId: 'st1' }),
        expect.anything(),
      ),
    );
  });

  it('buys after a confirmation showing the total, sends the prices shown, then shows the kept results', async () => {
    const post = jest.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.endsWith('/preview')) return PREVIEW;
      kept = KEPT;
      return { results: KEPT.items };
    });
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: 'Buy the drafts' });
    await view.user.click(within(panel).getByRole('button', { name: 'Preview prices' }));
    await view.user.click(await within(panel).findByRole('button', { name: 'Buy 2 shipments — 5.000 JOD' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Buy these shipments?' });
    expect(dialog).toHaveTextContent('Book 2 shipments for 5.000 JOD in total?');
    expect(post.mock.calls.filter(([path]) => String(path).endsWith('/buy'))).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Buy' }));

    const results = await screen.findByRole('region', { name: 'Results' });
    expect(
      await within(results).findByText(
        '1 bought, 1 not covered, 0 failed, 1 held back (price changed) — booked 2.500 JOD',
      ),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/shipments/imports/i1/batch/buy',
      {
        rows: [
          { row: 2, courierId: 'c1', serviceTypeId: 'st1', priceFils: 2500 },
          { row: 3, courierId: null, serviceTypeId: null, priceFils: null },
          { row: 4, courierId: 'c1', serviceTypeId: 'st1', priceFils: 2500 },
        ],
      },
      expect.anything(),
    );
    const table = within(results).getByRole('table', { name: 'Results' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'PT10000000002' })).toHaveAttribute('href', '/shipments/s2');
    expect(within(rows[0]).getByText('Bought')).toHaveAttribute('data-colour', 'success');
    expect(rows[2]).toHaveTextContent('now 2.750 JOD');
    expect(rows[2]).toHaveTextContent('priceFils: The price changed since the preview: now 2.750 JOD');
    expect(within(rows[1]).getByRole('link', { name: 'Fix the draft' })).toHaveAttribute('href', '/shipments/s3/edit');
    // The upload's counts are asked again afterwards.
    await waitFor(() =>
      expect(get.mock.calls.filter(([path]) => path === '/shipments/imports/i1').length).toBeGreaterThan(1),
    );
  });

  it('stops after the current chunk of 25 when asked', async () => {
    const many: BatchPreview = {
      ...PREVIEW,
      uncovered: [],
      chosenCount: 30,
      choices: Array.from({ length: 30 }, (_, index) => ({
        row: index + 2,
        courierId: 'c1',
        serviceTypeId: 'st1',
        priceFils: 1000,
      })),
      totalFils: 30_000,
    };
    let release!: () => void;
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation((path: string) =>
        path.endsWith('/preview')
          ? Promise.resolve(many)
          : new Promise((resolve) => (release = () => resolve({ results: [result(2, 'processed')] }))),
      );
    const view = renderPage();
    const panel = await screen.findByRole('region', { name: 'Buy the drafts' });
    await view.user.click(within(panel).getByRole('button', { name: 'Preview prices' }));
    await view.user.click(await within(panel).findByRole('button', { name: 'Buy 30 shipments — 30.000 JOD' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Buy' }));

    expect(await within(panel).findByText('0 of 30 done')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Buying progress' })).toHaveAttribute('aria-valuenow', '0');
    await view.user.click(within(panel).getByRole('button', { name: 'Stop after this batch' }));
    release();

    expect(await within(panel).findByText(/Stopped before the end/)).toBeInTheDocument();
    const buys = post.mock.calls.filter(([path]) => String(path).endsWith('/buy'));
    expect(buys).toHaveLength(1);
    expect((buys[0][1] as { rows: unknown[] }).rows).toHaveLength(25);
  });

  it('shows the kept results on a reload and retries only the rows not booked', async () => {
    kept = KEPT;
    const post = jest.spyOn(api, 'post').mockResolvedValue({ ...PREVIEW, rows: [PREVIEW.rows[1]], total: 1 });
    const view = renderPage();
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText(/^1 bought, 1 not covered/)).toBeInTheDocument();
    await view.user.click(within(results).getByRole('button', { name: 'Retry failed rows' }));
    const panel = screen.getByRole('region', { name: 'Buy the drafts' });
    expect(await within(panel).findByText(/Retrying only the rows not booked yet/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/shipments/imports/i1/batch/preview',
      expect.objectContaining({ scope: 'retry' }),
      expect.anything(),
    );
  });

  it('speaks Arabic', async () => {
    kept = KEPT;
    renderWithProviders(<ImportPage />, {
      role: Role.IndividualUser,
      route: '/shipments/imports/i1',
      path: '/shipments/imports/:id',
      language: 'ar',
    });
    expect(await screen.findByRole('region', { name: 'شراء المسودات' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إعادة محاولة الأسطر الفاشلة' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الاختيار حسب' })).toHaveValue('cheapest');
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
    expect(screen.getByText('No drafts left to buy.')).toBeInTheDocument();

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
    expect(await screen.findByText('No drafts left to buy.')).toBeInTheDocument();
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
    expect(screen.queryByRole('region', { name: 'Buy the drafts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View drafts' })).not.toBeInTheDocument();
  });
});
