import { addTranslations, useTranslation } from '@portal/shared';

/**
 * The import pages' strings: close to half of the remote's page strings, in a namespace of their own
 * that loads with those pages (register.tsx), so the shipment list and the public tracking page,
 * which load the rest of the page strings, do without them.
 */
export const IMPORTS_NAMESPACE = 'shipments-imports';

export const IMPORTS_STRINGS = {
  en: () => import(/* webpackChunkName: "shipments-imports-strings-en" */ '../../locales/imports.en.json'),
  ar: () => import(/* webpackChunkName: "shipments-imports-strings-ar" */ '../../locales/imports.ar.json'),
};

/** Loads them in the current language (and English); a language change loads them as any namespace. */
export function loadImportsStrings(): Promise<void> {
  return addTranslations(IMPORTS_NAMESPACE, IMPORTS_STRINGS);
}

/** The import pages' `t`: `imports.*` from their namespace, every other key from the remote's. */
export function useImportsTranslation() {
  return useTranslation([IMPORTS_NAMESPACE, 'shipments'], { nsMode: 'fallback' });
}
