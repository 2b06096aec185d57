import { i18n } from '@portal/shared';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';

/** The remote's texts in both languages, as the host loads them from the registration (tests only). */
export function loadAdminTranslations(): void {
  i18n.addResourceBundle('en', 'admin', en, true, true);
  i18n.addResourceBundle('ar', 'admin', ar, true, true);
}
