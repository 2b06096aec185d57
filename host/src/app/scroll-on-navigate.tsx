import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';

/** A new page starts at its top (BrowserRouter does not restore or reset scrolling by itself). */
export function ScrollOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
