import { createContext, useContext, useEffect } from 'react';

/** Told when a page of the layout has been drawn (its content committed, not its fallback). */
export const PageDrawnContext = createContext<(() => void) | null>(null);

/** Rendered beside a page's content (inside its Suspense boundary): tells the layout it is drawn. */
export function PageDrawn() {
  const drawn = useContext(PageDrawnContext);
  useEffect(() => drawn?.(), [drawn]);
  return null;
}
