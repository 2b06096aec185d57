import { useEffect } from 'react';
import { useSession } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { useFederation } from '../federation/federation-store';
import { ensureRegistrations } from '../federation/load-remotes';
import { isPublicRemotePath, remoteForPath } from '../federation/remotes-config';

/**
 * Decides which remotes to download: all of them once a session exists (or is being restored), since
 * the nav lists their items; for an anonymous visitor only the owner of a public page being visited
 * (/track/…). Other remote paths send an anonymous visitor to the login page anyway.
 */
export function useRemoteActivation(): void {
  const config = useFederation((state) => state.config);
  const status = useSession((state) => state.status);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!config) return;
    if (status !== 'anonymous') {
      void ensureRegistrations(config.remotes.map((remote) => remote.name));
      return;
    }
    const owner = remoteForPath(config, pathname);
    if (owner && isPublicRemotePath(config, pathname)) void ensureRegistrations([owner.name]);
  }, [config, status, pathname]);
}
