import { whenApiQuiet } from './api-activity';

// What the signed-in layout waits for before the work that is not its first page's: idle prefetch
// and the nav's badge counts (layouts/default-layout/after-first-page.tsx).

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The next idle period (a timer where the browser has no requestIdleCallback); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(run, { timeout: 2000 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}

/** Time left after the page's data is in, so its rows are painted and read before anything else. */
export const SETTLE_MS = 1000;

/**
 * Calls `run` in an idle period once the page's API requests are done and SETTLE_MS have passed
 * after them (its content painted); returns a cancel.
 */
export function afterPageSettled(run: () => void): () => void {
  let cancelStep: () => void = () => undefined;
  cancelStep = whenApiQuiet(() => {
    const timer = window.setTimeout(() => {
      cancelStep = whenIdle(run);
    }, SETTLE_MS);
    cancelStep = () => window.clearTimeout(timer);
  });
  return () => cancelStep();
}
