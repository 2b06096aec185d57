import { Role } from '@portal/shared/domain';
import {
  answerFetch,
  navPrefetchUrls,
  loadRemoteTranslations,
  renderWithProviders,
  resetPortalState,
} from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import nav from '../../../nav.json';
import registration from '../../../register';
import { counts, row } from './shipments-page.fixtures';
import ShipmentsPage from './shipments-page';

// A file of its own: the page asks as on a fresh load (the lookups' version starts at 1 in a new module registry).
beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => resetPortalState());

describe("the nav item's prefetch", () => {
  it('names requests the page makes first, word for word, so the host’s early answers are the ones it reads', async () => {
    const fetches = answerFetch((path) =>
      path === '/shipments/tab-counts'
        ? counts
        : path === '/shipments'
          ? { items: [row], total: 1, page: 1, pageSize: 20 }
          : { items: [] },
    );
    try {
      renderWithProviders(<ShipmentsPage />, { role: Role.IndividualUser, route: '/shipments' });
      expect(await screen.findByText('PT12345678903')).toBeInTheDocument();
      expect(fetches.asked).toEqual(expect.arrayContaining(navPrefetchUrls(nav, '/shipments')));
    } finally {
      fetches.restore();
    }
  });
});
