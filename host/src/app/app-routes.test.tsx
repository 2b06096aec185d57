import { lazy } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { installRemote, useRegistry, useSession, useTranslation } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState, testUser } from '@portal/shared/testing';
import { useFederation } from '../federation/federation-store';
import { navItemsOf, parseNavFile } from '../federation/nav-file-parse';
import { parseRemotesConfig } from '../federation/remotes-config';
import { remotesJson } from '@portal/webpack-config/lib/portal-apps';
import { ADDRESSES_NAV_FILE } from '../testing/addresses-nav-file';
import { fakeRegistration, fakeRoute } from '../testing/fake-remote';
import { LoadingBar } from '../layouts/loading-bar/loading-bar';
import { useLoading } from '../layouts/loading-bar/loading-store';
import { LeavingPageContext } from '../guard/leaving-page';
import { AppRoutes } from './app-routes';

// The remotes.json the host's production build writes.
const demoConfig = remotesJson();

// The federation runtime and the nav files are not available in jsdom: what is asked for stays pending.
jest.mock('@module-federation/runtime', () =>
  jest.requireActual<typeof import('../testing/pending-remotes')>('../testing/pending-remotes').pendingRuntime(),
);
jest.mock('../federation/federation-runtime', () =>
  jest.requireActual<typeof import('../testing/pending-remotes')>('../testing/pending-remotes').pendingNavFiles(),
);

const shipments = fakeRegistration('remote_shipments', [
  fakeRoute('/shipments', 'shipments', 'Shipments list'),
  fakeRoute('/track/:trackingNumber', undefined, 'Track page', { layout: 'blank' }),
]);
const admin = fakeRegistration('remote_admin', [
  fakeRoute('/admin/countries', 'locations', 'Countries list'),
  fakeRoute('/admin/users', 'users', 'Users list'),
]);

function withRemotes(...ready: ReturnType<typeof fakeRegistration>[]) {
  act(() => {
    useFederation.setState({ config: parseRemotesConfig(demoConfig), configError: null });
    for (const registration of ready) useRegistry.getState().setReady(registration);
  });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  resetPortalState();
  useFederation.setState({ config: null, configError: null });
  jest.restoreAllMocks();
});

