import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { invalidateQueries, useQuery } from '@portal/shared/data';

/** A request the test answers by hand, with the signal it was given. */
interface Pending<T> {
  key: string;
  signal: AbortSignal;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function scriptedServer<T>() {
  const requests: Pending<T>[] = [];
  const fetchFor = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => requests.push({ key, signal, resolve, reject }));
  return { requests, fetchFor };
}

describe('useQuery', () => {
  it('asks once for two components that want the same key at the same time', async () => {
    const server = scriptedServer<string>();
    function Name({ label }: { label: string }) {
      const query = useQuery({ key: ['courier', 'c1'], fetch: server.fetchFor('c1') });
      return <p>{`${label}: ${query.data ?? 'loading'}`}</p>;
    }
    render(
      <>
        <Name label="header" />
        <Name label="table" />
      </>,
    );
    expect(server.requests).toHaveLength(1);
    await act(async () => server.requests[0].resolve('Falcon'));
    expect(screen.getByText('header: Falcon')).toBeInTheDocument();
    expect(screen.getByText('table: Falcon')).toBeInTheDocument();
  });

  it('aborts the request of the old key when the key changes, and keeps the old data while the new one loads', async () => {
    const server = scriptedServer<string[]>();
    const { result, rerender } = renderHook(
      ({ page }) => useQuery({ key: ['rows', { page }], fetch: server.fetchFor(`page ${page}`) }),
      {
        initialProps: { page: 1 },
      },
    );
    expect(result.current.status).toBe('loading');
    expect(result.current.isFetching).toBe(true);
    await act(async () => server.requests[0].resolve(['a', 'b']));
    expect(result.current).toMatchObject({ status: 'success', data: ['a', 'b'], isFetching: false });

    rerender({ page: 2 });
    expect(server.requests[1].key).toBe('page 2');
    // Page 1's rows stay on screen while page 2 loads.
    expect(result.current).toMatchObject({ status: 'loading', data: ['a', 'b'], isFetching: true });

    rerender({ page: 3 });
    expect(server.requests[1].signal.aborted).toBe(true);
    expect(server.requests[2].key).toBe('page 3');
    // A late answer for an abandoned key changes nothing.
    await act(async () => server.requests[1].resolve(['late']));
    expect(result.current.data).toEqual(['a', 'b']);
    await act(async () => server.requests[2].resolve(['e']));
    expect(result.current).toMatchObject({ status: 'success', data: ['e'] });
  });

  it('hides the previous data when asked not to keep it', async () => {
    const server = scriptedServer<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useQuery({ key: ['shipment', id], fetch: server.fetchFor(id), keepPreviousData: false }),
      { initialProps: { id: 's1' } },
    );
    await act(async () => server.requests[0].resolve('first'));
    rerender({ id: 's2' });
    expect(result.current).toMatchObject({ status: 'loading', data: undefined });
  });

  it('reports an error, then loads on reload', async () => {
    const server = scriptedServer<string>();
    const { result } = renderHook(() => useQuery({ key: ['tracking', 'PT1'], fetch: server.fetchFor('PT1') }));
    const failure = new Error('offline');
    await act(async () => server.requests[0].reject(failure));
    expect(result.current).toMatchObject({ status: 'error', error: failure, data: undefined, isFetching: false });

    act(() => result.current.reload());
    expect(result.current.isFetching).toBe(true);
    await act(async () => server.requests[1].resolve('Delivered'));
    expect(result.current).toMatchObject({ status: 'success', error: null, data: 'Delivered' });
  });

  it('lets the last request win when reloaded while one is running', async () => {
    const server = scriptedServer<number>();
    const { result } = renderHook(() => useQuery({ key: ['counts'], fetch: server.fetchFor('counts') }));
    act(() => result.current.reload());
    expect(server.requests[0].signal.aborted).toBe(true);
    await act(async () => server.requests[1].resolve(2));
    await act(async () => server.requests[0].resolve(1));
    expect(result.current.data).toBe(2);
  });

  it('refetches the watched queries under a key prefix when invalidated, showing the old rows meanwhile', async () => {
    const server = scriptedServer<string[]>();
    const addresses = renderHook(() =>
      useQuery({ key: ['addresses', { page: 1 }], fetch: server.fetchFor('addresses') }),
    );
    const couriers = renderHook(() => useQuery({ key: ['couriers'], fetch: server.fetchFor('couriers') }));
    await act(async () => server.requests[0].resolve(['Warehouse']));
    await act(async () => server.requests[1].resolve(['Falcon']));

    act(() => invalidateQueries(['addresses']));
    expect(server.requests.map((request) => request.key)).toEqual(['addresses', 'couriers', 'addresses']);
    expect(addresses.result.current).toMatchObject({ status: 'success', data: ['Warehouse'], isFetching: true });
    await act(async () => server.requests[2].resolve(['Warehouse', 'Shop']));
    expect(addresses.result.current.data).toEqual(['Warehouse', 'Shop']);
    expect(couriers.result.current.data).toEqual(['Falcon']);
  });

  it('shows what the server answered to a change to every component watching the key', async () => {
    const server = scriptedServer<string[]>();
    const page = renderHook(() => useQuery({ key: ['keys', 'k1'], fetch: server.fetchFor('keys') }));
    const badge = renderHook(() => useQuery({ key: ['keys', 'k1'], fetch: server.fetchFor('keys') }));
    await act(async () => server.requests[0].resolve(['feed']));
    act(() => page.result.current.setData((previous = []) => ['erp', ...previous]));
    expect(page.result.current.data).toEqual(['erp', 'feed']);
    expect(badge.result.current.data).toEqual(['erp', 'feed']);
    expect(server.requests).toHaveLength(1);
  });

  it('forgets a key nobody watches: its request is aborted and the next component asks again', async () => {
    const server = scriptedServer<string>();
    const first = renderHook(() => useQuery({ key: ['profile'], fetch: server.fetchFor('profile') }));
    first.unmount();
    expect(server.requests[0].signal.aborted).toBe(true);
    const second = renderHook(() => useQuery({ key: ['profile'], fetch: server.fetchFor('profile') }));
    expect(server.requests).toHaveLength(2);
    await act(async () => server.requests[1].resolve('me'));
    await waitFor(() => expect(second.result.current.data).toBe('me'));
  });

  it('asks nothing while disabled', async () => {
    const server = scriptedServer<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useQuery({ key: ['draft', id], fetch: server.fetchFor(String(id)), enabled: id !== undefined }),
      { initialProps: { id: undefined as string | undefined } },
    );
    expect(server.requests).toHaveLength(0);
    expect(result.current).toMatchObject({ status: 'loading', isFetching: false, data: undefined });
    rerender({ id: 'd1' });
    expect(server.requests).toHaveLength(1);
  });

  it('treats keys with the same content as the same query, whatever the order of their properties', () => {
    const server = scriptedServer<string>();
    renderHook(() => useQuery({ key: ['list', { page: 1, q: 'a' }], fetch: server.fetchFor('one') }));
    renderHook(() => useQuery({ key: ['list', { q: 'a', page: 1 }], fetch: server.fetchFor('two') }));
    expect(server.requests).toHaveLength(1);
  });
});
