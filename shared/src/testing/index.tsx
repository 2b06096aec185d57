// @portal/shared/testing — for the apps' component tests (jest + Testing Library), never for app code.
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import {
  act,
  configure,
  fireEvent,
  render,
  waitFor,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { MemoryRouter } from '../router/memory-router';
import { fakeResponse } from '../test-support/fake-fetch';
import {
  i18n,
  useRegistry,
  useSession,
  type CurrentUser,
  type Language,
  type RemoteRegistration,
} from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { PortalProviders } from '@portal/shared/ui/core';

/** A signed-in user of the given role, as GET /auth/me returns it. */
export function testUser(role: Role = Role.IndividualUser, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'test.user@portal.local',
    username: 'Test User',
    phoneNumber: '+962790000000',
    role,
    organizationId: role === Role.OrgAdmin || role === Role.OrgUser ? '00000000-0000-4000-8000-0000000000aa' : null,
    organization:
      role === Role.OrgAdmin || role === Role.OrgUser
        ? {
            id: '00000000-0000-4000-8000-0000000000aa',
            name: 'Test Organization',
            referralCode: 'TESTORG1',
            approvalStatus: 1,
          }
        : null,
    locale: 'en',
    createdAt: '2026-01-01T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the test starts on (path and query). Default '/'. */
  route?: string;
  /** A route pattern, so the component can read its params: `{ route: '/shipments/7', path: '/shipments/:id' }`. */
  path?: string;
  /** Signs in a user of this role; omit (and `user`) for an anonymous visitor. */
  role?: Role;
  /** The signed-in user itself, when the test cares about more than the role. */
  user?: CurrentUser;
  language?: Language;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** user-event, set up for this render. */
  user: ReturnType<typeof userEvent.setup>;
  /** Where the in-memory router is now (pathname + search). */
  location: () => string;
}

let currentLocation = '/';

function LocationProbe() {
  const location = useLocation();
  useLayoutEffect(() => {
    currentLocation = location.pathname + location.search;
  });
  return null;
}

/**
 * Renders `ui` the way the portal runs it: PortalProviders (Chakra system, i18n, toasts), an
 * in-memory router at `route`, and a session for `role`.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { route = '/', path, role, user, language = 'en', ...renderOptions } = options;
  const signedIn = user ?? (role === undefined ? undefined : testUser(role));
  act(() => {
    useSession.setState(
      signedIn
        ? {
            status: 'authenticated',
            user: signedIn,
            accessToken: 'test-access-token',
            refreshToken: 'test-refresh-token',
          }
        : { status: 'anonymous', user: null, accessToken: null, refreshToken: null },
    );
    if (i18n.language !== language) void i18n.changeLanguage(language);
  });
  // The router lives outside the tree a rerender replaces, so navigation survives a rerender.
  const initialEntries = [route];
  const tree = (element: ReactNode) => {
    const content: ReactNode = path ? (
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
    ) : (
      element
    );
    return (
      <PortalProviders>
        <MemoryRouter initialEntries={initialEntries}>
          <LocationProbe />
          {content}
        </MemoryRouter>
      </PortalProviders>
    );
  };
  const result = render(tree(ui), renderOptions);
  return {
    ...result,
    rerender: (next: ReactNode) => result.rerender(tree(next)),
    // No pause between keystrokes: Chakra re-renders on each one, and tests should stay fast.
    user: userEvent.setup({ delay: null }),
    location: () => currentLocation,
  };
}

/**
 * Lets the toasts being dismissed leave: jsdom plays no CSS animation, so this ends their exit
 * animation as a browser would (after a dismissal; waits for one to start leaving).
 */
export async function finishLeavingToasts(): Promise<void> {
  const leaving = '.Toastify__toast[data-in="false"]';
  await waitFor(() => {
    if (!document.querySelector(leaving)) throw new Error('No toast is leaving');
  });
  for (const toast of document.querySelectorAll(leaving)) fireEvent.animationEnd(toast);
  // Then react-toastify collapses the toast's place (300 ms) before removing it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
}

/** Back to a signed-out English portal with no remotes (call in afterEach when a test changed them). */
export function resetPortalState(): void {
  act(() => {
    useSession.setState({ status: 'anonymous', user: null, accessToken: null, refreshToken: null });
    useRegistry.getState().reset();
    if (i18n.language !== 'en') void i18n.changeLanguage('en');
  });
}

/**
 * A remote's strings in both languages, as the host loads them: its registration's `translations`
 * and `pageTranslations`, merged into its namespace. Call before the remote's component tests
 * (`beforeAll(() => loadRemoteTranslations(registration))`); it also gives findBy/waitFor 5 s, room
 * for a machine whose cores are shared.
 */
export async function loadRemoteTranslations(
  registration: Pick<RemoteRegistration, 'namespace' | 'translations' | 'pageTranslations'>,
): Promise<void> {
  configure({ asyncUtilTimeout: 5000 });
  const { namespace, translations, pageTranslations } = registration;
  for (const language of ['en', 'ar'] as const) {
    for (const load of [translations[language], pageTranslations?.[language]]) {
      if (!load) continue;
      const loaded = await load();
      const bundle = 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
}

/**
 * Answers the browser's fetch with `answer(path)` as JSON (path under /api/v1, without its query) and
 * records every URL asked, from /api/v1 on, word for word: what a page requests, e.g. to compare
 * with its nav item's `prefetch`. `restore()` puts the previous fetch back.
 */
export function answerFetch(answer: (path: string) => unknown): { asked: string[]; restore(): void } {
  const asked: string[] = [];
  const before = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input).replace(/^https?:\/\/[^/]+/, '');
    asked.push(url);
    return fakeResponse({ body: answer(url.replace(/^.*?\/api\/v1/, '').split('?')[0]) });
  }) as typeof fetch;
  return { asked, restore: () => void (globalThis.fetch = before) };
}

/** The URLs a nav file's item at `path` prefetches, from /api/v1 on, as `answerFetch` records them. */
export function navPrefetchUrls(navFile: { items: { path: string; prefetch?: string[] }[] }, path: string): string[] {
  const urls = navFile.items.find((item) => item.path === path)?.prefetch ?? [];
  if (!urls.length) throw new Error(`the nav item at ${path} prefetches nothing`);
  return urls.map((url) => `/api/v1${url}`);
}
