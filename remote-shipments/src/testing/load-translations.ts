import { i18n } from '@portal/shared';
import { configure } from '@testing-library/react';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

/**
 * Before this remote's component tests: its texts in both languages (as the host would load them
 * from the registration), and room for findBy/waitFor on a machine whose two cores are shared.
 */
export function loadShipmentTranslations(): void {
  configure({ asyncUtilTimeout: 5000 });
  i18n.addResourceBundle('en', 'shipments', en, true, true);
  i18n.addResourceBundle('ar', 'shipments', ar, true, true);
}
