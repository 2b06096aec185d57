// One Chromium per test file (a fresh temporary profile each launch) and one context per test.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// The flags every headless Chromium of the project starts with (the benchmarks use the same file):
// no sandbox as root, and no background connections on a machine without outside network.
import CHROMIUM_ARGS from '../../scripts/lib/chromium-args.json';

export function baseUrl(): string {
  const url = process.env.PORTAL_E2E_BASE_URL;
  if (!url)
    throw new Error('PORTAL_E2E_BASE_URL is not set: run the browser suite through its jest config (global setup).');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  // playwright gives every non-persistent launch its own fresh --user-data-dir.
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console reports of Content-Security-Policy violations on this page (the production CSP is on). */
  cspViolations: string[];
}

/** A fresh context (no cookies, no storage) and page on the portal (or another one at baseURL); failures screenshot this page. */
export async function openPage(browser: Browser, { baseURL = baseUrl() }: { baseURL?: string } = {}): Promise<Session> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  (globalThis as { __currentPage?: Page }).__currentPage = page;
  return { context, page, cspViolations };
}

/**
 * For a test file that opens several people's pages per test: one Chromium for the file, and
 * `newPage()` opens a fresh context each call; every context a test opened is closed after it.
 */
export function pagesPerTest(): { newPage: () => Promise<Page> } {
  let browser: Browser | undefined;
  const sessions: Session[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((session) => session.context.close()));
  });
  return {
    newPage: async () => {
      if (!browser) throw new Error('pagesPerTest(): the browser is not started yet (call newPage inside a test).');
      const session = await openPage(browser);
      sessions.push(session);
      return session.page;
    },
  };
}
