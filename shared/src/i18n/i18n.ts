import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationMessages } from '@portal/shared/domain';
import { preferenceCookieName, readCookie } from '../preferences/cookies';
import { commonEn } from './locales/common-en';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The one i18next instance of the portal: host and remotes add namespaces to it, never create their own. */
export const i18n = i18next.createInstance();

const cookieLanguage = readCookie(preferenceCookieName('locale'));

void i18n.use(initReactI18next).init({
  lng: isLanguage(cookieLanguage) ? cookieLanguage : DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common', 'validation'],
  defaultNS: 'common',
  resources: {
    en: { common: commonEn, validation: validationMessages.en },
    // Arabic `common` loads when Arabic is first used (add-translations.ts): English is the default.
    ar: { validation: validationMessages.ar },
  },
  // Remotes add their bundles later with addTranslations; without this i18next treats them as missing for good.
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // No re-render of every translated component when a bundle is added (bindI18nStore): strings are in
  // before what uses them renders (a remote's before its routes, page strings before the page, a
  // language's bundles before the switch), so adding one re-renders only what waited for it.
  react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

applyDocumentLanguage(currentLanguage());
i18n.on('languageChanged', applyDocumentLanguage);
