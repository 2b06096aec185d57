import { lazy, Suspense, type ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installRemote } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { NavMenu } from '../layouts/default-layout/nav-menu';
import { fakeRegistration, fakeRoute } from '../testing/fake-remote';
import { useFederation } from './federation-store';
import { forgetPrefetched, preloadLazy } from './prefetch';

const pageLoader = jest.fn(async () => ({ default: () => <h1>Addresses</h1> }));
const pageStrings = jest.fn(async () => ({ pages: { title: 'Addresses' } }));

// A new lazy page each test: one that has loaded stays loaded, as in the portal.
const registration = () => ({
  ...fakeRegistration('remote_addresses', [
    fakeRoute('/addresses', 'addresses', 'Addresses', { Component: lazy(pageLoader) }),
  ]),
  namespace: 'prefetch-addresses',
  pageTranslations: { en: pageStrings, ar: pageStrings },
});

const groups = [
  {
    group: undefined,
    items: [
      {
        key: 'addresses',
        titleKey: 'Addresses',
        icon: 'addresses' as const,
        subject: 'addresses' as const,
        order: 1,
        path: '/addresses',
      },
      {
        key: 'profile',
        titleKey: 'Profile',
        icon: 'box' as const,
        subject: 'addresses' as const,
        order: 2,
        path: '/profile',
      },
    ],
  },
];

const link = (name: string) => screen.getByRole('link', { name, hidden: true });

beforeEach(async () => {
  forgetPrefetched();
  pageLoader.mockClear();
  pageStrings.mockClear();
  useFederation.setState({
    config: {
      remotes: [
        {
          name: 'remote_addresses',
          entry: '/remotes/addresses/mf-manifest.json',
          routes: ['/addresses'],
          publicRoutes: [],
        },
      ],
    },
    configError: null,
  });
  await act(() => installRemote(registration()));
});
afterEach(() => {
  resetPortalState();
  useFederation.setState({ config: null, configError: null });
});

describe('fetching a page ahead from the nav', () => {
  it('loads the page code and its strings when its link is hovered, once however often it is hovered or focused', async () => {
    renderWithProviders(<NavMenu groups={groups} activeKey={undefined} />, { role: Role.IndividualUser });
    expect(pageLoader).not.toHaveBeenCalled();

    fireEvent.pointerEnter(link('Addresses'));
    await waitFor(() => expect(pageLoader).toHaveBeenCalledTimes(1));
    expect(pageStrings).toHaveBeenCalledTimes(1);

    fireEvent.pointerEnter(link('Addresses'));
    fireEvent.focus(link('Addresses'));
    await act(async () => undefined);
    expect(pageLoader).toHaveBeenCalledTimes(1);
    expect(pageStrings).toHaveBeenCalledTimes(1);
  });

  it('loads it when the link gets the keyboard focus, and leaves the host’s own pages alone', async () => {
    renderWithProviders(<NavMenu groups={groups} activeKey={undefined} />, { role: Role.IndividualUser });
    fireEvent.focus(link('Profile'));
    await act(async () => undefined);
    expect(pageLoader).not.toHaveBeenCalled();

    fireEvent.focus(link('Addresses'));
    await waitFor(() => expect(pageLoader).toHaveBeenCalledTimes(1));
  });

  it('forgets a failed fetch, so the next hover (or the click) loads again', async () => {
    pageLoader.mockRejectedValueOnce(new Error('Loading chunk 12 failed'));
    renderWithProviders(<NavMenu groups={groups} activeKey={undefined} />, { role: Role.IndividualUser });
    fireEvent.pointerEnter(link('Addresses'));
    await waitFor(() => expect(pageLoader).toHaveBeenCalledTimes(1));
    await act(async () => undefined);

    fireEvent.pointerEnter(link('Addresses'));
    await waitFor(() => expect(pageLoader).toHaveBeenCalledTimes(2));
  });
});

describe('preloadLazy', () => {
  it('starts a React.lazy component’s download without rendering it, and only before its first render', async () => {
    const loader = jest.fn(async () => ({ default: () => null }));
    await preloadLazy(lazy(loader));
    expect(loader).toHaveBeenCalledTimes(1);
    await expect(preloadLazy({})).resolves.toBeUndefined();
  });

  it('leaves the component ready to render at once, without showing its Suspense fallback', async () => {
    const Page = lazy(async () => ({ default: () => <h1>Preloaded page</h1> }));
    await preloadLazy(Page);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Preloaded page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('passes on a loader that fails at once instead of waiting for it', async () => {
    const Page = lazy((() => {
      throw new Error('no such module');
    }) as never);
    await expect(preloadLazy(Page)).rejects.toThrow('no such module');
  });

  it('leaves a component whose download failed to load again on render', async () => {
    const loader = jest
      .fn<Promise<{ default: () => ReactElement }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValue({ default: () => <h1>Second try</h1> });
    const Page = lazy(loader);
    await expect(preloadLazy(Page)).rejects.toThrow('Loading chunk 12 failed');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Second try' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
