import { waitFor } from '@testing-library/react';
import { i18n, SHARED_VERSION, useRegistry, useSession, type RemoteRegistration } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { testUser } from '@portal/shared/testing';
import { useFederation } from './federation-store';
import {
  bootRemotes,
  configureRemotes,
  ensureRegistrations,
  loadNavFile,
  loadNavFiles,
  loadRegistration,
} from './load-remotes';
import type { FederationRuntime } from './federation-runtime-api';
import type { RemoteConfigEntry, RemotesConfig } from './remotes-config';

function registration(name: string, requiresShared = '^1.0.0'): RemoteRegistration {
  return {
    name,
    requiresShared,
    namespace: name,
    translations: { en: async () => ({ title: 'Title' }), ar: async () => ({ title: 'العنوان' }) },
    routes: [],
    nav: [],
  };
}

function navFile(name: string, requiresShared = '^1.0.0') {
  return {
    name,
    requiresShared,
    items: [
      {
        key: `${name}-home`,
        path: `/${name.slice('remote_'.length)}`,
        subject: 'shipments',
        order: 10,
        icon: 'box',
        titles: { en: `${name} in English`, ar: `${name} بالعربية` },
      },
    ],
  };
}

/** Answers each remote's nav.json with `files[name]` (a valid file by default). */
function navFiles(files: Record<string, () => unknown> = {}) {
  return jest.fn(async (remote: RemoteConfigEntry) => (files[remote.name] ?? (() => navFile(remote.name)))());
}

function fakeRuntime(modules: Record<string, () => Promise<unknown>>) {
  const runtime = {
    registerPlugins: jest.fn(),
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string) => modules[id]()),
  };
  return runtime as typeof runtime & FederationRuntime;
}

const config: RemotesConfig = {
  remotes: [
    { name: 'remote_a', entry: '/remotes/a/remoteEntry.js', routes: ['/a'], publicRoutes: [] },
    { name: 'remote_b', entry: '/remotes/b/remoteEntry.js', routes: ['/b'], publicRoutes: [] },
  ],
};

beforeEach(() => {
  useRegistry.getState().reset();
  configureRemotes(config, fakeRuntime({}));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('loading the remotes', () => {
  it('registers every remote of remotes.json and installs their registrations; one failing leaves the other working', async () => {
    const runtime = fakeRuntime({
      'remote_a/register': async () => ({ default: registration('remote_a') }),
      'remote_b/register': async () => ({ remoteUnavailable: true, remote: 'remote_b', reason: 'manifest 404' }),
    });
    configureRemotes(config, runtime);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await ensureRegistrations(['remote_a', 'remote_b'], { runtime, read: navFiles() });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_a', entry: '/remotes/a/remoteEntry.js' },
      { name: 'remote_b', entry: '/remotes/b/remoteEntry.js' },
    ]);
    expect(runtime.registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'portal-retry-plugin' }),
      expect.objectContaining({ name: 'portal-unavailable-plugin' }),
    ]);
    const remotes = useRegistry.getState().remotes;
    expect(remotes.remote_a.status).toBe('ready');
    expect(remotes.remote_b).toMatchObject({ status: 'failed', reason: 'manifest 404' });
    expect(useFederation.getState().config).toBe(config);
  });

  it('downloads a registration once however often it is asked for', async () => {
    const runtime = fakeRuntime({ 'remote_a/register': async () => ({ default: registration('remote_a') }) });
    configureRemotes(config, runtime);
    const read = navFiles();
    await Promise.all([
      ensureRegistrations(['remote_a'], { runtime, read }),
      ensureRegistrations(['remote_a'], { runtime, read }),
    ]);
    await ensureRegistrations(['remote_a'], { runtime, read });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('refuses a remote that needs a newer @portal/shared than the running one, with the reason in the console', async () => {
    const [major] = SHARED_VERSION.split('.');
    const runtime = fakeRuntime({
      'remote_a/register': async () => ({ default: registration('remote_a', `^${Number(major) + 1}.0.0`) }),
    });
    await loadRegistration('remote_a', runtime, navFiles());
    expect(useRegistry.getState().remotes.remote_a.status).toBe('refused');
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(`requires @portal/shared ^${Number(major) + 1}.0.0`),
    );
  });

  it('refuses a remote registering under another name than remotes.json gives it', async () => {
    const runtime = fakeRuntime({ 'remote_a/register': async () => ({ default: registration('remote_other') }) });
    await loadRegistration('remote_a', runtime, navFiles());
    expect(useRegistry.getState().remotes.remote_a).toMatchObject({ status: 'refused' });
  });

  it('marks a remote whose register module throws as failed, and a retry can bring it back', async () => {
    let attempts = 0;
    const runtime = fakeRuntime({
      'remote_a/register': async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('boom');
        return { default: registration('remote_a') };
      },
    });
    await loadRegistration('remote_a', runtime, navFiles());
    expect(useRegistry.getState().remotes.remote_a).toMatchObject({ status: 'failed', reason: 'boom' });
    await loadRegistration('remote_a', runtime, navFiles());
    expect(useRegistry.getState().remotes.remote_a.status).toBe('ready');
  });
});

