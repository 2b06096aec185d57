import { ApiError, api, type RequestOptions } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import registration from '../../../register';
import type { ReportParams, ReportStatistics, ShipmentsReport } from '../api/types';
import ReportsPage from './reports-page';

const FIGURES = { delivered: 0, returned: 0, cancelled: 0, codTotalFils: 0, shippingCostFils: 0 };
const reportFor = ({ dateFrom, dateTo, groupBy }: ReportParams): ShipmentsReport => ({
  groupBy,
  dateFrom,
  dateTo,
  rows: [
    {
      id: 'c1',
      name: 'Falcon Express',
      nameAr: 'فالكون إكسبرس',
      shipments: 1250,
      delivered: 1000,
      returned: 50,
      cancelled: 20,
      codTotalFils: 1234500,
      shippingCostFils: 3750000,
    },
    { id: null, name: '', nameAr: '', shipments: 3, ...FIGURES, cancelled: 3 },
  ],
  totals: {
    shipments: 1253,
    delivered: 1000,
    returned: 50,
    cancelled: 23,
    codTotalFils: 1234500,
    shippingCostFils: 3750000,
  },
});
const STATISTICS: ReportStatistics = {
  dateFrom: '2026-03-01',
  dateTo: '2026-03-16',
  topUsers: [{ id: 'u1', name: 'sara.haddad', nameAr: 'sara.haddad', shipments: 40 }],
  topCouriers: [{ id: 'c1', name: 'Falcon Express', nameAr: 'فالكون إكسبرس', shipments: 1250 }],
  topOriginCities: [{ id: 'amman', name: 'Amman', nameAr: 'عمان', shipments: 900 }],
  topDestinationCities: [],
};

