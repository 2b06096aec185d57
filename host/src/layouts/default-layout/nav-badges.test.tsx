import { act, screen } from '@testing-library/react';
import { api, i18n } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { useFederation } from '../../federation/federation-store';
import { navItemsOf, parseNavFile } from '../../federation/nav-file-parse';
import { SETTLE_MS } from '../../federation/page-settled';
import { PageDrawn } from '../page-drawn';
import { AfterFirstPage } from './after-first-page';
import { BADGE_REFRESH_MS } from './nav-badge-refresh';
import { useNavBadges } from './nav-badges';
import { NavMenu } from './nav-menu';
import { useNavGroups } from './use-nav';

const REVIEWS = '/api/v1/admin/organizations/pending-count';

const adminNav = parseNavFile(
  {
    name: 'remote_admin',
    requiresShared: '^1.0.0',
    items: [
      {
        key: 'organizations',
        path: '/admin/organizations',
        subject: 'organizations',
        order: 1,
        icon: 'organization',
        titles: { en: 'Organizations', ar: 'المؤسسات' },
        badge: REVIEWS,
      },
      {
        key: 'users',
        path: '/admin/users',
        subject: 'users',
        order: 2,
        icon: 'users',
        titles: { en: 'Users', ar: 'المستخدمون' },
      },
    ],
  },
  'remote_admin',
);

function Nav({ drawn }: { drawn: boolean }) {
  const groups = useNavGroups();
  return (
    <AfterFirstPage>
      <NavMenu groups={groups} activeKey={undefined} />
      {drawn ? <PageDrawn /> : null}
    </AfterFirstPage>
  );
}

let waiting = 3;
let get: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  waiting = 3;
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/organizations/pending-count') return { count: waiting };
    throw new Error(`unexpected GET ${path}`);
  });
  useFederation.setState({
    config: null,
    nav: { remote_admin: { status: 'ready', items: navItemsOf(adminNav) } },
  });
});
afterEach(async () => {
  get.mockRestore();
  jest.useRealTimers();
  useNavBadges.setState({ counts: {} });
  useFederation.setState({ nav: {} });
  resetPortalState();
  await act(() => i18n.changeLanguage('en'));
});

const link = (name: string | RegExp) => screen.getByRole('link', { name });
const settle = () => act(async () => undefined);
/** The first page's moment to settle, then its follow-ups' code loaded and run. */
async function afterFirstPage() {
  await act(async () => void jest.advanceTimersByTime(SETTLE_MS + 10));
  for (let step = 0; step < 5; step += 1) await act(async () => void jest.advanceTimersByTime(10));
}

describe('badges on the nav', () => {
  it('reads the count once the first page is drawn and shows it on its item, by sight and by name', async () => {
    const view = renderWithProviders(<Nav drawn={false} />, { role: Role.SystemAdmin });
    await settle();
    expect(get).not.toHaveBeenCalled();
    expect(link('Organizations')).toHaveTextContent(/^Organizations$/);

    view.rerender(<Nav drawn />);
    await settle();
    expect(get).not.toHaveBeenCalled();
    await afterFirstPage();
    expect(get).toHaveBeenCalledTimes(1);
    expect(link(/^Organizations/)).toHaveTextContent(/^Organizations3/);
    expect(link('Organizations (3 waiting)')).toHaveAttribute('href', '/admin/organizations');
    // An item without a badge has none.
    expect(link('Users')).toHaveAccessibleName('Users');
  });

  it('reads it again every minute and when the window gets the focus back; none at zero', async () => {
    const view = renderWithProviders(<Nav drawn />, { role: Role.SuperUser });
    await afterFirstPage();
    expect(link('Organizations (3 waiting)')).toBeInTheDocument();

    waiting = 5;
    await act(async () => void jest.advanceTimersByTime(BADGE_REFRESH_MS));
    expect(link('Organizations (5 waiting)')).toBeInTheDocument();

    waiting = 0;
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(link('Organizations')).toHaveAccessibleName('Organizations');
    expect(link('Organizations')).toHaveTextContent(/^Organizations$/);
    expect(get).toHaveBeenCalledTimes(3);
    view.unmount();
  });

  it('says it in Arabic', async () => {
    renderWithProviders(<Nav drawn />, { role: Role.SystemAdmin });
    await afterFirstPage();
    await act(() => i18n.changeLanguage('ar'));
    await settle();
    expect(link('المؤسسات (3 بانتظار الإجراء)')).toBeInTheDocument();
  });
});
