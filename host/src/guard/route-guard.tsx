import type { ReactNode } from 'react';
import { useAbility, useSession, useTranslation, type RouteAccess } from '@portal/shared';
import { Navigate, useLocation } from '@portal/shared/router';
import { ErrorState } from '@portal/shared/ui/core';
import type { Subject } from '@portal/shared/domain';
import { restoreSession, useSessionBoot } from '../app/session-boot';
import { useAuthFlow } from '../features/auth/auth-flow-store';
import { PendingIndicator } from '../layouts/loading-bar/loading-bar';
import { decideAccess } from './access';
import { useIsLeavingPage } from './leaving-page';

export interface RouteGuardProps {
  access: RouteAccess;
  subject?: Subject;
  children: ReactNode;
}

/** Renders its page only for a visitor the guard lets in; otherwise redirects (see decideAccess). */
export function RouteGuard({ access, subject, children }: RouteGuardProps) {
  const location = useLocation();
  const status = useSession((state) => state.status);
  const role = useSession((state) => state.user?.role);
  const ability = useAbility();
  const signingIn = useAuthFlow((state) => state.signingIn);
  const isLeaving = useIsLeavingPage();
  const decision = decideAccess(
    { access, subject },
    { status, role, signingIn, can: (s) => ability.can('read', s) },
    location,
  );
  if (decision.type === 'wait') return <SessionPending />;
  // A page on its way out keeps its place until the next one shows: redirecting it would override the navigation.
  if (decision.type === 'redirect' && isLeaving(location.pathname)) return <>{children}</>;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

/** While the stored session is checked: the loading bar, or a retry when the API cannot be reached. */
function SessionPending() {
  const { t } = useTranslation('host');
  const unreachable = useSessionBoot((state) => state.unreachable);
  if (unreachable)
    return (
      <ErrorState title={t('misc.sessionError.title')} message={t('misc.sessionError.body')} onRetry={restoreSession} />
    );
  return <PendingIndicator />;
}
