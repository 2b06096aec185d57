import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences/preferences-store';
import {
  addPageTranslations,
  addTranslations,
  changeLanguage,
  loadPageTranslations,
  pageTranslationsReady,
} from './add-translations';
import { i18n } from './i18n';
import { commonAr } from './locales/common-ar';
import { commonEn } from './locales/common-en';
import { localizedName } from './localized-name';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('common strings', () => {
  it('exist in Arabic for every English key, and are really translated', () => {
    expect(keysOf(commonAr).sort()).toEqual(keysOf(commonEn).sort());
    const untranslated = keysOf(commonEn).filter(
      (key) => i18n.t(`common:${key}`, { lng: 'ar' }) === i18n.t(`common:${key}`, { lng: 'en' }),
    );
    // Language names are written in their own language in both menus.
    expect(untranslated).toEqual(['preferences.languages.en', 'preferences.languages.ar']);
  });

  it('carry the validation messages of the domain in both languages', () => {
    expect(i18n.t('validation:required')).toBe('This field is required');
    expect(i18n.t('common:validation.passwordMismatch', { lng: 'ar' })).toBe('تأكيد كلمة المرور غير مطابق');
    expect(i18n.t('common:errors.generic')).toBe('Something went wrong! Please try again later');
  });
});

describe('language switch', () => {
  it('turns the document right-to-left for Arabic and remembers the choice in a cookie', async () => {
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await act(() => changeLanguage('ar'));

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.cookie).toContain('courier-portal-locale=ar');
    expect(usePreferences.getState().locale).toBe('ar');

    await act(() => usePreferences.getState().setLocale('en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.cookie).toContain('courier-portal-locale=en');
  });

  it('re-renders components in the new language', async () => {
    function Greeting() {
      const { t } = useTranslation();
      return <button type="button">{t('actions.save')}</button>;
    }
    render(<Greeting />);
    expect(screen.getByRole('button')).toHaveTextContent('Save');
    await act(() => changeLanguage('ar'));
    expect(screen.getByRole('button')).toHaveTextContent('حفظ');
  });
});

describe('addTranslations', () => {
  it('loads the current language now and another language only when the user switches to it', async () => {
    const en = jest.fn(async () => ({ default: { title: 'Shipments' } }));
    const ar = jest.fn(async () => ({ title: 'الشحنات' }));

    await addTranslations('shipments-test', { en, ar });
    expect(en).toHaveBeenCalledTimes(1);
    expect(ar).not.toHaveBeenCalled();
    expect(i18n.t('shipments-test:title')).toBe('Shipments');

    await act(() => changeLanguage('ar'));
    expect(ar).toHaveBeenCalledTimes(1);
    expect(i18n.t('shipments-test:title')).toBe('الشحنات');

    await act(() => changeLanguage('en'));
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('also loads the English fallback when a remote registers while the portal is in Arabic', async () => {
    await act(() => changeLanguage('ar'));
    await addTranslations('reports-test', {
      en: async () => ({ title: 'Reports', onlyEnglish: 'Export' }),
      ar: async () => ({ title: 'التقارير' }),
    });
    expect(i18n.t('reports-test:title')).toBe('التقارير');
    expect(i18n.t('reports-test:onlyEnglish')).toBe('Export');
  });

  it('loads a namespace that holds only a few strings put there by hand (a nav title remembered for a remote that was down)', async () => {
    i18n.addResource('en', 'retried-test', 'nav.title', 'Addresses');
    const en = jest.fn(async () => ({ nav: { title: 'Addresses' }, pages: { title: 'Address book' } }));
    await addTranslations('retried-test', { en, ar: async () => ({}) });
    expect(en).toHaveBeenCalled();
    expect(i18n.t('retried-test:pages.title')).toBe('Address book');
  });
});

describe('page translations', () => {
  it('load only when asked for, and follow a language change once they have been', async () => {
    const en = jest.fn(async () => ({ pages: { list: { empty: 'Nothing yet' } } }));
    const ar = jest.fn(async () => ({ pages: { list: { empty: 'لا شيء بعد' } } }));
    await act(() =>
      addTranslations('probe-pages', {
        en: async () => ({ nav: { list: 'List' } }),
        ar: async () => ({ nav: { list: 'القائمة' } }),
      }),
    );
    addPageTranslations('probe-pages', { en, ar });
    expect(pageTranslationsReady('probe-pages', 'en')).toBe(false);
    expect(en).not.toHaveBeenCalled();

    await loadPageTranslations('probe-pages');
    expect(pageTranslationsReady('probe-pages', 'en')).toBe(true);
    expect(i18n.t('probe-pages:pages.list.empty')).toBe('Nothing yet');
    expect(i18n.t('probe-pages:nav.list')).toBe('List'); // merged with the registration's strings

    await act(() => changeLanguage('ar'));
    expect(i18n.t('probe-pages:pages.list.empty')).toBe('لا شيء بعد');
    expect(pageTranslationsReady('probe-pages', 'ar')).toBe(true);
  });
});

describe('the portal’s own Arabic strings', () => {
  it('are not part of the first download: they load when Arabic is first chosen', async () => {
    await jest.isolateModulesAsync(async () => {
      const { i18n: fresh } = await import('./i18n');
      const { changeLanguage: change } = await import('./add-translations');
      expect(fresh.hasResourceBundle('en', 'common')).toBe(true);
      expect(fresh.hasResourceBundle('ar', 'common')).toBe(false);
      await change('ar');
      expect(fresh.t('common:errors.generic')).toBe('حدث خطأ ما! يرجى المحاولة مرة أخرى لاحقًا');
    });
  });
});

describe('localizedName', () => {
  const amman = { name: 'Amman', nameAr: 'عمّان' };
  it('picks the Arabic name in Arabic and falls back to the English one', () => {
    expect(localizedName(amman, 'ar')).toBe('عمّان');
    expect(localizedName(amman, 'en')).toBe('Amman');
    expect(localizedName({ name: 'Zarqa', nameAr: '' }, 'ar')).toBe('Zarqa');
    expect(localizedName(null, 'ar')).toBe('');
  });
  it('uses the current language by default', async () => {
    await act(() => changeLanguage('ar'));
    expect(localizedName(amman)).toBe('عمّان');
  });
});