describe('routing and the guard', () => {
  it('sends an anonymous visitor of a remote page to login with a return target, before the remote has loaded', async () => {
    withRemotes();
    const view = renderWithProviders(<AppRoutes />, { route: '/shipments/42?tab=2' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    await waitFor(() => expect(view.location()).toBe('/login?returnTo=%2Fshipments%2F42%3Ftab%3D2'));
  });

  it('opens /track/… to an anonymous visitor (public in remotes.json), waiting for the remote instead of showing not-found', async () => {
    withRemotes();
    const view = renderWithProviders(<AppRoutes />, { route: '/track/JO123' });
    await waitFor(() => expect(view.location()).toBe('/track/JO123'));
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    act(() => useRegistry.getState().setReady(shipments));
    expect(await screen.findByRole('heading', { name: 'Track page' })).toBeVisible();
  });

  it('shows a remote page to a user holding its subject', async () => {
    withRemotes(shipments);
    renderWithProviders(<AppRoutes />, { route: '/shipments', role: Role.OrgUser });
    expect(await screen.findByRole('heading', { name: 'Shipments list' })).toBeVisible();
  });

  it('sends a user lacking the subject to not-authorized', async () => {
    withRemotes(admin);
    const view = renderWithProviders(<AppRoutes />, { route: '/admin/users', role: Role.OrgUser });
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeVisible();
    await waitFor(() => expect(view.location()).toBe('/not-authorized'));
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('refuses /organization to an org user like any page the role lacks; its admins and individual users open it', async () => {
    const organization = fakeRegistration('remote_organization', [
      fakeRoute('/organization', 'organization', 'Organization page'),
    ]);
    withRemotes(organization);
    const refused = renderWithProviders(<AppRoutes />, { route: '/organization', role: Role.OrgUser });
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeVisible();
    await waitFor(() => expect(refused.location()).toBe('/not-authorized'));
    refused.unmount();
    for (const role of [Role.OrgAdmin, Role.IndividualUser]) {
      const view = renderWithProviders(<AppRoutes />, { route: '/organization', role });
      expect(await screen.findByRole('heading', { name: 'Organization page' })).toBeVisible();
      expect(view.location()).toBe('/organization');
      view.unmount();
    }
  });

  it('lets a page the browser is leaving go when the role changes meanwhile, instead of sending it to not-authorized', async () => {
    // Joining an organization: the page navigates home, and while that page's code loads (the old page
    // still on screen) the reloaded session makes the user an org user, who may not see /organization.
    const organization = fakeRegistration('remote_organization', [
      fakeRoute('/organization', 'organization', 'Organization page'),
    ]);
    withRemotes(organization);
    const becomeOrgUser = () => act(() => useSession.setState({ user: testUser(Role.OrgUser) }));
    const leaving = renderWithProviders(
      <LeavingPageContext.Provider value={(pathname) => pathname === '/organization'}>
        <AppRoutes />
      </LeavingPageContext.Provider>,
      { route: '/organization', role: Role.IndividualUser },
    );
    expect(await screen.findByRole('heading', { name: 'Organization page' })).toBeVisible();
    becomeOrgUser();
    expect(screen.getByRole('heading', { name: 'Organization page' })).toBeVisible();
    expect(leaving.location()).toBe('/organization');
    leaving.unmount();
    // A page the user stays on is refused as soon as the role no longer holds it.
    const staying = renderWithProviders(<AppRoutes />, { route: '/organization', role: Role.IndividualUser });
    expect(await screen.findByRole('heading', { name: 'Organization page' })).toBeVisible();
    becomeOrgUser();
    await waitFor(() => expect(staying.location()).toBe('/not-authorized'));
  });

  it('sends a system admin landing on / to /admin/countries', async () => {
    withRemotes(admin);
    const view = renderWithProviders(<AppRoutes />, { route: '/', role: Role.SystemAdmin });
    expect(await screen.findByRole('heading', { name: 'Countries list' })).toBeVisible();
    await waitFor(() => expect(view.location()).toBe('/admin/countries'));
  });

  it('sends a signed-in user away from the login page to /', async () => {
    withRemotes();
    const view = renderWithProviders(<AppRoutes />, { route: '/login', role: Role.IndividualUser });
    // The layout's nav is in the document (jsdom applies no media queries, so it counts as hidden).
    await screen.findByRole('navigation', { name: 'Main navigation', hidden: true });
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('shows not-found for an unknown path and for /pages/misc/not-found/{error}', async () => {
    withRemotes();
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    resetPortalState();
  });

  it('names the error code on /pages/misc/not-found/{error}', async () => {
    withRemotes();
    renderWithProviders(<AppRoutes />, { route: '/pages/misc/not-found/E42' });
    expect(await screen.findByText(/Error: E42/)).toBeVisible();
  });

  it('shows the loading state, not not-found, while a signed-in user waits for a remote', async () => {
    withRemotes(shipments);
    renderWithProviders(
      <>
        <LoadingBar />
        <AppRoutes />
      </>,
      { route: '/addresses', role: Role.IndividualUser },
    );
    await screen.findByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(useLoading.getState().active).toBeGreaterThan(0);
    const bar = screen.getByRole('progressbar', { name: 'Page loading progress' });
    expect(bar).toHaveAttribute('aria-valuenow', expect.stringMatching(/^[1-9]/));
    // The bar is as wide as its progress, shown.
    expect(String(Math.round(parseFloat(bar.style.width)))).toBe(bar.getAttribute('aria-valuenow'));
    expect(bar).toHaveStyle({ opacity: '1' });
  });
});

describe('a page whose remote is still loading', () => {
  it('shows its title from the nav data, under Home, with the loading bar', async () => {
    withRemotes();
    const file = parseNavFile(ADDRESSES_NAV_FILE, 'remote_addresses');
    act(() => useFederation.setState({ nav: { remote_addresses: { status: 'ready', items: navItemsOf(file) } } }));
    renderWithProviders(<AppRoutes />, { route: '/addresses', role: Role.IndividualUser });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Addresses' });
    expect(heading.closest('[data-pending-page]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(useLoading.getState().active).toBeGreaterThan(0);
  });

  it("shows a public page's heading from the nav data (the tracking page: title, then the number) in both languages", async () => {
    withRemotes();
    const file = parseNavFile(
      {
        name: 'remote_shipments',
        requiresShared: '^1.0.0',
        items: [],
        pageHeadings: { '/track/:trackingNumber': { en: 'Tracking', ar: 'تتبع الشحنة' } },
      },
      'remote_shipments',
    );
    // Drawn as soon as the file is read, before the parser's chunk has checked the rest of it.
    act(() =>
      useFederation.setState({ nav: { remote_shipments: { status: 'loading', pageHeadings: file.pageHeadings } } }),
    );
    const view = renderWithProviders(<AppRoutes />, { route: '/track/PT12345678901' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Tracking PT12345678901' });
    expect(heading.closest('[data-pending-page]')).toHaveAttribute('aria-busy', 'true');
    view.unmount();
    renderWithProviders(<AppRoutes />, { route: '/track/PT12345678901', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تتبع الشحنة PT12345678901' })).toBeVisible();
  });

  it('shows no title on a page of it that is not a nav item’s own', async () => {
    withRemotes();
    renderWithProviders(<AppRoutes />, { route: '/addresses/new', role: Role.IndividualUser });
    await screen.findByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('another remote registering', () => {
  it('does not draw the page on screen again', async () => {
    let renders = 0;
    function CountingPage() {
      renders += 1;
      return <h1>Counted page</h1>;
    }
    const counted = fakeRegistration('remote_shipments', [
      { ...fakeRoute('/shipments', 'shipments', 'Counted page'), Component: CountingPage as never },
    ]);
    withRemotes(counted);
    renderWithProviders(<AppRoutes />, { route: '/shipments', role: Role.OrgAdmin });
    expect(await screen.findByRole('heading', { name: 'Counted page' })).toBeVisible();
    const before = renders;
    act(() => useRegistry.getState().setReady(admin));
    act(() =>
      useRegistry
        .getState()
        .setReady(fakeRegistration('remote_addresses', [fakeRoute('/addresses', 'addresses', 'Books')])),
    );
    expect(screen.getByRole('heading', { name: 'Counted page' })).toBeVisible();
    expect(renders).toBe(before);
  });
});

describe('a remote that fails', () => {
  it('shows the section-unavailable page on its routes while other remotes keep working', async () => {
    withRemotes(shipments);
    act(() => useRegistry.getState().setFailed('remote_addresses', 'manifest 404'));
    const view = renderWithProviders(<AppRoutes />, { route: '/addresses', role: Role.IndividualUser });
    expect(await screen.findByText('This section is temporarily unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    view.unmount();
    renderWithProviders(<AppRoutes />, { route: '/shipments', role: Role.IndividualUser });
    expect(await screen.findByRole('heading', { name: 'Shipments list' })).toBeVisible();
  });

  it('says so in Arabic too', async () => {
    withRemotes();
    act(() => useRegistry.getState().setRefused('remote_addresses', 'requires @portal/shared ^2.0.0'));
    renderWithProviders(<AppRoutes />, { route: '/addresses', role: Role.IndividualUser, language: 'ar' });
    expect(await screen.findByText('هذا القسم غير متاح مؤقتًا')).toBeVisible();
  });

  it('contains a page that throws while rendering to its own route', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const broken = fakeRegistration('remote_addresses', [
      { ...fakeRoute('/addresses', 'addresses', 'Address book'), Component: Object.assign(Broken, {}) as never },
    ]);
    withRemotes(shipments, broken);
    renderWithProviders(<AppRoutes />, { route: '/addresses', role: Role.IndividualUser });
    expect(await screen.findByText('This section is temporarily unavailable')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation', hidden: true })).toBeInTheDocument();
  });
});

describe("a remote's page strings (pageTranslations)", () => {
  it("starts the page's code with its strings, not after them", async () => {
    let answerStrings: (strings: Record<string, unknown>) => void = () => undefined;
    const pageStrings = jest.fn(() => new Promise<Record<string, unknown>>((resolve) => (answerStrings = resolve)));
    const pageCode = jest.fn(async () => ({ default: () => <h1>Parallel page</h1> }));
    act(() => useFederation.setState({ config: parseRemotesConfig(demoConfig), configError: null }));
    await act(() =>
      installRemote({
        ...fakeRegistration('remote_addresses', [
          { ...fakeRoute('/addresses', 'addresses', 'Parallel'), Component: lazy(pageCode) },
        ]),
        namespace: 'remote_parallel',
        pageTranslations: { en: pageStrings, ar: pageStrings },
      }),
    );
    renderWithProviders(<AppRoutes />, { route: '/addresses', role: Role.OrgUser });
    await waitFor(() => expect(pageStrings).toHaveBeenCalled());
    expect(pageCode).toHaveBeenCalled();
    act(() => answerStrings({}));
    expect(await screen.findByRole('heading', { name: 'Parallel page' })).toBeVisible();
  });

  // Each test its own namespace: what a namespace has loaded stays loaded, as in the portal.
  const books = (namespace: string, pageStrings: () => Promise<Record<string, unknown>>) => {
    function StringsPage() {
      const { t } = useTranslation(namespace);
      return <h1>{t('pages.books.heading')}</h1>;
    }
    return {
      ...fakeRegistration('remote_addresses', [
        { ...fakeRoute('/addresses', 'addresses', 'Books'), Component: lazy(async () => ({ default: StringsPage })) },
      ]),
      namespace,
      pageTranslations: { en: pageStrings, ar: pageStrings },
    };
  };

  it('loads them when one of its pages is first shown, then shows the page', async () => {
    const pageStrings = jest.fn(async () => ({ pages: { books: { heading: 'Every book you own' } } }));
    act(() => useFederation.setState({ config: parseRemotesConfig(demoConfig), configError: null }));
    await act(() => installRemote(books('remote_books', pageStrings)));
    expect(pageStrings).not.toHaveBeenCalled(); // not with the registration
    renderWithProviders(<AppRoutes />, { route: '/addresses', role: Role.OrgUser });
    expect(await screen.findByRole('heading', { name: 'Every book you own' })).toBeVisible();
    expect(pageStrings).toHaveBeenCalled();
  });

  it('shows the section-unavailable page when they cannot be fetched', async () => {
    act(() => useFederation.setState({ config: parseRemotesConfig(demoConfig), configError: null }));
    await act(() => installRemote(books('remote_books_offline', () => Promise.reject(new Error('offline')))));
    renderWithProviders(<AppRoutes />, { route: '/addresses', role: Role.OrgUser });
    expect(await screen.findByText(/temporarily unavailable/i)).toBeVisible();
  });
});
