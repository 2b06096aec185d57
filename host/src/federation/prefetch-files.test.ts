import { prefetchFiles, preloadFiles, registrationFiles, runChunkScripts } from './prefetch-files';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './page', assets: { js: { sync: ['page.1.js'] } } },
    { path: './register', assets: { js: { sync: ['__federation_expose_register.abc.js'], async: ['174.x.js'] } } },
  ],
};
const answering = (body: unknown, ok = true) =>
  jest.fn(async () => ({ ok, json: async () => body }) as Response) as unknown as typeof fetch;

afterEach(() => document.head.querySelectorAll('link[rel="prefetch"], script').forEach((element) => element.remove()));

describe("a remote's registration files, fetched ahead without running", () => {
  it('reads remoteEntry.js and the register module from the manifest, beside it', async () => {
    const files = await registrationFiles('/remotes/addresses/mf-manifest.json', answering(manifest));
    expect(files.map((url) => new URL(url).pathname)).toEqual([
      '/remotes/addresses/remoteEntry.js',
      '/remotes/addresses/__federation_expose_register.abc.js',
    ]);
  });

  it('takes a remoteEntry.js entry as it is, with the register module from the manifest beside it', async () => {
    const fetcher = answering(manifest);
    expect(await registrationFiles('https://cdn.example/addresses/remoteEntry.js', fetcher)).toEqual([
      'https://cdn.example/addresses/remoteEntry.js',
      'https://cdn.example/addresses/__federation_expose_register.abc.js',
    ]);
    expect(fetcher).toHaveBeenCalledWith('https://cdn.example/addresses/mf-manifest.json');
  });

  it('names remoteEntry.js once when the register module is built into it (the manifest lists the entry)', async () => {
    const inEntry = { ...manifest, exposes: [{ path: './register', assets: { js: { sync: ['remoteEntry.js'] } } }] };
    expect(await registrationFiles('/remotes/addresses/remoteEntry.js', answering(inEntry))).toEqual([
      'http://localhost/remotes/addresses/remoteEntry.js',
    ]);
  });

  it('fetches only the entry when the manifest cannot be read', async () => {
    expect(await registrationFiles('/remotes/addresses/remoteEntry.js', answering({}, false))).toEqual([
      'http://localhost/remotes/addresses/remoteEntry.js',
    ]);
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await registrationFiles('/remotes/addresses/remoteEntry.js', failing)).toEqual([
      'http://localhost/remotes/addresses/remoteEntry.js',
    ]);
    expect(await registrationFiles('/remotes/addresses/mf-manifest.json', answering({}, false))).toEqual([]);
  });

  it('asks the browser for each file once, as a prefetch (fetched into the cache, not run)', () => {
    prefetchFiles(['http://localhost/remotes/a/remoteEntry.js', 'http://localhost/remotes/a/register.js']);
    prefetchFiles(['http://localhost/remotes/a/remoteEntry.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => [link.href, link.getAttribute('as')])).toEqual([
      ['http://localhost/remotes/a/remoteEntry.js', 'script'],
      ['http://localhost/remotes/a/register.js', 'script'],
    ]);
    expect(document.querySelectorAll('script[src*="/remotes/a/"]')).toHaveLength(0);
  });

  it('downloads a page’s files now as preloads, each once, without running them (no crossorigin: the script tags take them)', () => {
    preloadFiles(['http://localhost/remotes/b/remoteEntry.js', 'http://localhost/remotes/b/page.js']);
    preloadFiles(['http://localhost/remotes/b/remoteEntry.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.href, link.getAttribute('as'), link.crossOrigin])).toEqual([
      ['http://localhost/remotes/b/remoteEntry.js', 'script', null],
      ['http://localhost/remotes/b/page.js', 'script', null],
    ]);
    expect(document.querySelectorAll('script[src*="/remotes/b/"]')).toHaveLength(0);
  });

  it('drops a hint that failed (a remote down), so the next one (Retry) asks the server again', () => {
    preloadFiles(['http://localhost/remotes/c/remoteEntry.js']);
    const failed = document.head.querySelector('link[href="http://localhost/remotes/c/remoteEntry.js"]')!;
    failed.dispatchEvent(new Event('error'));
    preloadFiles(['http://localhost/remotes/c/remoteEntry.js']);
    const links = [...document.head.querySelectorAll('link[href="http://localhost/remotes/c/remoteEntry.js"]')];
    expect(links).toHaveLength(1);
    expect(links[0]).not.toBe(failed);
  });

  it('runs a remote’s chunk scripts, each once (a chunk only hands its modules to its webpack runtime)', () => {
    runChunkScripts(['http://localhost/remotes/d/register.js', 'http://localhost/remotes/d/page.js']);
    runChunkScripts(['http://localhost/remotes/d/page.js']);
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="/remotes/d/"]')];
    expect(scripts.map((script) => script.src)).toEqual([
      'http://localhost/remotes/d/register.js',
      'http://localhost/remotes/d/page.js',
    ]);
  });

  it('takes away a chunk script that failed, so that webpack loading the chunk adds its own and hears how it ends', () => {
    runChunkScripts(['http://localhost/remotes/e/page.js']);
    const failed = document.head.querySelector('script[src="http://localhost/remotes/e/page.js"]')!;
    failed.dispatchEvent(new Event('error'));
    expect(document.querySelector('script[src="http://localhost/remotes/e/page.js"]')).toBeNull();
  });
});
