import { isRemoteUnavailable, unavailablePlugin } from './unavailable-plugin';

type ErrorHook = (args: Record<string, unknown>) => Promise<unknown>;

describe('unavailable plugin', () => {
  it('answers a failed remote module with an unavailable marker and logs why', async () => {
    const log = jest.fn();
    const hook = unavailablePlugin(log).errorLoadRemote as unknown as ErrorHook;
    const result = await hook({
      id: 'remote_admin/register',
      error: new Error('Failed to fetch manifest'),
      lifecycle: 'onLoad',
      remote: { name: 'remote_admin' },
    });
    expect(isRemoteUnavailable(result)).toBe(true);
    expect(result).toMatchObject({ remote: 'remote_admin', reason: 'Failed to fetch manifest' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('remote "remote_admin" is unavailable'));
  });

  it('lets earlier stages fail so the module stage is reached', async () => {
    const hook = unavailablePlugin(jest.fn()).errorLoadRemote as unknown as ErrorHook;
    await expect(hook({ id: '/m.json', error: new Error('x'), lifecycle: 'afterResolve' })).resolves.toBeUndefined();
  });
});
