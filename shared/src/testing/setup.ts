// What jsdom lacks and the portal's libraries need (react-router: TextEncoder; Chakra/Ark:
// ResizeObserver, IntersectionObserver, matchMedia, scrolling). Apps list this module as a jest
// setup file: `setupFilesAfterEnv: ['@portal/shared/testing/setup']`.
import '@testing-library/jest-dom';

type Encoding = { TextEncoder: typeof globalThis.TextEncoder; TextDecoder: typeof globalThis.TextDecoder };

if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = jest.requireActual<Encoding>('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const globals = globalThis as Record<string, unknown>;
  globals.ResizeObserver ??= NoopObserver;
  globals.IntersectionObserver ??= NoopObserver;

  window.scrollTo = () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
