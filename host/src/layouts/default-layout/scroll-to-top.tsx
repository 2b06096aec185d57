import { useEffect, useState } from 'react';
import { useTranslation } from '@portal/shared';
import { IconButton, PortalIcon } from '@portal/shared/ui/core';

/** A reader who asks for less motion is taken to the top at once, not glided there. */
const prefersLessMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The button appears once the page has scrolled more than 200 px. */
export const SCROLL_TO_TOP_THRESHOLD = 200;

export function ScrollToTop() {
  const { t } = useTranslation('host');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    // Not read at mount: reading the scroll position forces a layout of the unpainted first page. A page
    // opened scrolled (restored by the browser) fires a scroll event when the position is restored.
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      position="fixed"
      bottom="6"
      insetEnd="6"
      zIndex="sticky"
      rounded="full"
      size="md"
      shadow="lg"
      aria-label={t('layout.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersLessMotion() ? 'auto' : 'smooth' })}
    >
      <PortalIcon name="arrowUp" />
    </IconButton>
  );
}
