import { lazy, Suspense } from 'react';
import { FallbackBoundary } from '../errors/fallback-boundary';
import { useToastsRequested } from './toast-loader';

export { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toast-settings';

const PortalToastContainer = lazy(() => import('./toast-container'));

/** Where the portal's toasts appear; the container (and react-toastify) load with the first toast. */
export function ToastHost() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <FallbackBoundary label="toast container">
      <Suspense fallback={null}>
        <PortalToastContainer />
      </Suspense>
    </FallbackBoundary>
  );
}
