// Each demo account: login → its home, exactly the nav links of its subjects, and
// not-authorized on a route it lacks (docs/architecture.md#roles-and-permissions).
import { DEMO_ACCOUNTS, expectedNavPaths, forbiddenPath, homePathForRole } from '../support/access';
import { browserSession } from '../support/sessions';
import { login, navPaths, signIn, waitForPath } from '../support/portal';
import { Role } from '@portal/shared/domain';

const session = browserSession();

describe.each(DEMO_ACCOUNTS)('$label ($email)', ({ email, role }) => {
  it(`logs in, lands on ${homePathForRole(role)} and sees exactly the nav links of its subjects`, async () => {
    const { page } = session;
    await login(page, email);
    await waitForPath(page, homePathForRole(role));

    expect(await navPaths(page)).toEqual(expectedNavPaths(role));
    // Still there once the navigation has settled: no later redirect took the user elsewhere.
    expect(new URL(page.url()).pathname).toBe(homePathForRole(role));
    // The host and every remote it loaded ran under the production Content-Security-Policy.
    expect(session.cspViolations).toEqual([]);
  });

  it('opens / from a stored session and asks the API for nothing its role may not read', async () => {
    const { page } = session;
    await signIn(page, email);
    const refused: string[] = [];
    const onResponse = (response: { url(): string; status(): number }) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    };
    page.on('response', onResponse);
    try {
      await page.goto('/');
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      // Until the first page's requests are answered: at most 5 s, since a page that kept polling would
      // never let the network go quiet, and what this test reads is the refusals seen by then.
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      expect(refused).toEqual([]);
    } finally {
      page.off('response', onResponse);
    }
  });

  const forbidden = forbiddenPath(role);
  if (forbidden) {
    it(`is sent to /not-authorized when it opens ${forbidden} directly`, async () => {
      const { page } = session;
      await signIn(page, email);

      await page.goto(forbidden);
      await waitForPath(page, '/not-authorized');
      await page.getByText('You are not authorized').waitFor();
    });
  } else {
    it('opens user and admin routes alike', async () => {
      expect(role).toBe(Role.SuperUser);
      const { page } = session;
      await signIn(page, email);
      for (const path of ['/admin/users', '/shipments', '/organization']) {
        await page.goto(path);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
      }
    });
  }
});
