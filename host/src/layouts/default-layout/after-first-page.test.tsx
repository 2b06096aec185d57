import { act } from '@testing-library/react';
import { useRegistry } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { useFederation } from '../../federation/federation-store';
import { trackApiRequests, whenApiQuiet } from '../../federation/api-activity';
import { constrainedNetwork } from '../../federation/idle-prefetch';
import { SETTLE_MS } from '../../federation/page-settled';
import { prefetchRegistrationFiles } from '../../federation/prefetch-files';
import { PageDrawn } from '../page-drawn';
import { AfterFirstPage } from './after-first-page';

jest.mock('../../federation/prefetch-files', () => ({
  prefetchRegistrationFiles: jest.fn(async () => undefined),
}));
const ensure = jest.mocked(prefetchRegistrationFiles);

const item = (key: string, path: string, subject: 'shipments' | 'addresses' | 'reports', order: number) => ({
  key,
  titleKey: key,
  icon: 'box' as const,
  subject,
  order,
  path,
});

const remote = (name: string, prefix: string) => ({
  name,
  entry: `/remotes/${name}/remoteEntry.js`,
  routes: [prefix],
  publicRoutes: [],
});

/** A fetch whose API answers wait for `answer()`. */
function fakeFetch() {
  const pending: Array<() => void> = [];
  const target = {
    fetch: jest.fn(
      () => new Promise<Response>((resolve) => pending.push(() => resolve({ ok: true } as Response))),
    ) as unknown as typeof fetch,
  };
  trackApiRequests(target);
  return { target, answer: () => pending.splice(0).forEach((resolve) => resolve()) };
}

beforeEach(() => {
  jest.useFakeTimers();
  ensure.mockClear();
  useFederation.setState({
    config: {
      remotes: [
        remote('remote_shipments', '/shipments'),
        remote('remote_addresses', '/addresses'),
        remote('remote_reports', '/reports'),
      ],
    },
    configError: null,
    nav: {
      remote_shipments: { status: 'ready', items: [item('shipments', '/shipments', 'shipments', 1)] },
      remote_addresses: { status: 'ready', items: [item('addresses', '/addresses', 'addresses', 2)] },
      remote_reports: { status: 'ready', items: [item('reports', '/reports', 'reports', 3)] },
    },
  });
});
afterEach(() => {
  jest.useRealTimers();
  resetPortalState();
  useFederation.setState({ config: null, configError: null, nav: {} });
});

const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('fetching the other remotes once the first page is drawn', () => {
  it('fetches nothing while the page is not drawn, then each remote of the nav once its data is in', async () => {
    const { target, answer } = fakeFetch();
    // The page shown is the shipments remote's, already loading.
    useRegistry.getState().setLoading('remote_shipments');
    const view = renderWithProviders(<AfterFirstPage>{null}</AfterFirstPage>, { role: Role.IndividualUser });
    await wait(10_000);
    expect(ensure).not.toHaveBeenCalled();

    // The page is drawn while its list is still being asked for: nothing until the answer is in.
    void target.fetch('/api/v1/shipments');
    view.rerender(
      <AfterFirstPage>
        <PageDrawn />
      </AfterFirstPage>,
    );
    await wait(10_000);
    expect(ensure).not.toHaveBeenCalled();

    await act(async () => answer());
    await wait(SETTLE_MS - 10);
    expect(ensure).not.toHaveBeenCalled();
    await wait(50);
    await wait(50);
    await wait(50);
    expect(ensure.mock.calls.map(([entry]) => entry)).toEqual([
      '/remotes/remote_addresses/remoteEntry.js',
      '/remotes/remote_reports/remoteEntry.js',
    ]);
  });

  it('fetches nothing of a remote its nav file refused (another @portal/shared)', async () => {
    const { target, answer } = fakeFetch();
    useFederation.setState((state) => ({
      nav: { ...state.nav, remote_reports: { status: 'refused', reason: 'requires @portal/shared ^9' } },
    }));
    useRegistry.getState().setLoading('remote_shipments');
    void target.fetch('/api/v1/shipments');
    renderWithProviders(
      <AfterFirstPage>
        <PageDrawn />
      </AfterFirstPage>,
      { role: Role.IndividualUser },
    );
    await act(async () => answer());
    for (let step = 0; step < 6; step++) await wait(SETTLE_MS);
    expect(ensure.mock.calls.map(([entry]) => entry)).toEqual(['/remotes/remote_addresses/remoteEntry.js']);
  });

  it('fetches nothing ahead when the reader saves data or is on 2G', () => {
    expect(constrainedNetwork({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(constrainedNetwork({ effectiveType: '2g' })).toBe(true);
    expect(constrainedNetwork({ effectiveType: 'slow-2g' })).toBe(true);
    expect(constrainedNetwork({ effectiveType: '3g' })).toBe(false);
    expect(constrainedNetwork(undefined)).toBe(false);
  });
});

describe('whenApiQuiet', () => {
  it('waits for the API requests under way, not for other downloads', async () => {
    const { target, answer } = fakeFetch();
    void target.fetch('/remotes/addresses/remoteEntry.js');
    const run = jest.fn();
    whenApiQuiet(run);
    expect(run).toHaveBeenCalledTimes(1);

    void target.fetch(new URL('/api/v1/auth/me', window.location.href));
    whenApiQuiet(run);
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(run).toHaveBeenCalledTimes(2);
  });
});
