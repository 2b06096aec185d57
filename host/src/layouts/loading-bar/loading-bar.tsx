import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@portal/shared';
import { Box } from '@portal/shared/ui/core';
import { LOADING_POLL_MS, nextProgress, useLoading } from './loading-store';

const FINISH_MS = 250;

/** The thin bar at the top of the window while a page or a remote loads. */
export function LoadingBar() {
  const { t } = useTranslation('host');
  const loading = useLoading((state) => state.active > 0);
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const finishTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [wasLoading, setWasLoading] = useState(false);

  // Loading starts: show the bar and take a first step. Finished: run to the end. (Set while
  // rendering, as React advises for state that follows a changed value, not in the effect.)
  if (loading !== wasLoading) {
    setWasLoading(loading);
    if (loading) {
      setVisible(true);
      setProgress((current) => (current >= 100 ? nextProgress(0) : nextProgress(current)));
    } else setProgress((current) => (current > 0 ? 100 : 0));
  }

  useEffect(() => {
    if (loading) {
      clearTimeout(finishTimer.current);
      const poll = setInterval(() => setProgress(nextProgress), LOADING_POLL_MS);
      return () => clearInterval(poll);
    }
    // Finished: fade out and reset.
    finishTimer.current = setTimeout(() => {
      setVisible(false);
      setProgress(0);
    }, FINISH_MS);
    return () => clearTimeout(finishTimer.current);
  }, [loading]);

  return (
    <Box
      role="progressbar"
      aria-label={t('loading.bar')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={!visible}
      position="fixed"
      top="0"
      insetInlineStart="0"
      height="3px"
      bg="colorPalette.solid"
      colorPalette="green"
      zIndex="toast"
      transition={`width ${LOADING_POLL_MS / 2}ms ease-out, opacity ${FINISH_MS}ms linear`}
      pointerEvents="none"
      // What changes at every step is an inline style: as style props each width was a new CSS rule.
      style={{ width: `${progress}%`, opacity: visible ? 1 : 0 }}
    />
  );
}

/** Mount while something loads (a Suspense fallback, a pending remote): the bar runs meanwhile. */
export function PendingIndicator() {
  const begin = useLoading((state) => state.begin);
  useEffect(() => begin(), [begin]);
  return null;
}
