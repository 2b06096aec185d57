import { useSyncExternalStore, type ReactNode } from 'react';
import type { Action, Subject } from '@portal/shared/domain';
import { useSession } from '../session/session-store';
import { abilitiesLoaded, buildAbility, subscribeAbilities, type PortalAbility } from './ability';

/** The signed-in user's ability (empty while signed out). */
export function useAbility(): PortalAbility {
  const role = useSession((state) => state.user?.role);
  useSyncExternalStore(subscribeAbilities, abilitiesLoaded, abilitiesLoaded); // re-render once CASL is in
  return buildAbility(role);
}

export function useCan(subject: Subject, action: Action = 'read'): boolean {
  return useAbility().can(action, subject);
}

export interface CanProps {
  subject: Subject;
  action?: Action;
  /** Shown instead when the user lacks the ability. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only for a user who may act on `subject`. */
export function Can({ subject, action = 'read', fallback = null, children }: CanProps) {
  return <>{useCan(subject, action) ? children : fallback}</>;
}
