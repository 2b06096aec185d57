import { waitFor } from '@testing-library/react';
import { useFederation } from './federation-store';
import { prefetchRemotesWhenIdle, remotesToPrefetch } from './idle-prefetch';

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  useFederation.setState({ config: null, nav: {} });
});

/** remote_b, its nav file ready and naming these register scripts. */
function remoteBWithRegister(register: string[]) {
  useFederation.setState({
    config: {
      remotes: [{ name: 'remote_b', entry: '/remotes/b/remoteEntry.js', routes: ['/b'], publicRoutes: [] }],
    },
    nav: {
      remote_b: {
        status: 'ready',
        items: [],
        preload: { register, strings: {}, pageStrings: {}, pages: {}, shared: { register: [], pages: {} } },
      },
    },
  });
}

describe('the idle prefetch of another remote', () => {
  it('fetches its entry and the register scripts its nav file names, without asking for its manifest', async () => {
    const fetch = jest.fn();
    Object.assign(globalThis, { fetch });
    remoteBWithRegister(['register.1.js']);
    try {
      prefetchRemotesWhenIdle(['remote_b']);
      await waitFor(() =>
        expect(prefetched()).toEqual([
          'http://localhost/remotes/b/remoteEntry.js',
          'http://localhost/remotes/b/register.1.js',
        ]),
      );
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { fetch?: unknown }).fetch;
    }
  });

  it('fetches only the entry when its nav file lists no register scripts (the module is in the entry)', async () => {
    const fetch = jest.fn();
    Object.assign(globalThis, { fetch });
    remoteBWithRegister([]);
    try {
      prefetchRemotesWhenIdle(['remote_b']);
      await waitFor(() => expect(prefetched()).toEqual(['http://localhost/remotes/b/remoteEntry.js']));
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { fetch?: unknown }).fetch;
    }
  });

  it('picks the remotes the nav leads to whose nav file is ready, and none in the monolith (nothing to download)', () => {
    const remote = (name: string, path: string) => ({
      name,
      entry: `/remotes/${name}/remoteEntry.js`,
      routes: [path],
      publicRoutes: [],
    });
    const ready = { status: 'ready' as const, items: [] };
    useFederation.setState({
      config: { remotes: [remote('remote_b', '/b'), remote('remote_c', '/c'), remote('remote_d', '/d')] },
      nav: {
        remote_b: ready,
        remote_c: ready,
        remote_d: { status: 'failed' as const, reason: 'nav.json answered 404' },
      },
    });
    const item = (path: string) => ({
      key: path,
      path,
      titleKey: path,
      icon: 'box' as const,
      subject: 'shipments' as const,
      order: 1,
    });
    const groups = [{ group: undefined, items: [item('/b'), item('/c'), item('/d'), item('/b')] }];
    expect(remotesToPrefetch(groups, { preloadScripts: () => undefined })).toEqual(['remote_b', 'remote_c']);
    // The monolith's runtime (tooling/webpack-config/lib/monolith.js) has no preloadScripts.
    expect(remotesToPrefetch(groups, {})).toEqual([]);
  });
});
