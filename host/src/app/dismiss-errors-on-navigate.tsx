import { useEffect } from 'react';
import { dismissErrorToasts } from '@portal/shared';
import { useLocation } from '@portal/shared/router';

/**
 * An error toast belongs to the page that raised it: a new page dismisses the ones still shown (a
 * stale "e-mail already exists" after the sign-up went through). Successes stay, since they often
 * announce the navigation itself ("Address added" on the way back to the list).
 */
export function DismissErrorsOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    dismissErrorToasts();
  }, [pathname]);
  return null;
}
