// axe's moderate and minor findings too (accessibility.test.ts fails on serious and critical ones only), on the
// pages a person meets when joining by referral code, reading reports and reviewing a booking, in English and
// Arabic.
import type { Page } from 'playwright-core';
import { addAxe, allViolations } from '../support/axe';
import { baseUrl, pagesPerTest } from '../support/browser';
import { signIn } from '../support/portal';

const { newPage } = pagesPerTest();
const NEXT = { en: 'Next', ar: 'التالي' };

async function pageWithAxe(): Promise<Page> {
  const page = await newPage();
  await addAxe(page.context());
  return page;
}

/** The language the portal reads at start-up (each page load) from its preference cookie. */
const speak = (page: Page, locale: 'en' | 'ar') =>
  page.context().addCookies([{ name: 'courier-portal-locale', value: locale, url: baseUrl() }]);

/** The page's own content is drawn and nothing is still arriving. */
async function settled(page: Page, selector: string) {
  await page.locator(selector).first().waitFor();
  await page.waitForLoadState('networkidle');
}

it.each(['en', 'ar'] as const)('has no axe finding of any impact on the changed pages (%s)', async (locale) => {
  const findings: string[] = [];
  const signedOut = await pageWithAxe();
  await speak(signedOut, locale);
  for (const path of ['/login/PETRA2026', '/register/PETRA2026', '/register/NOPE2026']) {
    await signedOut.goto(path);
    await settled(signedOut, '[data-testid="referral-notice"]');
    findings.push(...(await allViolations(signedOut, `${locale} ${path}`)));
  }

  const page = await pageWithAxe();
  await signIn(page, 'user@portal.local');
  await speak(page, locale);
  for (const [path, selector] of [
    ['/organization?referralCode=PETRA2026', '[data-testid="join-card"] h3'],
    ['/reports', 'table tfoot'],
    ['/', '.recharts-bar-rectangle'],
  ]) {
    await page.goto(path);
    await settled(page, selector);
    findings.push(...(await allViolations(page, `${locale} ${path}`)));
  }

  // The wizard's review step with its chargeable-weight line, for a parcel type with no weight entered.
  await page.goto('/shipments/new');
  const recipient = page.locator('select[name="recipientAddressId"]');
  await page.waitForFunction(() => {
    const select = document.querySelector<HTMLSelectElement>('select[name="recipientAddressId"]');
    return !!select && select.options.length > 1;
  });
  await recipient.selectOption({ index: 1 });
  await page.getByRole('button', { name: NEXT[locale], exact: true }).click();
  const parcelType = page.locator('select[name="parcelTypeId"]');
  await parcelType.waitFor();
  await parcelType.selectOption({ index: 1 });
  await page.getByRole('button', { name: NEXT[locale], exact: true }).click();
  await settled(page, '[data-testid="chargeable-weight"]');
  findings.push(...(await allViolations(page, `${locale} wizard review`)));
  expect(findings).toEqual([]);
});
