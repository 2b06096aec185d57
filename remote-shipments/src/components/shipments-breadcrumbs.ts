import type { BreadcrumbEntry } from '@portal/shared/ui/core';

/**
 * The trail of every page under the shipments list: Home / Shipments / …the page's own entries.
 * `t` is the page's `useTranslation('shipments')` translator.
 */
export function shipmentsBreadcrumbs(t: (key: string) => string, ...trail: BreadcrumbEntry[]): BreadcrumbEntry[] {
  return [{ label: t('common:nav.home'), to: '/' }, { label: t('pages.shipments.title'), to: '/shipments' }, ...trail];
}
