import { useSession } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { testUser } from '@portal/shared/testing';
import { prefetchPageData } from './page-data';

let requested: string[];
beforeEach(() => {
  requested = [];
  // jsdom has no fetch: record what is asked.
  Object.assign(globalThis, {
    fetch: jest.fn(async (url: string) => {
      requested.push(url);
      return { ok: true, status: 200 };
    }),
  });
  useSession.getState().clear();
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  useSession.getState().clear();
});

// As on a page load with tokens stored by an earlier visit: GET /auth/me has not answered yet.
const restoringSession = (accessToken: string) => {
  useSession.getState().setTokens({ accessToken, refreshToken: 'refresh-1' });
  useSession.setState({ status: 'unknown' });
};

const signIn = (role: Role) => {
  useSession.getState().setTokens({ accessToken: `access-${role}`, refreshToken: 'refresh-1' });
  useSession.getState().setUser(testUser(role));
};

describe("a page's first API GETs, asked for ahead of its code", () => {
  it('waits for the session to know who is signed in, then asks if their role holds the page’s subject', () => {
    restoringSession('access-4');
    prefetchPageData('dashboard', ['/reports/dashboard', '/shipments/tab-counts']);
    expect(requested).toEqual([]);
    useSession.getState().setUser(testUser(Role.IndividualUser));
    expect(requested).toEqual(['/api/v1/reports/dashboard', '/api/v1/shipments/tab-counts']);
  });

  it('asks nothing for a system administrator opening the dashboard, which their role does not hold (403 each)', () => {
    restoringSession('access-1');
    prefetchPageData('dashboard', ['/reports/dashboard']);
    useSession.getState().setUser(testUser(Role.SystemAdmin));
    expect(requested).toEqual([]);
    prefetchPageData('users', ['/admin/users?page=1']);
    expect(requested).toEqual(['/api/v1/admin/users?page=1']);
  });

  it('asks nothing once the session ends anonymous, nor for a subject no role has', () => {
    restoringSession('expired');
    prefetchPageData('shipments', ['/shipments?page=1']);
    useSession.getState().clear();
    signIn(Role.SuperUser);
    prefetchPageData('no-such-subject', ['/shipments?page=1']);
    prefetchPageData(undefined, ['/shipments?page=1']);
    expect(requested).toEqual([]);
  });
});
