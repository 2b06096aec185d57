import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRegistry, usePreferences } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { fakeRegistration, fakeRoute } from '../../testing/fake-remote';
import { useLayout } from '../layout-store';
import DefaultLayout from './default-layout';

const nav = (
  key: string,
  path: string,
  subject: Parameters<typeof fakeRoute>[1] & string,
  order: number,
  group: string,
) => ({
  key,
  titleKey: `${key} title`,
  icon: 'box' as const,
  subject,
  group,
  order,
  path,
});

const admin = fakeRegistration(
  'remote_admin',
  [
    fakeRoute('/admin/countries', 'locations', 'Countries'),
    fakeRoute('/admin/couriers', 'admin-couriers', 'Couriers', { navKey: 'admin-couriers' }),
    fakeRoute('/admin/couriers/:id/parcel-types', 'admin-couriers', 'Courier parcel types', {
      navKey: 'admin-couriers',
    }),
    fakeRoute('/admin/parcel-types', 'parcel-types', 'Parcel types'),
  ],
  [
    nav('countries', '/admin/countries', 'locations', 100, 'Locations'),
    nav('parcel-types', '/admin/parcel-types', 'parcel-types', 220, 'Administration'),
    nav('admin-couriers', '/admin/couriers', 'admin-couriers', 230, 'Administration'),
  ],
);
const shipments = fakeRegistration(
  'remote_shipments',
  [fakeRoute('/shipments', 'shipments', 'Shipments')],
  [nav('shipments', '/shipments', 'shipments', 20, 'Shipping')],
);
const organization = fakeRegistration(
  'remote_organization',
  [fakeRoute('/organization', 'organization', 'Organization')],
  [nav('organization', '/organization', 'organization', 50, 'Organization')],
);

function mainNav() {
  // jsdom applies no CSS media queries, so the responsive sidebar counts as hidden: include hidden nodes
  // (the host's tests answer matchMedia for a 1280 px screen, where it is drawn: testing/setup-host.ts).
  return screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
}

beforeEach(() => {
  act(() => {
    useRegistry.getState().setReady(admin);
    useRegistry.getState().setReady(shipments);
    useRegistry.getState().setReady(organization);
  });
});
afterEach(() => {
  resetPortalState();
  act(() => {
    usePreferences.setState({ nav: 'vertical', content: 'boxed', theme: 'system' });
    useLayout.setState({ collapsed: false, overlayOpen: false, customizerOpen: false });
  });
});

describe('default layout', () => {
  it('lists only the nav items of the user’s subjects, as real links, grouped in order', () => {
    renderWithProviders(<DefaultLayout />, { route: '/admin/countries', role: Role.SystemAdmin });
    const links = within(mainNav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['countries title', '/admin/countries'],
      ['parcel-types title', '/admin/parcel-types'],
      ['admin-couriers title', '/admin/couriers'],
    ]);
  });

  it('shows a user without admin subjects none of the admin items', () => {
    renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.IndividualUser });
    const links = within(mainNav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['shipments title', 'organization title']);
  });

  it('shows an org user no Organization item: the page is its admins’ (they leave from their profile)', () => {
    renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.OrgUser });
    const links = within(mainNav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['shipments title']);
  });

  it('keeps Couriers highlighted on a courier’s nested pages (not Parcel types)', () => {
    renderWithProviders(<DefaultLayout />, { route: '/admin/couriers/7/parcel-types', role: Role.SuperUser });
    const current = within(mainNav())
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['admin-couriers title']);
  });

  it('draws no vertical nav below 1280 px, where the nav opens over the page, and draws it once the window widens', async () => {
    let wide = false;
    const listeners = new Set<() => void>();
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          get matches() {
            return query === '(min-width: 1280px)' && wide;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    try {
      const view = renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.SuperUser });
      expect(screen.queryByRole('complementary', { hidden: true })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).toBeNull();
      expect(screen.queryByLabelText('Collapse navigation')).toBeNull();
      await view.user.click(screen.getByRole('button', { name: 'Open navigation' }));
      const overlay = await screen.findByRole('dialog');
      expect(within(overlay).getByRole('link', { name: 'shipments title' })).toHaveAttribute('href', '/shipments');

      wide = true;
      act(() => listeners.forEach((listener) => listener()));
      const sidebar = screen.getByRole('complementary', { hidden: true });
      expect(within(sidebar).getByRole('link', { name: 'shipments title', hidden: true })).toBeInTheDocument();
      expect(screen.getByLabelText('Collapse navigation')).toBeInTheDocument();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('collapses the vertical nav to icons, names kept for screen readers', async () => {
    renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.SuperUser });
    // The desktop-only button is display:none in jsdom (no media queries): click it directly.
    fireEvent.click(screen.getByLabelText('Collapse navigation'));
    expect(screen.getByLabelText('Expand navigation')).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).getByRole('link', { name: 'shipments title', hidden: true })).toBeInTheDocument();
  });

  it('switches to the horizontal nav and wide content from the customizer (kept in cookies)', async () => {
    const view = renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.SuperUser });
    await view.user.click(screen.getByRole('button', { name: 'Open the customizer' }));
    const drawer = await screen.findByRole('dialog');
    await view.user.click(within(drawer).getByRole('button', { name: 'Horizontal' }));
    await view.user.click(within(drawer).getByRole('button', { name: 'Wide' }));
    expect(usePreferences.getState().nav).toBe('horizontal');
    expect(usePreferences.getState().content).toBe('wide');
    expect(document.cookie).toContain('courier-portal-nav=horizontal');
    expect(screen.queryByLabelText('Collapse navigation')).toBeNull();
  });

  it('offers scroll-to-top once the page has scrolled more than 200 px', async () => {
    renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.SuperUser });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 201, configurable: true });
      fireEvent.scroll(window);
    });
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeVisible();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
  });

  it('scrolls to the top without gliding for a reader who asks for less motion', async () => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
      );
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.SuperUser });
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      fireEvent.scroll(window);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    matchMedia.mockRestore();
    scrollTo.mockRestore();
  });

  it('leaves room below the page for the scroll-to-top button, so it never covers the last rows', () => {
    renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.SuperUser });
    // The button sits 1.5rem from the bottom and is 2.5rem tall: the page ends 4rem higher or more.
    expect(screen.getByRole('main')).toHaveStyle({ paddingBottom: 'var(--chakra-spacing-20)' });
  });

  it('draws the Theme and Customizer buttons with different icons', () => {
    renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.SuperUser });
    const drawing = (name: RegExp) => screen.getByRole('button', { name }).querySelector('svg')?.innerHTML ?? 'no icon';
    const theme = drawing(/^Theme$/);
    expect(theme).not.toBe('no icon');
    // Light and dark: neither the sun nor the moon may look like the customizer's icon.
    const customizer = drawing(/customizer/i);
    expect(customizer).not.toBe(theme);
    expect(customizer).not.toMatch(/<circle/);
  });

  it('switches the language to Arabic (whole layout right to left) and the theme to dark', async () => {
    const view = renderWithProviders(<DefaultLayout />, { route: '/shipments', role: Role.SuperUser });
    await view.user.click(screen.getByRole('button', { name: /Language/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByRole('button', { name: /Language/ })).toBeVisible();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    await view.user.click(screen.getByRole('button', { name: 'المظهر' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.cookie).toContain('courier-portal-theme=dark');
  });
});
