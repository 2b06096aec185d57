import { lazy, Suspense, useDeferredValue, useMemo, type ReactElement, type ReactNode } from 'react';
import { selectRoutes, useRegistry, type RemoteState } from '@portal/shared';
import { Route, Routes } from '@portal/shared/router';
import { SectionUnavailable } from '@portal/shared/ui/core';
import { useFederation } from '../federation/federation-store';
import type { RemoteConfigEntry, RemotesConfig } from '../federation/remotes-config';
import { RouteGuard } from '../guard/route-guard';
import { BlankLayout } from '../layouts/blank-layout/blank-layout';
import { PendingIndicator } from '../layouts/loading-bar/loading-bar';
import { PageDrawn } from '../layouts/page-drawn';
import { BootShellDone } from './boot-shell';
import { DocumentTitle } from './document-title';
import { hostRoutes, notFoundRoute, type HostRoute } from './host-routes';
import { PageTranslations } from './page-translations';
import { PendingPage } from './pending-page';
import { RemoteBoundary } from './remote-boundary';
import { useRemoteActivation } from './use-remote-activation';

// Signed-in chrome (nav, menus, drawers) is not needed by the login page: it loads after sign-in.
const DefaultLayout = lazy(
  () => import(/* webpackChunkName: "signed-in" */ '../layouts/default-layout/default-layout'),
);

function HostPage({ route }: { route: HostRoute }) {
  const { Component } = route;
  return (
    <RouteGuard access={route.access} subject={route.subject}>
      <DocumentTitle titleKey={route.titleKey} />
      {/* The host's own pages load lazily too: one whose code cannot be fetched gets the same page. */}
      <RemoteBoundary remote="host">
        <Suspense fallback={<PendingIndicator />}>
          <BootShellDone />
          <PageDrawn />
          <Component />
        </Suspense>
      </RemoteBoundary>
    </RouteGuard>
  );
}

/** Where a remote's routes are while it has not registered: the pending page, or its unavailable page. */
function RemoteSectionPlaceholder({ state }: { state: RemoteState | undefined }) {
  if (state && (state.status === 'failed' || state.status === 'refused')) {
    // A reload, not another load in this page: Chromium answers a script from a preload of the same
    // URL that failed while the remote was down (even once its link is removed), so a second load
    // here fails again; a fresh page asks the server (as RemoteBoundary does for a failed chunk).
    return <SectionUnavailable onRetry={() => window.location.reload()} />;
  }
  return <PendingPage />;
}

/** react-router paths for a remotes.json prefix: the prefix and everything below it ("/" only itself). */
function prefixPaths(prefix: string): string[] {
  return prefix === '/' ? ['/'] : [prefix, `${prefix}/*`];
}

function placeholderRoutes(
  remotes: RemoteConfigEntry[],
  states: Record<string, RemoteState>,
  layout: 'default' | 'blank',
): ReactNode[] {
  return remotes
    .filter((remote) => states[remote.name]?.status !== 'ready')
    .flatMap((remote) =>
      remote.routes
        .filter((prefix) => remote.publicRoutes.includes(prefix) === (layout === 'blank'))
        .flatMap(prefixPaths)
        .map((path) => (
          <Route
            key={`${remote.name}:${path}`}
            path={path}
            element={
              <RouteGuard access={layout === 'blank' ? 'public' : 'authenticated'}>
                <RemoteSectionPlaceholder state={states[remote.name]} />
              </RouteGuard>
            }
          />
        )),
    );
}

type RemotePageRoute = ReturnType<typeof selectRoutes>[number];

/** Each remote page's element, made once per registered route (its lazy component and path). */
const pageElements = new WeakMap<object, Map<string, ReactElement>>();

/**
 * A remote page behind the guard, its error boundary and its strings. The same element object every
 * time for the same route, so another remote registering (a new routes table) does not re-render the
 * page on screen: React skips a subtree whose element is unchanged.
 */
function remotePageElement(route: RemotePageRoute): ReactElement {
  const { Component } = route;
  let byPath = pageElements.get(Component);
  if (!byPath) pageElements.set(Component, (byPath = new Map()));
  const key = `${route.remote}:${route.path}`;
  const existing = byPath.get(key);
  if (existing) return existing;
  const element = (
    <RouteGuard access={route.access} subject={route.subject}>
      <DocumentTitle titleKey={route.titleKey} />
      <RemoteBoundary remote={route.remote}>
        <Suspense fallback={<PendingPage />}>
          <PageTranslations namespace={route.namespace} page={Component}>
            <BootShellDone />
            <PageDrawn />
            <Component />
          </PageTranslations>
        </Suspense>
      </RemoteBoundary>
    </RouteGuard>
  );
  byPath.set(key, element);
  return element;
}

/**
 * The portal's routes: the host's pages, every registered remote's pages (each behind the guard and
 * an error boundary), placeholders for remotes still loading or unavailable (from remotes.json, so a
 * deep link waits for its remote instead of showing not-found), and the not-found catch-all.
 */
export function AppRoutes() {
  useRemoteActivation();
  // A remote registering (its strings arrived) re-renders the routes, the layout and the page: as a
  // deferred value that render is a transition, in slices, not one long task on a phone.
  const states = useDeferredValue(useRegistry((state) => state.remotes));
  const config = useDeferredValue(useFederation((state) => state.config));
  return useMemo(() => <PortalRoutes states={states} config={config} />, [states, config]);
}

function PortalRoutes({ states, config }: { states: Record<string, RemoteState>; config: RemotesConfig | null }) {
  const remoteRoutes = useMemo(() => selectRoutes({ remotes: states }), [states]);
  const configured = config?.remotes ?? [];

  const routesIn = (layout: 'default' | 'blank') => [
    ...hostRoutes
      .filter((route) => route.layout === layout)
      .map((route) => <Route key={route.path} path={route.path} element={<HostPage route={route} />} />),
    ...remoteRoutes
      .filter((route) => route.layout === layout)
      .map((route) => (
        <Route key={`${route.remote}:${route.path}`} path={route.path} element={remotePageElement(route)} />
      )),
    ...placeholderRoutes(configured, states, layout),
  ];

  return (
    <Routes>
      <Route element={<BlankLayout />}>
        {routesIn('blank')}
        {/* Until remotes.json is read, any other path may belong to a remote: wait rather than say not-found. */}
        <Route path="*" element={config ? <HostPage route={notFoundRoute} /> : <PendingIndicator />} />
      </Route>
      <Route
        element={
          <RouteGuard access="authenticated">
            <RemoteBoundary remote="host">
              <Suspense fallback={<PendingIndicator />}>
                <DefaultLayout />
              </Suspense>
            </RemoteBoundary>
          </RouteGuard>
        }
      >
        {routesIn('default')}
      </Route>
    </Routes>
  );
}
