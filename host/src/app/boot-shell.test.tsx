import { render } from '@testing-library/react';
import { APP_COOKIE_PREFIX, PORTAL_TIME_ZONE, SHARED_VERSION, TOKENS_STORAGE_KEY } from '@portal/shared';
import bootShell from '../../boot-shell';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { EARLY_REMOTES_JSON, EARLY_REQUESTS } from '../federation/early-requests';
import { EARLY_NAV_FILES, readNavFile } from '../federation/federation-runtime';
import { BootShellDone } from './boot-shell';

const html = document.documentElement;
/** The host's own files as its build names them (tooling/webpack-config, lib/early-files.js). */
const EARLY_FILES = {
  sharedVersion: SHARED_VERSION,
  federation: ['/federation.js'],
  signedIn: ['/layout.js', '/ability.js'],
  locales: { en: ['/host-locale-en.js'], ar: ['/host-locale-ar.js', '/common-ar.js'] },
  shared: { '@portal/shared/data': ['/304.js'], '@portal/shared/ui/table': ['/308.js', '/264.js'] },
};
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(bootShell.headWith(EARLY_FILES))![1];

/** index.html as the browser reads it: the head's inline script runs before the body is drawn. */
function loadIndexHtml({
  path,
  cookies = {},
  tokens = false,
  systemDark = false,
}: {
  path: string;
  cookies?: Record<string, string>;
  tokens?: boolean;
  systemDark?: boolean;
}) {
  window.history.replaceState(null, '', path);
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; Path=/`;
  if (tokens) localStorage.setItem(TOKENS_STORAGE_KEY, '{"accessToken":"a","refreshToken":"r"}');
  window.matchMedia = jest.fn().mockReturnValue({ matches: systemDark });
  const script = document.createElement('script');
  script.textContent = inlineScript;
  document.head.appendChild(script);
  document.body.innerHTML = `${bootShell.body}<div id="root"></div>`;
}

beforeEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  html.removeAttribute('data-boot-shell');
  html.removeAttribute('data-skin');
  html.className = '';
  html.lang = 'en';
  html.dir = 'ltr';
  document.head.innerHTML = '';
});

describe("index.html's login frame (painted before the bundles run)", () => {
  it('is drawn right to left and dark for an Arabic visitor who chose the dark theme', () => {
    loadIndexHtml({
      path: '/login',
      cookies: { [`${APP_COOKIE_PREFIX}-locale`]: 'ar', [`${APP_COOKIE_PREFIX}-theme`]: 'dark' },
    });
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(html).toHaveAttribute('data-boot-shell', 'login');
    const frame = document.getElementById('boot-shell')!;
    for (const text of [ar.auth.login.title, ar.auth.login.email, ar.auth.login.password, ar.auth.login.submit])
      expect(frame).toHaveTextContent(text);
  });

  it('is English and follows the system colour scheme without cookies, with the bordered skin when chosen', () => {
    loadIndexHtml({
      path: '/login/PETRA2026',
      cookies: { [`${APP_COOKIE_PREFIX}-skin`]: 'bordered' },
      systemDark: true,
    });
    expect(html).toHaveAttribute('lang', 'en');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(html).toHaveClass('dark');
    expect(html).toHaveAttribute('data-skin', 'bordered');
    expect(html).toHaveAttribute('data-boot-shell', 'login');
    const frame = document.getElementById('boot-shell')!;
    for (const text of [en.auth.login.title, en.auth.login.subtitle, en.auth.login.submit, en.auth.login.register])
      expect(frame).toHaveTextContent(text);
  });

  it('is not shown where the login form will not be: other pages, or a visitor with a stored session', () => {
    loadIndexHtml({ path: '/shipments' });
    expect(html).not.toHaveAttribute('data-boot-shell');
    expect(html).toHaveClass('light');
    loadIndexHtml({ path: '/login', tokens: true });
    expect(html).not.toHaveAttribute('data-boot-shell');
  });

  it("paints its button and logo in the theme's primary green (green.700: white on it is 6.8:1, the old #16a34a 3.3:1)", () => {
    const rule = (selector: string) => new RegExp(`#boot-shell ${selector}\\{[^}]*\\}`).exec(bootShell.head)?.[0];
    expect(rule('\\.bs-button')).toContain('background:#116932;color:#fff');
    expect(rule('\\.bs-logo')).toContain('background:#116932;color:#fff');
  });

  it('is hidden from assistive technology: it is a picture of the form, not the form', () => {
    loadIndexHtml({ path: '/login' });
    expect(document.getElementById('boot-shell')).toHaveAttribute('aria-hidden', 'true');
    expect(
      document.querySelectorAll('#boot-shell input, #boot-shell button, #boot-shell a, #boot-shell label'),
    ).toHaveLength(0);
  });

  it('reads the cookie and storage names @portal/shared writes', () => {
    expect(bootShell.COOKIE_PREFIX).toBe(`${APP_COOKIE_PREFIX}-`);
    expect(bootShell.TOKENS_KEY).toBe(TOKENS_STORAGE_KEY);
    expect(bootShell.EARLY_REMOTES_JSON).toBe(EARLY_REMOTES_JSON);
    expect(bootShell.EARLY_NAV_FILES).toBe(EARLY_NAV_FILES);
    expect(bootShell.EARLY_REQUESTS).toBe(EARLY_REQUESTS);
  });

  it('asks for remotes.json before the bundles on any page but the login frame, for the host to take', () => {
    const answer = Promise.resolve({ ok: true });
    const fetch = jest.fn(() => answer);
    Object.assign(window, { fetch });
    try {
      loadIndexHtml({ path: '/login' });
      expect(fetch).not.toHaveBeenCalled();
      loadIndexHtml({ path: '/track/PT12345678901' });
      expect(fetch).toHaveBeenCalledWith('/remotes.json', {
        cache: 'no-cache',
        headers: { Accept: 'application/json' },
      });
      expect((window as unknown as Record<string, unknown>)[EARLY_REMOTES_JSON]).toBe(answer);
    } finally {
      delete (window as { fetch?: unknown }).fetch;
      delete (window as unknown as Record<string, unknown>)[EARLY_REMOTES_JSON];
    }
  });

  describe("asks for the owner's nav file as soon as remotes.json answers, and names the page's files for the entry", () => {
    const remotes = [
      { name: 'remote_shipments', entry: '/remotes/shipments/remoteEntry.js', routes: ['/shipments', '/track'] },
      { name: 'remote_reports', entry: '/remotes/reports/remoteEntry.js', routes: ['/', '/reports'] },
      { name: 'remote_admin', entry: 'https://admin.example/remoteEntry.js', routes: ['/admin'] },
    ];
    // What the shipments remote's build writes (tooling/webpack-config, lib/nav-file.js), in part.
    const [major, minor] = SHARED_VERSION.split('.').map(Number);
    const shipmentsNav = {
      name: 'remote_shipments',
      requiresShared: `^${major}.${minor}.0`,
      items: [
        { key: 'shipments', path: '/shipments', subject: 'shipments', prefetch: ['/shipments?page=1&pageSize=20'] },
      ],
      preload: {
        register: ['register.js'],
        strings: { en: ['strings-en.js'], ar: ['strings-ar.js'] },
        pageStrings: { en: ['page-strings-en.js'], ar: ['page-strings-ar.js'] },
        pages: { '/shipments': ['page-shipments.js'], '/track/:trackingNumber': ['page-tracking.js'] },
        shared: {
          register: ['@portal/shared'],
          pages: { '/shipments': ['@portal/shared/data', '@portal/shared/ui/table'], '/track/:trackingNumber': [] },
        },
      },
    };
    const navUrl = (entry: string) => new URL('nav.json', new URL(entry, window.location.href)).href;
    const at = (path: string) => `http://localhost${path}`;
    let fetch: jest.Mock;
    beforeEach(() => {
      fetch = jest.fn((url: string) => {
        const answer = (body: unknown) => {
          const json = () => Promise.resolve(body);
          return Promise.resolve({ ok: true, json, clone: () => ({ json }) });
        };
        if (url === '/remotes.json') return answer({ remotes });
        return answer(url === navUrl(remotes[0].entry) ? shipmentsNav : { name: url });
      });
      Object.assign(window, { fetch });
    });
    afterEach(() => {
      delete (window as { fetch?: unknown }).fetch;
      for (const key of [EARLY_REMOTES_JSON, EARLY_NAV_FILES, EARLY_REQUESTS])
        delete (window as unknown as Record<string, unknown>)[key];
    });
    const early = () => (window as unknown as Record<string, Promise<Record<string, unknown>>>)[EARLY_NAV_FILES];
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
    const requests = () =>
      (window as unknown as Record<string, { files: string[]; later: Promise<Record<string, string[]>> }>)[
        EARLY_REQUESTS
      ];

    it("someone signed in: the owner's nav file at once; its page's files, the other nav files and data for the entry", async () => {
      loadIndexHtml({ path: '/shipments/', tokens: true });
      expect(Object.keys(await early())).toEqual([navUrl(remotes[0].entry)]);
      expect(fetch).toHaveBeenCalledWith(navUrl(remotes[0].entry), {
        cache: 'no-cache',
        headers: { Accept: 'application/json' },
      });
      expect(requests().files).toEqual(['/host-locale-en.js', '/federation.js', '/layout.js', '/ability.js']);
      await expect(requests().later).resolves.toEqual({
        navs: [navUrl(remotes[1].entry), navUrl(remotes[2].entry)],
        files: [
          at('/remotes/shipments/remoteEntry.js'),
          ...['register.js', 'strings-en.js', 'page-strings-en.js', 'page-shipments.js'].map((file) =>
            at(`/remotes/shipments/${file}`),
          ),
          '/304.js',
          '/308.js',
          '/264.js',
        ],
        // Sent by the entry once the session says the user's role holds the item's subject.
        data: ['/shipments?page=1&pageSize=20'],
        subject: 'shipments',
      });
      // Nothing is downloaded or run here beyond the two JSON files, the strings every first render
      // awaits and, for someone signed in, the federation runtime (preloaded beside the entry): the
      // entry sends the rest.
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(preloaded()).toEqual(['/host-locale-en.js', '/federation.js']);
      expect(document.querySelector('script[src]')).toBeNull();
    });

    it('a visitor: only the owner of the page ("/" owns only "/") and its entry, strings in its language; nothing elsewhere', async () => {
      loadIndexHtml({ path: '/track/PT12345678901', cookies: { [`${APP_COOKIE_PREFIX}-locale`]: 'ar' } });
      expect(Object.keys(await early())).toEqual([navUrl(remotes[0].entry)]);
      expect(requests().files).toEqual(['/host-locale-ar.js', '/common-ar.js']);
      expect(preloaded()).toEqual(['/host-locale-ar.js', '/common-ar.js']);
      // The page's heading is drawn by the host from the nav file: its files wait for the host's checks.
      await expect(requests().later).resolves.toEqual({
        navs: [],
        files: [at('/remotes/shipments/remoteEntry.js')],
        data: [],
      });
      loadIndexHtml({ path: '/' });
      expect(Object.keys(await early())).toEqual([navUrl(remotes[1].entry)]);
      await expect(requests().later).resolves.toMatchObject({ navs: [], data: [] });
      loadIndexHtml({ path: '/forgot-password' });
      expect(await early()).toEqual({});
      await expect(requests().later).resolves.toEqual({ navs: [], files: [], data: [] });
    });

    it("names none of the page's files or data when the nav file needs a @portal/shared the host does not run, or is another remote's", async () => {
      for (const nav of [
        { ...shipmentsNav, requiresShared: `^${major + 1}.0.0` },
        { ...shipmentsNav, requiresShared: `>=${major}.0.0` },
        { ...shipmentsNav, name: 'remote_reports' },
      ]) {
        fetch.mockImplementation((url: string) => {
          const json = () => Promise.resolve(url === '/remotes.json' ? { remotes } : nav);
          return Promise.resolve({ ok: true, json, clone: () => ({ json }) });
        });
        loadIndexHtml({ path: '/shipments', tokens: true });
        // Its remoteEntry.js may download (never run: the host checks the nav file first), nothing more.
        await expect(requests().later).resolves.toMatchObject({
          files: [at('/remotes/shipments/remoteEntry.js')],
          data: [],
        });
      }
    });

    it('the host takes each answer once: a second read (a retry) asks again', async () => {
      loadIndexHtml({ path: '/shipments', tokens: true });
      await early();
      const shipments = remotes[0];
      const asked = () => fetch.mock.calls.filter(([url]) => url === navUrl(shipments.entry)).length;
      await expect(readNavFile({ ...shipments, publicRoutes: [] })).resolves.toEqual(shipmentsNav);
      expect(asked()).toBe(1);
      await readNavFile({ ...shipments, publicRoutes: [] });
      expect(asked()).toBe(2);
    });

    it('nothing is asked for when remotes.json fails, and the host reads the nav file itself', async () => {
      fetch.mockImplementationOnce(() => Promise.resolve({ ok: false, status: 503 }));
      loadIndexHtml({ path: '/shipments', tokens: true });
      expect(await early()).toEqual({});
      expect(fetch).toHaveBeenCalledTimes(1);
      await readNavFile({ ...remotes[0], publicRoutes: [] });
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });

  it("loads the browser's number and date data while the page waits for its bundles, but not under the login frame", () => {
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      loadIndexHtml({ path: '/login' });
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      loadIndexHtml({ path: '/shipments' });
      expect(numbers).toHaveBeenCalledWith('en-GB');
      // The portal's time zone, as its date formats ask for it.
      expect(dates).toHaveBeenCalledWith('en-GB', expect.objectContaining({ timeZone: PORTAL_TIME_ZONE }));
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });

  it('is removed with its styles when the first page commits', () => {
    loadIndexHtml({ path: '/login' });
    document.head.insertAdjacentHTML('beforeend', bootShell.head.replace(/<script>[\s\S]*?<\/script>/, ''));
    expect(document.getElementById('boot-shell-style')).not.toBeNull();
    render(<BootShellDone />);
    expect(document.getElementById('boot-shell')).toBeNull();
    expect(document.getElementById('boot-shell-style')).toBeNull();
    expect(html).not.toHaveAttribute('data-boot-shell');
  });

  it("starts the bundles only after the frame's first paint, at once in a hidden tab", () => {
    const started = () =>
      [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
    jest.useFakeTimers();
    let nextFrame: FrameRequestCallback | undefined;
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      nextFrame = callback;
      return 1;
    });
    try {
      window.eval(bootShell.startAfterPaint(['/main.1.js', '/vendor.2.js']));
      expect(started()).toEqual([]);
      nextFrame!(0);
      expect(started()).toEqual([]);
      jest.runAllTimers();
      expect(started()).toEqual(['/main.1.js', '/vendor.2.js']);

      document.head.innerHTML = '';
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      window.eval(bootShell.startAfterPaint(['/main.1.js']));
      expect(started()).toEqual(['/main.1.js']);
    } finally {
      jest.useRealTimers();
      frame.mockRestore();
    }
  });
});
