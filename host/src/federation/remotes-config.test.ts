import { remotesJson } from '@portal/webpack-config/lib/portal-apps';
import {
  fetchRemotesConfig,
  isPublicRemotePath,
  ownsPath,
  parseRemotesConfig,
  remoteForPath,
  RemotesConfigError,
} from './remotes-config';

// The files the host's build writes from portal.apps.json (production and development).
const demoConfig = remotesJson();
const devConfig = remotesJson({ dev: true });

describe('remotes.json', () => {
  const config = parseRemotesConfig(demoConfig);

  it('lists the five remotes in the demo and the dev file', () => {
    expect(config.remotes.map((remote) => remote.name)).toEqual([
      'remote_shipments',
      'remote_addresses',
      'remote_organization',
      'remote_reports',
      'remote_admin',
    ]);
    expect(parseRemotesConfig(devConfig).remotes.map((remote) => remote.entry)).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3003/remoteEntry.js',
      'http://localhost:3004/remoteEntry.js',
      'http://localhost:3005/remoteEntry.js',
    ]);
  });

  it('finds the owner of a path; "/" owns only "/"', () => {
    expect(remoteForPath(config, '/')?.name).toBe('remote_reports');
    expect(remoteForPath(config, '/shipments/123/edit')?.name).toBe('remote_shipments');
    expect(remoteForPath(config, '/admin/couriers/7/parcel-types')?.name).toBe('remote_admin');
    expect(remoteForPath(config, '/api-keys')?.name).toBe('remote_organization');
    expect(remoteForPath(config, '/profile')).toBeUndefined();
    expect(remoteForPath(config, '/shipmentsx')).toBeUndefined();
    expect(ownsPath('/', '/reports')).toBe(false);
    expect(ownsPath('/track', '/track/')).toBe(true);
  });

  it('knows /track/… is public before the remote loads', () => {
    expect(isPublicRemotePath(config, '/track/JO123456789')).toBe(true);
    expect(isPublicRemotePath(config, '/shipments')).toBe(false);
  });

  it('rejects a malformed file with the reason', () => {
    expect(() => parseRemotesConfig({})).toThrow(RemotesConfigError);
    expect(() => parseRemotesConfig({ remotes: [{ name: 'remote-x', entry: '/x', routes: [] }] })).toThrow(
      /federation name/,
    );
    expect(() => parseRemotesConfig({ remotes: [{ name: 'a', entry: '/x', routes: ['x'] }] })).toThrow(/routes/);
    expect(() =>
      parseRemotesConfig({
        remotes: [
          { name: 'a', entry: '/a', routes: [] },
          { name: 'a', entry: '/b', routes: [] },
        ],
      }),
    ).toThrow(/twice/);
  });

  it('fetches without the HTTP cache and reports a failed fetch', async () => {
    const calls: RequestInit[] = [];
    const ok = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return { ok: true, status: 200, json: async () => demoConfig } as Response;
    }) as unknown as typeof fetch;
    await expect(fetchRemotesConfig('/remotes.json', ok)).resolves.toEqual(config);
    expect(calls[0].cache).toBe('no-cache');
    const missing = (async () => ({ ok: false, status: 404 }) as Response) as unknown as typeof fetch;
    await expect(fetchRemotesConfig('/remotes.json', missing)).rejects.toThrow('/remotes.json answered 404');
  });
});
