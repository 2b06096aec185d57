// What jsdom lacks and the portal's libraries need (react-router: TextEncoder; Chakra/Ark:
// ResizeObserver, IntersectionObserver, matchMedia, scrolling). Apps list this module as a jest
// setup file: `setupFilesAfterEnv: ['@portal/shared/testing/setup']`.
import '@testing-library/jest-dom';
import { loadAbilities } from '../ability/ability';
import { loadLanguage } from '../i18n/add-translations';

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

  // Zag (Chakra's state machines) builds PointerEvents on press; jsdom has none.
  if (typeof window.PointerEvent !== 'function') {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    globals.PointerEvent = PointerEventPolyfill;
  }

  // jsdom lays nothing out, so every element has no boxes and Zag's focus trap thinks buttons are
  // invisible (dialogs then focus their content, not the element asked for). Give rendered
  // elements one box, as a browser would.
  const noRects = Element.prototype.getClientRects;
  Element.prototype.getClientRects = function getClientRects(this: Element) {
    if (!this.isConnected || this.closest('[hidden]') || window.getComputedStyle(this).display === 'none')
      return noRects.call(this);
    const rect = { x: 0, y: 0, top: 0, left: 0, right: 1, bottom: 1, width: 1, height: 1, toJSON: () => ({}) };
    return Object.assign([rect], { item: (index: number) => (index === 0 ? rect : null) }) as unknown as DOMRectList;
  };

  // jsdom's Blob and File cannot be read as text (an upload's file, a saved CSV).
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };

  window.scrollTo = () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

// In the portal CASL loads with the first signed-in session (the session store waits for it), and
// Arabic strings when Arabic is first chosen; tests sign in and switch language by setting state,
// so both are loaded before each file's tests.
beforeAll(() => Promise.all([loadAbilities(), loadLanguage('ar')]));
