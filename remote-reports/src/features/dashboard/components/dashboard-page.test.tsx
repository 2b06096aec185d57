import { ApiError, api, i18n, isolateText } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import {
  answerFetch,
  navPrefetchUrls,
  loadRemoteTranslations,
  renderWithProviders,
  resetPortalState,
  testUser,
} from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import registration from '../../../register';
import type { DashboardSummary, RecentShipment, TabCounts } from '../api/types';
import nav from '../../../nav.json';
import DashboardPage from './dashboard-page';

const COUNTS: TabCounts = {
  all: 23,
  draft: 2,
  pending: 3,
  'in-transit': 4,
  'on-going': 5,
  delivered: 6,
  returned: 1,
  cancelled: 2,
  active: 12,
};
const NO_SHIPMENTS: TabCounts = {
  ...COUNTS,
  all: 0,
  draft: 0,
  pending: 0,
  'in-transit': 0,
  'on-going': 0,
  delivered: 0,
  returned: 0,
  cancelled: 0,
  active: 0,
};

/** 30 days up to 16 Mar 2026, oldest first: 6 Mar had 4 shipments costing 12.500 JOD, every other day none. */
const SERIES = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 1, 15 + index)).toISOString().slice(0, 10);
  return date === '2026-03-06' ? { date, shipments: 4, spendFils: 12500 } : { date, shipments: 0, spendFils: 0 };
});

const SUMMARY: DashboardSummary = {
  series: SERIES,
  topCouriers: [
    { id: 'c1', name: 'Falcon Express', nameAr: 'فالكون إكسبرس', shipments: 9 },
    { id: 'c2', name: 'Aramex', nameAr: 'أرامكس', shipments: 3 },
  ],
  topDestinations: [{ id: 'city-1', name: 'Irbid', nameAr: 'إربد', shipments: 7 }],
  platform: null,
};
const PLATFORM = { organizations: { approved: 12, pending: 2, rejected: 1 }, pendingApiKeys: 1, users: 40 };

const shipment = (overrides: Partial<RecentShipment>): RecentShipment => ({
  id: 's1',
  trackingNumber: 'PT12345678903',
  recipientName: 'Hala Saleh',
  recipientCityName: 'Irbid',
  recipientCityNameAr: 'إربد',
  status: 1,
  readiness: 1,
  priceFils: 3000,
  createdAt: '2026-03-15T10:00:00Z',
  ...overrides,
});
const RECENT = [
  shipment({}),
  shipment({
    id: 's2',
    trackingNumber: null,
    readiness: 2,
    status: null,
    recipientName: 'Omar Khalil',
    priceFils: null,
  }),
];

let counts: TabCounts;
let summary: DashboardSummary;
let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  counts = COUNTS;
  summary = SUMMARY;
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/shipments/tab-counts') return counts;
    if (path === '/reports/dashboard') return summary;
    if (path === '/shipments') return { items: RECENT, total: 2, page: 1, pageSize: 5 };
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const render = (role: Role = Role.IndividualUser, language?: 'en' | 'ar') =>
  renderWithProviders(<DashboardPage />, { role, route: '/', language });

