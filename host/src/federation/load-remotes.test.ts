import { SHARED_VERSION, useRegistry, useSession, type RemoteRegistration } from '@portal/shared';
import { useFederation } from './federation-store';
import { bootRemotes, configureRemotes, ensureRegistrations, loadRegistration } from './load-remotes';
import type { FederationRuntime } from './federation-runtime-api';
import type { RemotesConfig } from './remotes-config';

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
    { name: 'remote_a', entry: '/remotes/a/mf-manifest.json', routes: ['/a'], publicRoutes: [] },
    { name: 'remote_b', entry: '/remotes/b/mf-manifest.json', routes: ['/b'], publicRoutes: [] },
  ],
};

beforeEach(() => {
  useRegistry.getState().reset();
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
    await ensureRegistrations(['remote_a', 'remote_b'], runtime);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_a', entry: '/remotes/a/mf-manifest.json' },
      { name: 'remote_b', entry: '/remotes/b/mf-manifest.json' },
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
    await Promise.all([ensureRegistrations(['remote_a'], runtime), ensureRegistrations(['remote_a'], runtime)]);
    await ensureRegistrations(['remote_a'], runtime);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('refuses a remote that needs a newer @portal/shared than the running one, with the reason in the console', async () => {
    const [major] = SHARED_VERSION.split('.');
    const runtime = fakeRuntime({
      'remote_a/register': async () => ({ default: registration('remote_a', `^${Number(major) + 1}.0.0`) }),
    });
    await loadRegistration('remote_a', runtime);
    expect(useRegistry.getState().remotes.remote_a.status).toBe('refused');
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(`requires @portal/shared ^${Number(major) + 1}.0.0`),
    );
  });

  it('refuses a remote registering under another name than remotes.json gives it', async () => {
    const runtime = fakeRuntime({ 'remote_a/register': async () => ({ default: registration('remote_other') }) });
    await loadRegistration('remote_a', runtime);
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
    await loadRegistration('remote_a', runtime);
    expect(useRegistry.getState().remotes.remote_a).toMatchObject({ status: 'failed', reason: 'boom' });
    await loadRegistration('remote_a', runtime);
    expect(useRegistry.getState().remotes.remote_a.status).toBe('ready');
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

  it('leaves it alone for an anonymous visitor (the login page downloads none of it)', async () => {
    remotesJsonAnswered();
    useSession.setState({ status: 'anonymous', accessToken: null });
    const runtime = { ...fakeRuntime({}), preload: jest.fn() };
    await bootRemotes(runtime);
    expect(runtime.preload).not.toHaveBeenCalled();
    expect(useFederation.getState().config?.remotes.map((remote) => remote.name)).toEqual(['remote_a', 'remote_b']);
  });
});
