import { useEffect } from 'react';
import { useSession } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { useFederation } from '../federation/federation-store';
import { ensureRegistrations, loadNavFiles } from '../federation/load-remotes';
import { afterPageSettled } from '../federation/page-settled';
import { remoteToLoad } from '../federation/remotes-config';
import { isWideScreen } from '../lib/wide-screen';

/**
 * Decides what to download: once a session exists (or is being restored) every remote's nav file,
 * which the nav is drawn from (on a screen narrower than 1280 px, where the nav is a closed drawer,
 * once the first page has settled), and the code of the remote owning the page shown, none other; for an
 * anonymous visitor only the owner of a public page being visited (/track/…). Other remote paths
 * send an anonymous visitor to the login page anyway.
 */
export function useRemoteActivation(): void {
  const config = useFederation((state) => state.config);
  const status = useSession((state) => state.status);
  const { pathname } = useLocation();
  const signedIn = status !== 'anonymous';
  useEffect(() => {
    if (!config || !signedIn) return;
    if (isWideScreen()) {
      void loadNavFiles();
      return;
    }
    // On a phone the nav is a closed drawer: the other nav files wait until the page has settled
    // (or the drawer opens, layouts/default-layout/nav-overlay.tsx), off the first page's path.
    return afterPageSettled(() => void loadNavFiles());
  }, [config, signedIn]);
  useEffect(() => {
    if (!config) return;
    const owner = remoteToLoad(config, pathname, signedIn);
    if (owner) void ensureRegistrations([owner.name]);
  }, [config, signedIn, pathname]);
}
