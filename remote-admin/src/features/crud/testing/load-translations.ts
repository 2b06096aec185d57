import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import pagesAr from '../../../locales/pages.ar.json';
import pagesEn from '../../../locales/pages.en.json';
import { addRemoteTranslations } from '@portal/shared/testing';

/** The remote's texts in both languages, as the host loads them from the registration (tests only). */
export function loadAdminTranslations(): void {
  addRemoteTranslations('admin', { en: [en, pagesEn], ar: [ar, pagesAr] });
}
