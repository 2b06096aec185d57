import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded part of the layout the first time it is wanted (a drawer opened, the
 * horizontal nav chosen) and keeps it mounted after, so its closing animation and state survive.
 * Until then its code (dialogs, menus: the heavier @portal/shared/ui entries) is not downloaded.
 */
export function DeferredPart({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
