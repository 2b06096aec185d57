import { lazy, Suspense, useState } from 'react';
import { UserMenuButton } from './user-menu-button';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })));

/**
 * The signed-in user's menu. Menus bring floating-ui and a state machine (≈ 23 KB gzip) that the
 * first screen does not need: the button is plain until first used (its code is fetched on hover or
 * focus), then the real menu takes its place, already open.
 */
export function UserMenu() {
  const [requested, setRequested] = useState(false);
  const button = <UserMenuButton onClick={() => setRequested(true)} onPointerEnter={() => void loadDropdown()} onFocus={() => void loadDropdown()} />;
  if (!requested) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown initiallyOpen />
    </Suspense>
  );
}
