import { create } from 'zustand';
import { changeLanguage } from '../i18n/add-translations';
import { currentLanguage, i18n, isLanguage, type Language } from '../i18n/i18n';
import { preferenceCookieName, readCookie, writeCookie } from './cookies';

export type ThemePreference = 'light' | 'dark' | 'system';
export type SkinPreference = 'default' | 'bordered';
export type NavPreference = 'vertical' | 'horizontal';
export type ContentPreference = 'boxed' | 'wide';
export type ColorMode = 'light' | 'dark';

export const PREFERENCE_CHOICES = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  nav: ['vertical', 'horizontal'],
  content: ['boxed', 'wide'],
  locale: ['en', 'ar'],
} as const;

export interface Preferences {
  theme: ThemePreference;
  skin: SkinPreference;
  nav: NavPreference;
  content: ContentPreference;
  locale: Language;
}

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  skin: 'default',
  nav: 'vertical',
  content: 'boxed',
  locale: 'en',
};

export interface PreferencesState extends Preferences {
  /** What 'system' resolves to right now. */
  systemColorMode: ColorMode;
  setTheme(theme: ThemePreference): void;
  setSkin(skin: SkinPreference): void;
  setNav(nav: NavPreference): void;
  setContent(content: ContentPreference): void;
  setLocale(locale: Language): Promise<void>;
}

function readChoice<K extends keyof Preferences>(key: K): Preferences[K] {
  const stored = readCookie(preferenceCookieName(key));
  const choices = PREFERENCE_CHOICES[key] as readonly string[];
  return (stored !== undefined && choices.includes(stored) ? stored : DEFAULT_PREFERENCES[key]) as Preferences[K];
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemDarkQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : undefined;
}

export const usePreferences = create<PreferencesState>()((set, get) => {
  const persist = <K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    writeCookie(preferenceCookieName(key), value);
    set({ [key]: value } as Pick<Preferences, K>);
  };
  return {
    theme: readChoice('theme'),
    skin: readChoice('skin'),
    nav: readChoice('nav'),
    content: readChoice('content'),
    locale: currentLanguage(),
    systemColorMode: systemDarkQuery()?.matches ? 'dark' : 'light',
    setTheme: (theme) => persist('theme', theme),
    setSkin: (skin) => persist('skin', skin),
    setNav: (nav) => persist('nav', nav),
    setContent: (content) => persist('content', content),
    setLocale: async (locale) => {
      if (get().locale === locale && i18n.language === locale) return;
      await changeLanguage(locale);
    },
  };
});

/** light or dark, with 'system' resolved through prefers-color-scheme. */
export function resolveColorMode(state: Pick<PreferencesState, 'theme' | 'systemColorMode'>): ColorMode {
  return state.theme === 'system' ? state.systemColorMode : state.theme;
}

export function useColorMode(): ColorMode {
  return usePreferences(resolveColorMode);
}

// Keep the store, the cookie and <html> in step with the language however it was changed.
i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  writeCookie(preferenceCookieName('locale'), language);
  usePreferences.setState({ locale: language });
});

systemDarkQuery()?.addEventListener?.('change', (event) => {
  usePreferences.setState({ systemColorMode: event.matches ? 'dark' : 'light' });
});

/**
 * Chakra v3 reads the colour mode from a `dark`/`light` class on <html>; the skin goes to
 * data-skin so the bordered skin's styles can key on it. Applied at import so the first paint is right.
 */
function applyToDocument(state: PreferencesState): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const mode = resolveColorMode(state);
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  root.dataset.skin = state.skin;
}

applyToDocument(usePreferences.getState());
usePreferences.subscribe(applyToDocument);
