// The browser set-up most test files share: one Chromium for the file, a fresh context for each test.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type Session } from './browser';
import { signIn } from './portal';

/**
 * Registers the file's hooks and returns the current test's session: its `page`, `context` and
 * `cspViolations` are those of the test running when they are read (so `const { page } = session`
 * inside a test). With `signedInAs`, each test starts signed in as that demo account.
 */
export function browserSession({ signedInAs }: { signedInAs?: string } = {}): Session {
  let browser: Browser;
  let current: Session | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    current = await openPage(browser);
    if (signedInAs) await signIn(current.page, signedInAs);
  });
  afterEach(() => current?.context.close());
  const active = (): Session => {
    if (!current) throw new Error('No browser session outside a test');
    return current;
  };
  return {
    get context() {
      return active().context;
    },
    get page() {
      return active().page;
    },
    get cspViolations() {
      return active().cspViolations;
    },
  };
}
