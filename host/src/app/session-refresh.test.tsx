import { act, screen, waitFor } from '@testing-library/react';
import { useSession, type CurrentUser } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { Link } from '@portal/shared/router';
import { renderWithProviders, resetPortalState, testUser } from '@portal/shared/testing';
import { resetSessionRefresh, SESSION_STALE_AFTER_MS, SessionRefresh } from './session-refresh';

const originalLoadMe = useSession.getState().loadMe;
let now: number;
let loadMe: jest.Mock<Promise<CurrentUser | null>, []>;
let visibility: DocumentVisibilityState;

function RoleShown() {
  const role = useSession((state) => state.user?.role);
  return <p>role {role ?? 'none'}</p>;
}

function Page() {
  return (
    <>
      <SessionRefresh />
      <RoleShown />
      <Link to="/shipments">Shipments</Link>
      <Link to="/addresses">Addresses</Link>
    </>
  );
}

const becomeVisible = () =>
  act(() => {
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  });

beforeAll(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility }));
beforeEach(() => {
  now = 1_000_000;
  visibility = 'visible';
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  resetSessionRefresh();
  // The server now says the user is the admin of the organization an admin just approved.
  loadMe = jest.fn(async () => {
    const user = testUser(Role.OrgAdmin);
    useSession.setState({ user, status: 'authenticated' });
    return user;
  });
  useSession.setState({ loadMe });
});
afterEach(() => {
  useSession.setState({ loadMe: originalLoadMe });
  jest.restoreAllMocks();
  resetPortalState();
});

describe('refreshing the signed-in user', () => {
  it('re-reads the user when the tab becomes visible again, and the new role shows without a new login', async () => {
    renderWithProviders(<Page />, { role: Role.IndividualUser, route: '/shipments' });
    expect(screen.getByText(`role ${Role.IndividualUser}`)).toBeInTheDocument();
    expect(loadMe).not.toHaveBeenCalled();

    act(() => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(loadMe).not.toHaveBeenCalled();

    becomeVisible();
    expect(loadMe).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(`role ${Role.OrgAdmin}`)).toBeInTheDocument();
  });

  it('asks once at a time', async () => {
    let answer: (user: CurrentUser) => void = () => undefined;
    loadMe.mockImplementation(
      () =>
        new Promise<CurrentUser>((resolve) => {
          answer = (user) => {
            useSession.setState({ user });
            resolve(user);
          };
        }),
    );
    renderWithProviders(<Page />, { role: Role.IndividualUser, route: '/shipments' });
    becomeVisible();
    becomeVisible();
    becomeVisible();
    expect(loadMe).toHaveBeenCalledTimes(1);
    await act(async () => answer(testUser(Role.OrgUser)));
    becomeVisible();
    expect(loadMe).toHaveBeenCalledTimes(2);
  });

  it('re-reads the user on a navigation only when the last read is older than 30 seconds', async () => {
    const { user } = renderWithProviders(<Page />, { role: Role.OrgUser, route: '/shipments' });
    now += SESSION_STALE_AFTER_MS - 1000;
    await user.click(screen.getByRole('link', { name: 'Addresses' }));
    expect(loadMe).not.toHaveBeenCalled();

    now += 2000;
    await user.click(screen.getByRole('link', { name: 'Shipments' }));
    await waitFor(() => expect(loadMe).toHaveBeenCalledTimes(1));

    // Just read: the next navigation leaves it alone.
    now += 1000;
    await user.click(screen.getByRole('link', { name: 'Addresses' }));
    expect(loadMe).toHaveBeenCalledTimes(1);
  });

  it('counts a user read elsewhere (a login, a remote reloading the session) as fresh', async () => {
    const { user } = renderWithProviders(<Page />, { role: Role.OrgUser, route: '/shipments' });
    now += SESSION_STALE_AFTER_MS + 5000;
    act(() => useSession.getState().setUser(testUser(Role.OrgAdmin)));
    await user.click(screen.getByRole('link', { name: 'Addresses' }));
    expect(loadMe).not.toHaveBeenCalled();
  });

  it('asks nothing for a visitor who is not signed in', async () => {
    const { user } = renderWithProviders(<Page />, { route: '/shipments' });
    now += SESSION_STALE_AFTER_MS * 2;
    await user.click(screen.getByRole('link', { name: 'Addresses' }));
    becomeVisible();
    expect(loadMe).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails, and tries again next time', async () => {
    loadMe.mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<Page />, { role: Role.OrgUser, route: '/shipments' });
    becomeVisible();
    await act(async () => undefined);
    expect(useSession.getState().status).toBe('authenticated');
    becomeVisible();
    expect(loadMe).toHaveBeenCalledTimes(2);
  });
});
