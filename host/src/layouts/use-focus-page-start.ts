import { useEffect, type RefObject } from 'react';
import { useLocation } from '@portal/shared/router';

/**
 * When a new screen replaces the one the focus was on (signing in or out, a redirect), the focused element is
 * gone and the browser would start the next Tab from where it was. The layout's root (tabIndex -1) takes the
 * focus instead, so the first Tab lands on "Skip to content". A page that placed the focus itself keeps it.
 * Not on the document's first screen: nothing had the focus, so Tab already starts at the top, and focusing
 * would force a layout of the page before its first paint (about 150 ms on a phone).
 */
let firstScreen = true;

export function useFocusPageStart(root: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) root.current?.focus({ preventScroll: true });
  }, [pathname, root]);
}
