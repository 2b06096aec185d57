import { PORTAL_BREAKPOINTS } from '@portal/shared/ui/core';
import { isWideScreen, WIDE_SCREEN_FROM } from './wide-screen';

describe('wide screen', () => {
  it('starts where the theme’s lg breakpoint does, where the layout’s CSS shows the vertical nav', () => {
    expect(WIDE_SCREEN_FROM).toBe(PORTAL_BREAKPOINTS.lg);
  });

  it('is wide from 1280 px up, and wide where the browser cannot say', () => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query === '(min-width: 1280px)', media: query }) as MediaQueryList);
    expect(isWideScreen()).toBe(true);
    matchMedia.mockImplementation((query) => ({ matches: false, media: query }) as MediaQueryList);
    expect(isWideScreen()).toBe(false);
    matchMedia.mockRestore();
    const saved = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
    expect(isWideScreen()).toBe(true);
    Object.defineProperty(window, 'matchMedia', { value: saved, configurable: true, writable: true });
  });
});
