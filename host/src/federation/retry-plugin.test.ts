import { retryPlugin } from './retry-plugin';

const noSleep = async () => undefined;
const response = (status: number) => ({ status, ok: status < 400 }) as Response;

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type EntryErrorHook = (args: Record<string, unknown>) => Promise<unknown>;

describe('retry plugin', () => {
  it('retries a manifest fetch that failed on the network or with a 5xx, then succeeds', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => response(503),
      () => response(200),
    ];
    const fetchImpl = jest.fn(async () => answers.shift()!());
    const plugin = retryPlugin({ retries: 2, sleep: noSleep, fetchImpl: fetchImpl as unknown as typeof fetch });
    const result = await (plugin.fetch as unknown as FetchHook)('/remotes/x/mf-manifest.json', {});
    expect(result.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404: the remote is simply not there', async () => {
    const fetchImpl = jest.fn(async () => response(404));
    const plugin = retryPlugin({ retries: 2, sleep: noSleep, fetchImpl: fetchImpl as unknown as typeof fetch });
    expect((await (plugin.fetch as unknown as FetchHook)('/m.json', {})).status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last retry with the network error', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const plugin = retryPlugin({ retries: 1, sleep: noSleep, fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect((plugin.fetch as unknown as FetchHook)('/m.json', {})).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('loads a remoteEntry script again after it failed, forgetting the failed attempt', async () => {
    const globalLoading: Record<string, unknown> = { 'remote_x:/x/remoteEntry.js': Promise.resolve() };
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockImplementationOnce(async () => {
        expect(globalLoading['remote_x:/x/remoteEntry.js']).toBeUndefined();
        throw new Error('ScriptNetworkError');
      })
      .mockImplementationOnce(async () => exports);
    const plugin = retryPlugin({ retries: 2, sleep: noSleep });
    const recovered = await (plugin.loadEntryError as unknown as EntryErrorHook)({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'remote_x' },
      globalLoading,
      uniqueKey: 'remote_x:/x/remoteEntry.js',
    });
    expect(recovered).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
