import { act, renderHook, waitFor } from '@testing-library/react';
import { useSession } from '@portal/shared';
import { fakeResponse, installFakeFetch } from '../test-support/fake-fetch';
import { fetchLookup, invalidateLookups } from './lookup-cache';
import { useLookup } from './use-lookup';

const JORDAN = {
  id: 'c-jo',
  name: 'Jordan',
  nameAr: 'الأردن',
  code: 'JO',
  latitude: 31,
  longitude: 36,
  hasRegions: true,
};
const AMMAN = { id: 'r-amman', name: 'Amman', nameAr: 'عمان', countryId: 'c-jo', latitude: null, longitude: null };

afterEach(() => invalidateLookups());

describe('useLookup', () => {
  it('loads once per session and shares the answer between components', async () => {
    const server = installFakeFetch({ 'GET /lookups/countries': () => fakeResponse({ body: { items: [JORDAN] } }) });
    const first = renderHook(() => useLookup('countries'));
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    expect(first.result.current.items).toEqual([JORDAN]);
    const second = renderHook(() => useLookup('countries'));
    await waitFor(() => expect(second.result.current.items).toEqual([JORDAN]));
    expect(server.count('GET', '/lookups/countries')).toBe(1);
  });

  it('filters by the parent and loads nothing without one', async () => {
    const server = installFakeFetch({ 'GET /lookups/regions': () => fakeResponse({ body: { items: [AMMAN] } }) });
    const { result, rerender } = renderHook(
      ({ countryId }: { countryId: string | null }) => useLookup('regions', countryId),
      {
        initialProps: { countryId: null as string | null },
      },
    );
    expect(result.current).toMatchObject({ status: 'idle', items: [] });
    rerender({ countryId: 'c-jo' });
    await waitFor(() => expect(result.current.items).toEqual([AMMAN]));
    expect(server.requests[0].url).toMatch(/^\/api\/v1\/lookups\/regions\?countryId=c-jo(&v=\d+)?$/);
  });

  it('lists the cities of a country without regions by its id', async () => {
    const server = installFakeFetch({ 'GET /lookups/cities': () => fakeResponse({ body: { items: [] } }) });
    const { result } = renderHook(() => useLookup('cities', { countryId: 'c-sa' }));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(server.requests[0].url).toMatch(/^\/api\/v1\/lookups\/cities\?countryId=c-sa(&v=\d+)?$/);
  });

  it('reports a failure and retries on reload (a failed answer is not cached)', async () => {
    let fail = true;
    const server = installFakeFetch({
      'GET /lookups/couriers': () =>
        fail
          ? fakeResponse({ status: 500, body: { message: 'down', code: 'INTERNAL' } })
          : fakeResponse({ body: { items: [] } }),
    });
    const { result } = renderHook(() => useLookup('couriers'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(server.count('GET', '/lookups/couriers')).toBe(2);
  });

  it('reloads after an invalidation and when another user signs in', async () => {
    let countries = [JORDAN];
    const server = installFakeFetch({ 'GET /lookups/countries': () => fakeResponse({ body: { items: countries } }) });
    const { result } = renderHook(() => useLookup('countries'));
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    countries = [JORDAN, { ...JORDAN, id: 'c-ps', name: 'Palestine', nameAr: 'فلسطين', code: 'PS' }];
    act(() => invalidateLookups('countries'));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    // A new URL, so the browser's own HTTP cache cannot answer with the old list.
    expect(server.requests[1].url).not.toBe(server.requests[0].url);

    act(() => useSession.setState({ user: { id: 'another-user' } as never }));
    await fetchLookup('countries');
    expect(server.count('GET', '/lookups/countries')).toBe(3);
    act(() => useSession.setState({ user: null }));
  });
});
