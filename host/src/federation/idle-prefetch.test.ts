import { waitFor } from '@testing-library/react';
import { useFederation } from './federation-store';
import { prefetchRemotesWhenIdle } from './idle-prefetch';

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  useFederation.setState({ config: null, nav: {} });
});

describe('the idle prefetch of another remote', () => {
  it('fetches its entry and the register scripts its nav file names, without asking for its manifest', async () => {
    const fetch = jest.fn();
    Object.assign(globalThis, { fetch });
    useFederation.setState({
      config: {
        remotes: [{ name: 'remote_b', entry: '/remotes/b/remoteEntry.js', routes: ['/b'], publicRoutes: [] }],
      },
      nav: {
        remote_b: {
          status: 'ready',
          items: [],
          preload: {
            register: ['register.1.js'],
            strings: {},
            pageStrings: {},
            pages: {},
            shared: { register: [], pages: {} },
          },
        },
      },
    });
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
});
