import { act } from '@testing-library/react';

type PreferencesModule = typeof import('./preferences-store');

/** A fresh copy of the store, as on a new page load with the given cookies and OS colour scheme. */
function loadPreferences(cookies: Record<string, string> = {}, systemDark = false) {
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; Path=/`;
  const listeners: ((event: { matches: boolean }) => void)[] = [];
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && systemDark,
    media: query,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
    removeEventListener: jest.fn(),
  }));
  let loaded!: PreferencesModule;
  jest.isolateModules(() => {
    loaded = jest.requireActual<PreferencesModule>('./preferences-store');
  });
  return { ...loaded, setSystemDark: (dark: boolean) => listeners.forEach((listener) => listener({ matches: dark })) };
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(clearCookies);

describe('usePreferences', () => {
  it('starts with the spec defaults: system theme, default skin, vertical nav, boxed content, English', () => {
    const { usePreferences } = loadPreferences();
    expect(usePreferences.getState()).toMatchObject({
      theme: 'system',
      skin: 'default',
      nav: 'vertical',
      content: 'boxed',
      locale: 'en',
    });
  });

  it('restores choices from the prefixed cookies and ignores values it does not know', () => {
    const { usePreferences } = loadPreferences({
      'courier-portal-theme': 'dark',
      'courier-portal-skin': 'bordered',
      'courier-portal-nav': 'horizontal',
      'courier-portal-content': 'fluid',
      'courier-portal-locale': 'ar',
    });
    expect(usePreferences.getState()).toMatchObject({
      theme: 'dark',
      skin: 'bordered',
      nav: 'horizontal',
      content: 'boxed',
      locale: 'ar',
    });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('writes each choice to a cookie named with the app title, kept for 30 days', () => {
    const { usePreferences } = loadPreferences();
    const cookieWrites = jest.spyOn(document, 'cookie', 'set');
    act(() => {
      usePreferences.getState().setTheme('dark');
      usePreferences.getState().setSkin('bordered');
      usePreferences.getState().setNav('horizontal');
      usePreferences.getState().setContent('wide');
    });
    expect(cookieWrites.mock.calls.map(([value]) => value)).toEqual([
      'courier-portal-theme=dark; Max-Age=2592000; Path=/; SameSite=Lax',
      'courier-portal-skin=bordered; Max-Age=2592000; Path=/; SameSite=Lax',
      'courier-portal-nav=horizontal; Max-Age=2592000; Path=/; SameSite=Lax',
      'courier-portal-content=wide; Max-Age=2592000; Path=/; SameSite=Lax',
    ]);
    cookieWrites.mockRestore();
  });

  it('puts the colour mode class and the skin on <html> for Chakra', () => {
    const { usePreferences } = loadPreferences({ 'courier-portal-theme': 'light' }, true);
    const html = document.documentElement;
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');

    act(() => usePreferences.getState().setTheme('dark'));
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');

    act(() => usePreferences.getState().setSkin('bordered'));
    expect(html).toHaveAttribute('data-skin', 'bordered');
  });

  it("follows the operating system while the theme is 'system'", () => {
    const { usePreferences, resolveColorMode, setSystemDark } = loadPreferences({}, true);
    expect(resolveColorMode(usePreferences.getState())).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    act(() => setSystemDark(false));
    expect(resolveColorMode(usePreferences.getState())).toBe('light');
    expect(document.documentElement).toHaveClass('light');
  });
});
