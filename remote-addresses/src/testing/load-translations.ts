import { i18n } from '@portal/shared';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

/** The remote's texts in both languages, as the host would load them from the registration. */
export function loadAddressTranslations(): void {
  i18n.addResourceBundle('en', 'addresses', en, true, true);
  i18n.addResourceBundle('ar', 'addresses', ar, true, true);
}
