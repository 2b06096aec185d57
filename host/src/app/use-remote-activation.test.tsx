import { act } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Role } from '@portal/shared/domain';
import { remotesJson } from '@portal/webpack-config/lib/portal-apps';
import { readNavFile } from '../federation/federation-runtime';
import type { FederationRuntime } from '../federation/federation-runtime-api';
import { useFederation } from '../federation/federation-store';
import { configureRemotes } from '../federation/load-remotes';
import { parseRemotesConfig } from '../federation/remotes-config';
import { useRemoteActivation } from './use-remote-activation';

// The federation runtime and the nav files are not available in jsdom: what is asked for stays pending.
jest.mock('@module-federation/runtime', () =>
  jest.requireActual<typeof import('../testing/pending-remotes')>('../testing/pending-remotes').pendingRuntime(),
);
jest.mock('../federation/federation-runtime', () =>
  jest.requireActual<typeof import('../testing/pending-remotes')>('../testing/pending-remotes').pendingNavFiles(),
);

const navFilesRead = () => jest.mocked(readNavFile).mock.calls.map(([remote]) => remote.name);

function Activation() {
  useRemoteActivation();
  return null;
}

function screenWidth(wide: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) => ({ matches: wide && query === '(min-width: 1280px)', media: query }) as MediaQueryList,
    );
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(readNavFile).mockClear();
  // A fresh start each test: nothing read or asked for yet.
  const runtime = { registerPlugins: jest.fn(), registerRemotes: jest.fn() } as unknown as FederationRuntime;
  act(() => configureRemotes(parseRemotesConfig(remotesJson()), runtime));
});
afterEach(() => {
  resetPortalState();
  useFederation.setState({ config: null, configError: null, nav: {} });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('which nav files a signed-in page load reads', () => {
  it('on a screen 1280 px wide or more, every remote’s at once: the nav beside the page is drawn from them', () => {
    screenWidth(true);
    renderWithProviders(<Activation />, { route: '/shipments', role: Role.IndividualUser });
    expect(navFilesRead().sort()).toEqual(
      ['remote_addresses', 'remote_admin', 'remote_organization', 'remote_reports', 'remote_shipments'].sort(),
    );
  });

  it('on a phone, the page owner’s first and the others once the page has settled', async () => {
    screenWidth(false);
    renderWithProviders(<Activation />, { route: '/shipments', role: Role.IndividualUser });
    await act(async () => undefined);
    expect(navFilesRead()).toEqual(['remote_shipments']);
    act(() => jest.advanceTimersByTime(500));
    expect(navFilesRead()).toEqual(['remote_shipments']);
    act(() => jest.advanceTimersByTime(1000));
    expect(navFilesRead().sort()).toEqual(
      ['remote_addresses', 'remote_admin', 'remote_organization', 'remote_reports', 'remote_shipments'].sort(),
    );
  });
});