describe('dashboard', () => {
  it("names each status as the list's tabs and the badges do (the spec's names), in both languages", async () => {
    for (const language of ['en', 'ar'] as const) {
      const { unmount } = render(Role.IndividualUser, language);
      const section = await screen.findByRole('region', { name: i18n.t('reports:dashboard.status.title') });
      const labels = within(section)
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.textContent!.replace(/[\d,٠-٩٬]+$/, ''));
      expect(labels).toEqual(
        ['pending', 'in-transit', 'on-going', 'delivered', 'returned', 'cancelled', 'draft'].map((key) =>
          i18n.t(`common:shipmentTabs.${key}`),
        ),
      );
      unmount();
    }
    expect(i18n.t('common:shipmentTabs.in-transit', { lng: 'en' })).toBe('In Transit');
    expect(i18n.t('common:shipmentTabs.on-going', { lng: 'en' })).toBe('On Going');
  });

  it('says "Welcome" to someone who has just signed up, and "Welcome back" later', () => {
    const { unmount } = renderWithProviders(<DashboardPage />, {
      user: testUser(Role.IndividualUser, { createdAt: new Date(Date.now() - 60_000).toISOString() }),
      route: '/',
    });
    expect(screen.getByText(`Welcome, ${isolateText('Test User')}`)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    unmount();
    renderWithProviders(<DashboardPage />, {
      user: testUser(Role.IndividualUser, { createdAt: new Date(Date.now() - 60_000).toISOString() }),
      route: '/',
      language: 'ar',
    });
    expect(screen.getByText(`أهلًا بك، ${isolateText('Test User')}`)).toBeInTheDocument();
  });

  it('shows the shipments by status, each card a link to its tab of the list', async () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(`Welcome back, ${isolateText('Test User')}`)).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Shipments by status' });
    const cards = within(section)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(cards).toEqual([
      ['View all shipments', '/shipments'],
      ['Pending3', '/shipments?tab=pending'],
      ['In Transit4', '/shipments?tab=in-transit'],
      ['On Going5', '/shipments?tab=on-going'],
      ['Delivered6', '/shipments?tab=delivered'],
      ['Returned1', '/shipments?tab=returned'],
      ['Cancelled2', '/shipments?tab=cancelled'],
      ['Draft2', '/shipments?tab=draft'],
    ]);
    expect(get).toHaveBeenCalledWith('/shipments', {
      query: { page: 1, pageSize: 5, sort: '-createdAt' },
      signal: expect.any(AbortSignal),
    });
    expect(screen.queryByRole('region', { name: 'Platform' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Let’s send your first shipment/ })).toBeNull();
  });

  it('offers each chart as a table too, for screen readers and on demand', async () => {
    const { user } = render();
    const shipments = await screen.findByRole('table', { name: 'Shipments per day' });
    const rows = within(shipments).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[0]).toHaveTextContent('DateShipments');
    expect(rows[1]).toHaveTextContent('15 Feb 20260');
    expect(within(shipments).getByRole('row', { name: '6 Mar 2026 4' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Bar chart of shipments per day over the last 30 days, 4 in all\./ }),
    ).toBeInTheDocument();

    const spend = screen.getByRole('table', { name: 'Spend per day' });
    expect(within(spend).getByRole('columnheader', { name: 'Spend (JOD)' })).toBeInTheDocument();
    expect(within(spend).getByRole('row', { name: '6 Mar 2026 12.500' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /12\.500 JOD in all/ })).toBeInTheDocument();

    const chart = screen.getByRole('region', { name: 'Shipments per day' });
    await user.click(within(chart).getByRole('button', { name: 'Show as table' }));
    expect(within(chart).queryByRole('img')).toBeNull();
    expect(within(chart).getByRole('table', { name: 'Shipments per day' })).toBeVisible();
    await user.click(within(chart).getByRole('button', { name: 'Show as chart' }));
    expect(within(chart).getByRole('img')).toBeInTheDocument();
  });

  it('ranks the top couriers and destinations, and lists the newest shipments with their badges', async () => {
    render();
    const couriers = await screen.findByRole('list', { name: 'Top couriers' });
    expect(
      within(couriers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Falcon Express9 shipments', 'Aramex3 shipments']);
    expect(within(screen.getByRole('list', { name: 'Top destinations' })).getByText('Irbid')).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent shipments' });
    const booked = await within(recent).findByRole('link', { name: /PT12345678903/ });
    expect(booked).toHaveAttribute('href', '/shipments/s1');
    expect(booked).toHaveTextContent('Hala Saleh · Irbid · 15 Mar 2026');
    expect(within(booked).getByText('Pending')).toHaveAttribute('data-colour', 'warning');
    const draft = within(recent).getByRole('link', { name: /Omar Khalil/ });
    expect(draft).toHaveAttribute('href', '/shipments/s2');
    expect(within(draft).getByText('No tracking number yet')).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toHaveAttribute('data-colour', 'secondary');
    expect(within(recent).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/shipments');
  });

  it('shows a new account what to do first instead of empty figures', async () => {
    counts = NO_SHIPMENTS;
    render();
    const firstRun = await screen.findByRole('region', { name: 'Welcome! Let’s send your first shipment' });
    const steps = within(firstRun).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Add a pick-up address',
      'Create a shipment',
      'Upload a CSV file',
    ]);
    expect(within(firstRun).getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/addresses');
    expect(within(firstRun).getByRole('link', { name: 'Create a shipment' })).toHaveAttribute('href', '/shipments/new');
    expect(within(firstRun).getByRole('link', { name: 'Upload a CSV file' })).toHaveAttribute(
      'href',
      '/shipments/upload',
    );
    expect(screen.queryByRole('region', { name: 'Shipments by status' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Shipments per day' })).toBeNull();
  });

  it('shows the super user the platform and what waits for them', async () => {
    summary = { ...SUMMARY, platform: PLATFORM };
    render(Role.SuperUser);
    const platform = await screen.findByRole('region', { name: 'Platform' });
    expect(within(platform).getByText('Approved organizations').parentElement).toHaveTextContent('12');
    expect(within(platform).getByText('Organizations awaiting approval').parentElement).toHaveTextContent('2');
    expect(within(platform).getByText('Rejected organizations').parentElement).toHaveTextContent('1');
    expect(within(platform).getByText('API key requests to review').parentElement).toHaveTextContent('1');
    expect(within(platform).getByText('Users').parentElement).toHaveTextContent('40');

    const todo = within(platform).getByRole('region', { name: 'Waiting for you' });
    expect(
      within(todo)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['2 organizations are waiting for approval', '/admin/organizations?approvalStatus=2'],
      ['1 API key request is waiting for review', '/admin/api-keys?status=1'],
    ]);
  });

  it('tells the super user when nothing waits for them', async () => {
    summary = {
      ...SUMMARY,
      platform: { ...PLATFORM, organizations: { ...PLATFORM.organizations, pending: 0 }, pendingApiKeys: 0 },
    };
    counts = NO_SHIPMENTS;
    render(Role.SuperUser);
    const todo = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(todo).toHaveTextContent('Nothing is waiting for you.');
    expect(within(todo).queryByRole('link')).toBeNull();
  });

  it('says when the counts cannot be loaded, and retries', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/shipments/tab-counts') throw new ApiError(500, 'INTERNAL');
      if (path === '/reports/dashboard') return summary;
      return { items: [], total: 0, page: 1, pageSize: 5 };
    });
    const { user } = render();
    expect(await screen.findByText('Failed to load your shipment counts')).toBeInTheDocument();
    get.mockImplementation(async (path: string) => {
      if (path === '/shipments/tab-counts') return counts;
      if (path === '/reports/dashboard') return summary;
      return { items: RECENT, total: 2, page: 1, pageSize: 5 };
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Pending 3' })).toHaveAttribute('href', '/shipments?tab=pending');
  });

  it('speaks Arabic: labels, names and dates in Arabic', async () => {
    render(Role.IndividualUser, 'ar');
    expect(await screen.findByRole('link', { name: 'قيد الانتظار 3' })).toHaveAttribute(
      'href',
      '/shipments?tab=pending',
    );
    const couriers = await screen.findByRole('list', { name: 'أكثر شركات الشحن استخدامًا' });
    expect(within(couriers).getByText('فالكون إكسبرس')).toHaveAttribute('dir', 'auto');
    const table = screen.getByRole('table', { name: 'الشحنات يوميًا' });
    expect(within(table).getByRole('row', { name: '6 آذار 2026 4' })).toBeInTheDocument();
  });
});

describe("the nav item's prefetch", () => {
  it('names requests the page makes first, word for word, so the host’s early answers are the ones it reads', async () => {
    get.mockRestore();
    const fetches = answerFetch((path) =>
      path === '/shipments/tab-counts'
        ? COUNTS
        : path === '/reports/dashboard'
          ? SUMMARY
          : { items: RECENT, total: 2, page: 1, pageSize: 5 },
    );
    try {
      render();
      expect(await screen.findByText('PT12345678903')).toBeInTheDocument();
      expect(fetches.asked).toEqual(expect.arrayContaining(navPrefetchUrls(nav, '/')));
    } finally {
      fetches.restore();
    }
  });
});