describe('the nav files', () => {
  it('draws every remote’s nav from its nav file, titles in both languages, without loading any remote’s code', async () => {
    const runtime = fakeRuntime({});
    configureRemotes(config, runtime);
    const read = navFiles();
    await loadNavFiles(read);
    expect(read.mock.calls.map(([remote]) => remote.name)).toEqual(['remote_a', 'remote_b']);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    const state = useFederation.getState().nav.remote_a;
    expect(state.status).toBe('ready');
    const [item] = state.status === 'ready' ? state.items : [];
    expect(item).toMatchObject({ key: 'remote_a-home', path: '/a', subject: 'shipments', order: 10, icon: 'box' });
    expect(i18n.t(item.titleKey, { lng: 'en' })).toBe('remote_a in English');
    expect(i18n.t(item.titleKey, { lng: 'ar' })).toBe('remote_a بالعربية');
    expect(useRegistry.getState().remotes).toEqual({});
  });

  it('refuses a remote whose nav file needs a newer @portal/shared before fetching its code', async () => {
    const [major] = SHARED_VERSION.split('.');
    const newer = `^${Number(major) + 1}.0.0`;
    const runtime = fakeRuntime({ 'remote_a/register': async () => ({ default: registration('remote_a') }) });
    await loadRegistration('remote_a', runtime, navFiles({ remote_a: () => navFile('remote_a', newer) }));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(useRegistry.getState().remotes.remote_a.status).toBe('refused');
    expect(useFederation.getState().nav.remote_a.status).toBe('refused');
    expect(console.error).toHaveBeenCalledWith(
      `Remote 'remote_a' requires @portal/shared ${newer}, but ${SHARED_VERSION} is running`,
    );
  });

  it('shows a remote whose nav file is missing or invalid as unavailable, and reads it again on retry', async () => {
    let attempts = 0;
    const read = navFiles({
      remote_a: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('/remotes/a/nav.json answered 404');
        if (attempts === 2) return { ...navFile('remote_a'), items: [{ key: 'x', path: 'no-slash' }] };
        return navFile('remote_a');
      },
    });
    const runtime = fakeRuntime({ 'remote_a/register': async () => ({ default: registration('remote_a') }) });
    await loadNavFiles(read);
    expect(useRegistry.getState().remotes.remote_a).toMatchObject({
      status: 'failed',
      reason: '/remotes/a/nav.json answered 404',
    });
    expect(useRegistry.getState().remotes.remote_b).toBeUndefined();

    await loadRegistration('remote_a', runtime, read);
    expect(useRegistry.getState().remotes.remote_a).toMatchObject({
      status: 'failed',
      reason: "remote_a's nav.json: items[0].path must start with /",
    });
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    await loadRegistration('remote_a', runtime, read);
    expect(useRegistry.getState().remotes.remote_a.status).toBe('ready');
    expect(useFederation.getState().nav.remote_a.status).toBe('ready');
  });

  // The real runtime puts them in <link rel="preload"> (prefetch-files.test.ts); the monolith has none.
  function preloadingRuntime() {
    const preloaded: string[] = [];
    const runtime = Object.assign(fakeRuntime({ 'remote_a/register': () => new Promise(() => undefined) }), {
      preloadScripts: jest.fn((urls: readonly string[]) => preloaded.push(...urls)),
      preloadShared: jest.fn(),
    });
    return { runtime, preloaded };
  }
  const preload = {
    register: ['register.1.js'],
    strings: { en: ['strings.1.js'] },
    pageStrings: { en: ['page-strings.1.js'] },
    pages: { '/a': ['page-a.1.js'] },
    shared: { register: ['react'], pages: { '/a': ['@portal/shared/data', 'react'] } },
  };
  const preloadedForA = [
    'http://localhost/remotes/a/remoteEntry.js',
    'http://localhost/remotes/a/register.1.js',
    'http://localhost/remotes/a/strings.1.js',
    'http://localhost/remotes/a/page-strings.1.js',
    'http://localhost/remotes/a/page-a.1.js',
  ];

  it('downloads the entry beside the nav file, and the register module, strings, page and the host’s shared modules they use once it passes, running none', async () => {
    window.history.pushState({}, '', '/a');
    let answer: (json: unknown) => void = () => undefined;
    const read = jest.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
    const { runtime, preloaded } = preloadingRuntime();
    void loadRegistration('remote_a', runtime, read);
    expect(preloaded).toEqual(['http://localhost/remotes/a/remoteEntry.js']);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    answer({ ...navFile('remote_a'), preload });
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalled());
    expect(preloaded).toEqual(preloadedForA);
    expect(runtime.preloadShared).toHaveBeenCalledWith(['react', '@portal/shared/data']);
    window.history.pushState({}, '', '/');
  });

  it('runs the register module, strings and page scripts once the nav file passes, where the runtime can; the entry is only downloaded', async () => {
    window.history.pushState({}, '', '/a');
    let answer: (json: unknown) => void = () => undefined;
    const read = jest.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
    const { runtime, preloaded } = preloadingRuntime();
    const ran: string[] = [];
    const running = Object.assign(runtime, { runChunks: jest.fn((urls: readonly string[]) => ran.push(...urls)) });
    void loadRegistration('remote_a', running, read);
    await Promise.resolve();
    expect(ran).toEqual([]);
    answer({ ...navFile('remote_a'), preload });
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalled());
    // The remote's runtime runs its entry itself (loadRemote), after the chunks it will find installed.
    expect(preloaded).toEqual(['http://localhost/remotes/a/remoteEntry.js']);
    expect(ran).toEqual(preloadedForA.slice(1));
    window.history.pushState({}, '', '/');
  });

  it('runs nothing of a remote whose nav file needs another @portal/shared', async () => {
    window.history.pushState({}, '', '/a');
    const { runtime } = preloadingRuntime();
    const running = Object.assign(runtime, { runChunks: jest.fn() });
    await loadRegistration('remote_a', running, async () => ({
      ...navFile('remote_a'),
      requiresShared: '^99.0.0',
      preload,
    }));
    expect(useRegistry.getState().remotes.remote_a.status).toBe('refused');
    expect(running.runChunks).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('downloads the page a pointed-at link opens beside the entry, not the page shown', async () => {
    window.history.pushState({}, '', '/elsewhere');
    const { runtime, preloaded } = preloadingRuntime();
    configureRemotes(config, runtime);
    const read = navFiles({ remote_a: () => ({ ...navFile('remote_a'), preload }) });
    void ensureRegistrations(['remote_a'], { runtime, read, page: '/a' });
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalled());
    expect(preloaded).toEqual(preloadedForA);
    expect(runtime.preloadShared).toHaveBeenCalledWith(['react', '@portal/shared/data']);
    window.history.pushState({}, '', '/');
  });

  it('asks the first API GETs of the nav page being opened beside its code, for someone signed in whose role may open it', async () => {
    window.history.pushState({}, '', '/a');
    const requested: string[] = [];
    // jsdom has no fetch: record what is asked.
    Object.assign(globalThis, {
      fetch: jest.fn(async (url: string) => {
        requested.push(url);
        return { ok: true, status: 200 };
      }),
    });
    const withPrefetch = () => ({
      ...navFile('remote_a'),
      items: [{ ...navFile('remote_a').items[0], prefetch: ['/a-things?page=1'] }],
    });
    const runtime = fakeRuntime({ 'remote_a/register': async () => ({ default: registration('remote_a') }) });
    const openAsNewSession = async (role: Role | null) => {
      useSession.getState().clear();
      if (role !== null) {
        useSession.getState().setTokens({ accessToken: `access-${role}`, refreshToken: 'refresh-1' });
        useSession.getState().setUser(testUser(role));
      }
      configureRemotes(config, runtime);
      useRegistry.getState().reset();
      await loadRegistration('remote_a', runtime, navFiles({ remote_a: withPrefetch }));
    };

    await openAsNewSession(Role.IndividualUser);
    expect(requested).toEqual(['/api/v1/a-things?page=1']);
    // A system administrator's role holds no 'shipments' (the page's subject): its GETs would answer 403.
    await openAsNewSession(Role.SystemAdmin);
    // Nobody signed in: nothing to ask.
    await openAsNewSession(null);
    expect(requested).toEqual(['/api/v1/a-things?page=1']);
    window.history.pushState({}, '', '/');
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('reads a nav file once however often it is asked for', async () => {
    const read = navFiles();
    await Promise.all([loadNavFile('remote_a', read), loadNavFile('remote_a', read), loadNavFiles(read)]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('starting the federation runtime', () => {
  const remotesJsonAnswered = () => {
    const answer = { ok: true, status: 200, json: async () => config } as Response;
    globalThis.fetch = jest.fn(async () => answer);
  };
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    useSession.setState({ status: 'anonymous', user: null, accessToken: null, refreshToken: null });
  });

  it('starts its download beside remotes.json when a session is being restored', async () => {
    remotesJsonAnswered();
    useSession.setState({ status: 'unknown', accessToken: 'stored' });
    const runtime = { ...fakeRuntime({}), preload: jest.fn() };
    await bootRemotes(runtime);
    expect(runtime.preload).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  /** Answers remotes.json with `remotes` and each nav.json with a file giving its public page a heading. */
  const filesAnswered = (remotes: RemotesConfig) => {
    globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
      const nav = /\/remotes\/(\w+)\/nav\.json$/.exec(String(url));
      const body = nav
        ? {
            ...navFile(`remote_${nav[1]}`),
            pageHeadings: { [`/${nav[1]}/track/:code`]: { en: 'Tracking', ar: 'التتبع' } },
          }
        : remotes;
      return { ok: true, status: 200, json: async () => body } as Response;
    }) as typeof fetch;
  };
  const withPublicPage: RemotesConfig = {
    remotes: config.remotes.map((remote) =>
      remote.name === 'remote_a' ? { ...remote, publicRoutes: ['/a/track'] } : remote,
    ),
  };
  const fetchedUrls = () => (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url));

  it("reads a public page's nav file while the page is still to be drawn: its heading is there for the first frame", async () => {
    filesAnswered(withPublicPage);
    window.history.pushState({}, '', '/a/track/PT1');
    try {
      useSession.setState({ status: 'anonymous', accessToken: null });
      const runtime = { ...fakeRuntime({}), preload: jest.fn() };
      // Resolved once the heading is in: the first render waits for it.
      await bootRemotes(runtime);
      expect(useFederation.getState().nav.remote_a).toMatchObject({
        pageHeadings: { '/a/track/:code': { en: 'Tracking', ar: 'التتبع' } },
      });
      expect(fetchedUrls().filter((url) => url.endsWith('nav.json'))).toEqual([
        `${window.location.origin}/remotes/a/nav.json`,
      ]);
      expect(runtime.loadRemote).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('reads no nav file for an anonymous visitor on a page that is not public', async () => {
    filesAnswered(withPublicPage);
    window.history.pushState({}, '', '/b');
    try {
      useSession.setState({ status: 'anonymous', accessToken: null });
      await bootRemotes({ ...fakeRuntime({}), preload: jest.fn() });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchedUrls()).toEqual(['/remotes.json']);
      expect(useFederation.getState().nav).toEqual({});
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('leaves it alone for an anonymous visitor (the login page downloads none of it)', async () => {
    remotesJsonAnswered();
    useSession.setState({ status: 'anonymous', accessToken: null });
    const runtime = { ...fakeRuntime({}), preload: jest.fn() };
    await bootRemotes(runtime);
    expect(runtime.preload).not.toHaveBeenCalled();
    expect(useFederation.getState().config?.remotes.map((remote) => remote.name)).toEqual(['remote_a', 'remote_b']);
  });
});
