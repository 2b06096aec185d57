import { useLayoutEffect, type RefObject } from 'react';

/** Read by @portal/shared's toasts (their top offset): the height of what is above the page. */
export const CHROME_HEIGHT_PROPERTY = '--portal-chrome-height';

/**
 * Keeps `--portal-chrome-height` on `<html>` at the distance from the top of the layout's column
 * to its main area: the navbar, plus the horizontal nav (which may wrap to two lines) where that
 * layout is chosen, so toasts start below both in either layout.
 */
export function useChromeHeight(column: RefObject<HTMLElement | null>, main: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      if (!column.current || !main.current) return;
      const height = main.current.getBoundingClientRect().top - column.current.getBoundingClientRect().top;
      root.style.setProperty(CHROME_HEIGHT_PROPERTY, `${Math.max(0, Math.round(height))}px`);
    };
    // The observer's first callback measures once layout is done: measuring here, at mount, would
    // force a layout of the whole first page before it is painted (about 190 ms on a phone).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (!observer) measure();
    // The horizontal nav loads on first use and wraps with the window's width: measured again then.
    for (const element of column.current?.children ?? []) if (element !== main.current) observer?.observe(element);
    const mutations = new MutationObserver(() => {
      observer?.disconnect();
      for (const element of column.current?.children ?? []) if (element !== main.current) observer?.observe(element);
      measure();
    });
    if (column.current) mutations.observe(column.current, { childList: true });
    return () => {
      observer?.disconnect();
      mutations.disconnect();
      root.style.removeProperty(CHROME_HEIGHT_PROPERTY);
    };
  }, [column, main]);
}
