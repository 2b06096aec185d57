import { lazy, Suspense, useState } from 'react';
import { FallbackBoundary, notifyApiError } from '@portal/shared';
import { UserMenuButton } from './user-menu-button';

const loadDropdown = () => import('./user-menu-dropdown');
// Fetched ahead on hover or focus; a failure here is retried by the click.
const prefetchDropdown = () => void loadDropdown().catch(() => undefined);
const lazyDropdown = () => lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })));

/**
 * The signed-in user's menu. Menus bring floating-ui and a state machine (≈ 23 KB gzip) that the
 * first screen does not need: the button is plain until first used (its code is fetched on hover or
 * focus), then the real menu takes its place, already open. If that code cannot be fetched, the
 * plain button stays, a toast says so, and the next click tries again.
 */
export function UserMenu() {
  const [attempt, setAttempt] = useState(0);
  const [requested, setRequested] = useState(false);
  // React.lazy keeps a failed import for good: each attempt gets its own.
  const [UserMenuDropdown, setUserMenuDropdown] = useState(lazyDropdown);
  const button = (
    <UserMenuButton onClick={() => setRequested(true)} onPointerEnter={prefetchDropdown} onFocus={prefetchDropdown} />
  );
  if (!requested) return button;
  return (
    <FallbackBoundary
      key={attempt}
      label="user menu"
      fallback={button}
      onError={(error) => {
        notifyApiError(error);
        setRequested(false);
        setAttempt((value) => value + 1);
        setUserMenuDropdown(lazyDropdown);
      }}
    >
      <Suspense fallback={button}>
        <UserMenuDropdown initiallyOpen />
      </Suspense>
    </FallbackBoundary>
  );
}
