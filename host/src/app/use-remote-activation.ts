import { useEffect } from 'react';
import { useSession } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { useFederation } from '../federation/federation-store';
import { ensureRegistrations, loadNavFiles } from '../federation/load-remotes';
import { isPublicRemotePath, remoteForPath } from '../federation/remotes-config';

/**
 * Decides what to download: once a session exists (or is being restored) every remote's nav file,
 * which the nav is drawn from, and the code of the remote owning the page shown, none other; for an
 * anonymous visitor only the owner of a public page being visited (/track/…). Other remote paths
 * send an anonymous visitor to the login page anyway.
 */
export function useRemoteActivation(): void {
  const config = useFederation((state) => state.config);
  const status = useSession((state) => state.status);
  const { pathname } = useLocation();
  const signedIn = status !== 'anonymous';
  useEffect(() => {
    if (config && signedIn) void loadNavFiles();
  }, [config, signedIn]);
  useEffect(() => {
    if (!config) return;
    const owner = remoteForPath(config, pathname);
    if (owner && (signedIn || isPublicRemotePath(config, pathname))) void ensureRegistrations([owner.name]);
  }, [config, signedIn, pathname]);
}
