import { Suspense, useState, type ReactNode } from 'react';
import { FallbackBoundary } from '@portal/shared';

/**
 * Mounts a lazily loaded part of the layout the first time it is wanted (a drawer opened, the
 * horizontal nav chosen) and keeps it mounted after, so its closing animation and state survive.
 * Until then its code (dialogs, menus: the heavier @portal/shared/ui entries) is not downloaded.
 */
export function DeferredPart({ part, wanted, children }: { part: string; wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <FallbackBoundary label={part}>
      <Suspense fallback={null}>{children}</Suspense>
    </FallbackBoundary>
  );
}