let report: (params: ReportParams) => ShipmentsReport;
let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  // 22:30 UTC on 15 March is already 16 March in Amman (UTC+3): the presets count from Amman's day.
  jest.useFakeTimers({
    now: new Date('2026-03-15T22:30:00Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  report = reportFor;
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string, options?: RequestOptions) => {
    if (path === '/reports/shipments') return report(options!.query as unknown as ReportParams);
    if (path === '/reports/statistics') return STATISTICS;
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  resetPortalState();
});

const render = (route = '/reports', role: Role = Role.IndividualUser, language?: 'en' | 'ar') =>
  renderWithProviders(<ReportsPage />, { role, route, language });
const queriesOf = (path: string) =>
  get.mock.calls.filter(([called]) => called === path).map(([, options]) => options.query);
const reportQueries = () => queriesOf('/reports/shipments');
const from = () => screen.getByLabelText('From');
const to = () => screen.getByLabelText('To');
const groupBy = () => screen.getByRole('combobox', { name: 'Group by' });

describe('reports', () => {
  it('opens on this month (Amman days) by courier: the table with its totals and the statistics', async () => {
    // An org admin: the top users are for those with the by-user report.
    render('/reports', Role.OrgAdmin);
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(from()).toHaveValue('2026-03-01');
    expect(to()).toHaveValue('2026-03-16');
    expect(from()).toHaveAccessibleDescription('Dates are Amman time (UTC+3).');
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(groupBy()).toHaveDisplayValue('By courier (partner)');

    const table = await screen.findByRole('table', { name: 'Shipments by courier' });
    expect(reportQueries()).toEqual([{ dateFrom: '2026-03-01', dateTo: '2026-03-16', groupBy: 'courier' }]);
    expect(screen.getByText('1 Mar 2026 – 16 Mar 2026')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Courier', 'Shipments', 'Delivered', 'Returned', 'Cancelled', 'COD total (JOD)', 'Shipping cost (JOD)'],
      ['Falcon Express', '1,250', '1,000', '50', '20', '1,234.500', '3,750.000'],
      ['Unknown', '3', '0', '0', '3', '0.000', '0.000'],
      ['Total', '1,253', '1,000', '50', '23', '1,234.500', '3,750.000'],
    ]);
    // Cancelled shipments count, yet spend nothing: the page says so under the table.
    expect(table).toHaveAccessibleDescription(
      'COD total and shipping cost leave cancelled shipments out; the shipment counts include them.',
    );
    expect(
      screen.getByText('COD total and shipping cost leave cancelled shipments out; the shipment counts include them.'),
    ).toBeVisible();

    const statistics = screen.getByRole('region', { name: 'Statistics for the period' });
    expect(queriesOf('/reports/statistics')).toEqual([{ dateFrom: '2026-03-01', dateTo: '2026-03-16' }]);
    expect(
      within(await within(statistics).findByRole('list', { name: 'Top users' })).getByText('sara.haddad'),
    ).toBeInTheDocument();
    expect(within(statistics).getByRole('list', { name: 'Top couriers' })).toHaveTextContent('Falcon Express1,250');
    expect(within(statistics).getByRole('list', { name: 'Top origin cities' })).toHaveTextContent('Amman900');
    expect(within(statistics).getByRole('region', { name: 'Top destination cities' })).toHaveTextContent(
      'No shipments in this period',
    );
  });

  it('shows no top users card when the answer has none (roles without the by-user report)', async () => {
    const { topUsers: _left, ...withoutUsers } = STATISTICS;
    get.mockImplementation(async (path: string) => {
      if (path === '/reports/statistics') return withoutUsers;
      return reportFor({ dateFrom: '2026-03-01', dateTo: '2026-03-16', groupBy: 'courier' });
    });
    render('/reports', Role.OrgUser);
    const statistics = screen.getByRole('region', { name: 'Statistics for the period' });
    expect(await within(statistics).findByRole('list', { name: 'Top couriers' })).toHaveTextContent(
      'Falcon Express1,250',
    );
    expect(
      within(statistics)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Top couriers', 'Top origin cities', 'Top destination cities']);
    expect(within(statistics).queryByText('Top users')).toBeNull();
    expect(within(statistics).queryByRole('alert')).toBeNull();
  });

  it('asks for the filters of the URL, so a report can be shared', async () => {
    render('/reports?from=2026-01-01&to=2026-01-31&groupBy=destination');
    expect(await screen.findByRole('table', { name: 'Shipments by destination' })).toBeInTheDocument();
    expect(reportQueries()).toEqual([{ dateFrom: '2026-01-01', dateTo: '2026-01-31', groupBy: 'destination' }]);
    expect(queriesOf('/reports/statistics')).toEqual([{ dateFrom: '2026-01-01', dateTo: '2026-01-31' }]);
    expect(from()).toHaveValue('2026-01-01');
    expect(to()).toHaveValue('2026-01-31');
    expect(groupBy()).toHaveDisplayValue('By destination');
    expect(screen.getByRole('columnheader', { name: 'Destination city' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for both dates before calling the API', async () => {
    const { user, location } = render('/reports?from=&to=2026-03-10');
    expect(screen.getByText('Please select start and end dates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Excel (XLSX)' })).toBeDisabled();

    await user.type(from(), '2026-03-02');
    await waitFor(() => expect(location()).toBe('/reports?from=2026-03-02&to=2026-03-10'));
    expect(await screen.findByRole('table', { name: 'Shipments by courier' })).toBeInTheDocument();
    expect(screen.queryByText('Please select start and end dates')).toBeNull();

    await user.clear(to());
    expect(location()).toBe('/reports?from=2026-03-02&to=');
    expect(screen.getByText('Please select start and end dates')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(reportQueries()).toEqual([{ dateFrom: '2026-03-02', dateTo: '2026-03-10', groupBy: 'courier' }]);
    expect(queriesOf('/reports/statistics')).toHaveLength(1);
  });

  it('says so in Arabic too', () => {
    render('/reports?from=2026-03-10&to=', Role.IndividualUser, 'ar');
    expect(screen.getByText('يرجى اختيار تاريخي البداية والنهاية')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('refuses a start after the end without calling the API', () => {
    render('/reports?from=2026-03-10&to=2026-03-01');
    expect(screen.getByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('sets the dates from the presets, counted in Amman', async () => {
    const { user, location } = render();
    await screen.findByRole('table');
    const presets = screen.getByRole('group', { name: 'Quick periods' });

    await user.click(within(presets).getByRole('button', { name: 'Last month' }));
    expect(location()).toBe('/reports?from=2026-02-01&to=2026-02-28');
    expect(within(presets).getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(reportQueries().at(-1)).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-28', groupBy: 'courier' }),
    );

    await user.click(within(presets).getByRole('button', { name: 'Last 30 days' }));
    expect(location()).toBe('/reports?from=2026-02-15&to=2026-03-16');
    await user.click(within(presets).getByRole('button', { name: 'Last 90 days' }));
    expect(location()).toBe('/reports?from=2025-12-17&to=2026-03-16');
    expect(from()).toHaveValue('2025-12-17');
    await user.click(within(presets).getByRole('button', { name: 'This month' }));
    expect(location()).toBe('/reports?from=2026-03-01&to=2026-03-16');
  });

  it('resets to this month by courier', async () => {
    const { user, location } = render('/reports?from=2026-01-01&to=2026-01-31&groupBy=origin', Role.OrgAdmin);
    await screen.findByRole('table', { name: 'Shipments by origin' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(location()).toBe('/reports');
    expect(from()).toHaveValue('2026-03-01');
    expect(to()).toHaveValue('2026-03-16');
    expect(groupBy()).toHaveDisplayValue('By courier (partner)');
    await waitFor(() =>
      expect(reportQueries().at(-1)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-16', groupBy: 'courier' }),
    );
  });

  it('offers the report by user only with the user-report ability', async () => {
    render('/reports?groupBy=user');
    await screen.findByRole('table', { name: 'Shipments by courier' });
    expect(
      within(groupBy())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['By courier (partner)', 'By destination', 'By origin']);
    expect(reportQueries()).toEqual([{ dateFrom: '2026-03-01', dateTo: '2026-03-16', groupBy: 'courier' }]);
  });

  it('reports by user for an organization admin', async () => {
    const { user, location } = render('/reports', Role.OrgAdmin);
    await screen.findByRole('table');
    expect(within(groupBy()).getByRole('option', { name: 'By user' })).toBeInTheDocument();
    await user.selectOptions(groupBy(), 'By user');
    expect(location()).toBe('/reports?from=2026-03-01&to=2026-03-16&groupBy=user');
    expect(await screen.findByRole('columnheader', { name: 'User' })).toBeInTheDocument();
    expect(reportQueries().at(-1)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-16', groupBy: 'user' });
  });

  it('exports CSV and Excel files of the report, and says how it went', async () => {
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const download = jest.spyOn(api, 'download').mockResolvedValue(new Blob(['name,shipments']));
    const { user } = render('/reports?from=2026-02-01&to=2026-02-28&groupBy=destination');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Report generated')).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith('/reports/shipments/export', {
      query: { dateFrom: '2026-02-01', dateTo: '2026-02-28', groupBy: 'destination', format: 'csv' },
    });
    expect(names).toEqual(['shipments-report-destination-2026-02-01-2026-02-28.csv']);

    let fail!: (error: unknown) => void;
    download.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    await user.click(screen.getByRole('button', { name: 'Export Excel (XLSX)' }));
    // A spinner while the file is made, and no second export meanwhile.
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(download).toHaveBeenLastCalledWith('/reports/shipments/export', {
      query: { dateFrom: '2026-02-01', dateTo: '2026-02-28', groupBy: 'destination', format: 'xlsx' },
    });
    fail(new ApiError(500, 'INTERNAL'));
    expect(await screen.findByText('Failed to generate report')).toBeInTheDocument();
    expect(names).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  });

  it('says when the period has no shipments', async () => {
    report = (params) => ({ ...reportFor(params), rows: [], totals: { shipments: 0, ...FIGURES } });
    render();
    const section = screen.getByRole('region', { name: 'Shipments by courier' });
    expect(await within(section).findByText('No shipments in this period')).toBeInTheDocument();
    expect(within(section).getByText('Choose another period, or book a shipment to see it here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the report cannot be loaded, and tries again', async () => {
    let failing = true;
    report = (params) => {
      if (failing) throw new ApiError(500, 'INTERNAL');
      return reportFor(params);
    };
    const { user } = render();
    // The error state and the toast both say it.
    await waitFor(() => expect(screen.getAllByText('Failed to load the report')).toHaveLength(2));
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Shipments by courier' })).toBeInTheDocument();
  });

  it('keeps the name column in place while the figures scroll sideways, and says they scroll, on a phone', async () => {
    render('/reports', Role.IndividualUser, 'ar');
    const table = await screen.findByRole('table', { name: 'الشحنات حسب شركة الشحن' });
    // The scroll area can be scrolled from the keyboard and is named by the table.
    const area = screen.getByRole('region', { name: 'الشحنات حسب شركة الشحن (جدول)' });
    expect(area).toHaveAttribute('tabindex', '0');
    expect(area).toContainElement(table);
    expect(screen.getByText('اسحب الجدول جانبًا لرؤية كل الأعمدة.')).toBeInTheDocument();
    const [nameHeader] = within(table).getAllByRole('columnheader');
    expect(nameHeader).toHaveStyle({ position: 'sticky' });
    expect(within(table).getByText('فالكون إكسبرس').closest('td')).toHaveStyle({ position: 'sticky' });
  });

  it('puts a refused period beside the date it belongs to, with no Retry that cannot succeed', async () => {
    const tooLong = () =>
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
        { field: 'dateTo', message: 'The period may be at most 1100 days' },
      ]);
    report = () => {
      throw tooLong();
    };
    get.mockImplementation(async (path: string, options?: RequestOptions) => {
      if (path === '/reports/shipments') return report(options!.query as unknown as ReportParams);
      throw tooLong();
    });
    const { user } = render('/reports?from=2020-01-01&to=2026-11-27');
    await waitFor(() => expect(to()).toHaveAccessibleDescription(expect.stringContaining('at most 1100 days')));
    expect(to()).toHaveAttribute('aria-invalid', 'true');
    expect(from()).not.toHaveAttribute('aria-invalid');
    const section = screen.getByRole('region', { name: 'Shipments by courier' });
    expect(within(section).getByText('Correct the marked filter to see the results.')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByText('Some fields are not valid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    // Once the period is fixed, the report comes.
    report = reportFor;
    get.mockImplementation(async (path: string, options?: RequestOptions) => {
      if (path === '/reports/shipments') return report(options!.query as unknown as ReportParams);
      return STATISTICS;
    });
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(await screen.findByRole('table', { name: 'Shipments by courier' })).toBeInTheDocument();
    expect(to()).not.toHaveAttribute('aria-invalid');
  });

  it('says the refusal in Arabic beside the date too', async () => {
    get.mockImplementation(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'بعض الحقول غير صالحة', [
        { field: 'dateTo', message: 'يمكن أن تكون الفترة 1100 يوم على الأكثر' },
      ]);
    });
    render('/reports?from=2020-01-01&to=2026-11-27', Role.IndividualUser, 'ar');
    expect(await screen.findAllByText('يمكن أن تكون الفترة 1100 يوم على الأكثر')).not.toHaveLength(0);
    expect(screen.getAllByText('صحّح قيمة عامل التصفية المعلَّمة لعرض النتائج.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'إعادة المحاولة' })).toBeNull();
  });

  it('shows names in Arabic for an Arabic reader', async () => {
    render('/reports', Role.IndividualUser, 'ar');
    const table = await screen.findByRole('table', { name: 'الشحنات حسب شركة الشحن' });
    expect(within(table).getByText('فالكون إكسبرس')).toHaveAttribute('dir', 'auto');
    expect(within(table).getByRole('columnheader', { name: 'إجمالي الدفع عند الاستلام (دينار)' })).toBeInTheDocument();
    expect(table).toHaveAccessibleDescription(
      'لا يشمل إجمالي الدفع عند الاستلام وتكلفة الشحن الشحناتِ الملغاة، ويشملها عدد الشحنات.',
    );
    expect(screen.getByText('التواريخ بتوقيت عمّان (UTC+3).')).toBeInTheDocument();
  });
});
