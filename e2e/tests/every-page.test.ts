// Every page of every role opens: its heading is drawn, no section is unavailable and no script
// error reaches the page (support/route-walk.ts lists the pages from the routes the apps declare).
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../support/access';
import { pagesPerTest } from '../support/browser';
import { signIn } from '../support/portal';
import { accessTokenOf, pagesToVisit, type PageVisit } from '../support/route-walk';

const browser = pagesPerTest();

/** Opens each page in turn; returns what went wrong on each (empty when every page was fine). */
async function visitEach(page: Page, visits: PageVisit[]): Promise<string[]> {
  const problems: string[] = [];
  let scriptErrors: string[] = [];
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  for (const visit of visits) {
    scriptErrors = [];
    await page.goto(visit.path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    try {
      await heading.waitFor();
    } catch {
      problems.push(`${visit.path}: no heading`);
      continue;
    }
    if (await page.getByText(/temporarily unavailable/i).count()) problems.push(`${visit.path}: section unavailable`);
    if (scriptErrors.length) problems.push(`${visit.path}: ${scriptErrors.join('; ')}`);
  }
  return problems;
}

it('opens every page a signed-out visitor can reach', async () => {
  const page = await browser.newPage();
  const visits = await pagesToVisit({});
  expect(visits.map((visit) => visit.route)).toEqual(expect.arrayContaining(['/login', '/track/:trackingNumber', '*']));
  expect(await visitEach(page, visits)).toEqual([]);
});

describe.each(DEMO_ACCOUNTS)('$label', ({ email, role }) => {
  it('opens every page its role may reach', async () => {
    const page = await browser.newPage();
    await signIn(page, email);
    const visits = await pagesToVisit({ role, accessToken: await accessTokenOf(email) });
    expect(visits.map((visit) => visit.route)).toContain('/profile');
    expect(await visitEach(page, visits)).toEqual([]);
  }, 180_000);
});
