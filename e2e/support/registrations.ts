// The remotes' registrations (each remote's src/register.tsx, the module it exposes as ./register),
// read in Node, so the browser tests expect what the remotes declare instead of a copy of it.
import path from 'node:path';
import type { Subject } from '@portal/shared/domain';
import { readPortalApps } from '../../tooling/webpack-config/lib/portal-apps';

const repoRoot = path.resolve(__dirname, '..', '..');

/** What these tests read of a registration (RemoteRegistration in @portal/shared). */
export interface RemoteRegistration {
  name: string;
  routes: { path: string; subject?: Subject; access: 'authenticated' | 'public' | 'unauthenticated-only' }[];
  nav: { key: string; path: string; subject: Subject }[];
}

/** Every remote's registration, in the order of portal.apps.json. */
export function remoteRegistrations(): RemoteRegistration[] {
  return readPortalApps().remotes.map((remote) => {
    // Through jest's loader (TypeScript compiled), synchronously so test titles can use the result.
    const module = jest.requireActual<{ default: RemoteRegistration }>(path.join(repoRoot, remote.dir, 'src/register'));
    return module.default;
  });
}

/** The nav items every remote declares: each one's path and the permission subject it needs. */
export function remoteNavItems(): RemoteRegistration['nav'] {
  return remoteRegistrations().flatMap((registration) => registration.nav);
}
