import { EARLY_REQUESTS, NAV_FILE_REQUEST, startEarlyRequests, takeEarlyNavRequest } from './early-requests';

const holder = window as unknown as Record<string, unknown>;
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

let fetch: jest.Mock;
beforeEach(() => {
  document.head.innerHTML = '';
  fetch = jest.fn((url: string) => Promise.resolve({ ok: true, url }));
  Object.assign(window, { fetch });
});
afterEach(() => {
  delete (window as { fetch?: unknown }).fetch;
  delete holder[EARLY_REQUESTS];
});

describe("the entry's first requests, from what index.html's boot script found", () => {
  it('preloads the files, asks for the other nav files once, and hands over the checked page data paths with their subject', async () => {
    holder[EARLY_REQUESTS] = {
      files: ['/layout.js', '/federation.js'],
      later: Promise.resolve({
        navs: ['http://localhost/remotes/reports/nav.json'],
        files: ['http://localhost/remotes/shipments/remoteEntry.js', '/304.js'],
        data: ['/shipments?page=1&pageSize=20', 'https://elsewhere.example/steal', '//elsewhere.example'],
        subject: 'shipments',
      }),
    };
    const early = startEarlyRequests();
    expect(holder[EARLY_REQUESTS]).toBeUndefined();
    expect(preloads()).toEqual(['/layout.js', '/federation.js']);
    // Only a path of this API: the host sends the user's token with it.
    await expect(early?.data).resolves.toEqual({ subject: 'shipments', paths: ['/shipments?page=1&pageSize=20'] });
    expect(preloads()).toEqual([
      '/layout.js',
      '/federation.js',
      'http://localhost/remotes/shipments/remoteEntry.js',
      '/304.js',
    ]);
    expect(fetch).toHaveBeenCalledWith('http://localhost/remotes/reports/nav.json', NAV_FILE_REQUEST);
    expect(document.querySelector('script[src]')).toBeNull();

    await expect(takeEarlyNavRequest('http://localhost/remotes/reports/nav.json')).resolves.toMatchObject({
      url: 'http://localhost/remotes/reports/nav.json',
    });
    // Taken once: a retry asks the server again.
    await expect(takeEarlyNavRequest('http://localhost/remotes/reports/nav.json')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('on a screen narrower than 1280 px (the nav a closed drawer) preloads the page’s files but asks for no other nav file', async () => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: false, media: query }) as MediaQueryList);
    try {
      holder[EARLY_REQUESTS] = {
        files: ['/layout.js'],
        later: Promise.resolve({
          navs: ['http://localhost/remotes/reports/nav.json'],
          files: ['http://localhost/remotes/shipments/remoteEntry.js'],
          data: ['/shipments?page=1&pageSize=20'],
        }),
      };
      const early = startEarlyRequests();
      await expect(early?.data).resolves.toEqual({ subject: undefined, paths: ['/shipments?page=1&pageSize=20'] });
      expect(preloads()).toEqual(['/layout.js', 'http://localhost/remotes/shipments/remoteEntry.js']);
      await expect(takeEarlyNavRequest('http://localhost/remotes/reports/nav.json')).resolves.toBeUndefined();
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('does nothing without the boot script (the monolith, a test) or when its later answer fails', async () => {
    expect(startEarlyRequests()).toBeUndefined();
    holder[EARLY_REQUESTS] = { files: ['/host-locale-en.js'], later: Promise.reject(new Error('remotes.json 503')) };
    const early = startEarlyRequests();
    await expect(early?.data).resolves.toEqual({ subject: undefined, paths: [] });
    expect(preloads()).toEqual(['/host-locale-en.js']);
    expect(fetch).not.toHaveBeenCalled();
    await expect(takeEarlyNavRequest('http://localhost/remotes/reports/nav.json')).resolves.toBeUndefined();
  });
});
