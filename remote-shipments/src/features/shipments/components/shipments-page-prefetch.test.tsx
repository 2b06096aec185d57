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
import ShipmentsPage from './shipments-page';

// A file of its own: the page asks as on a fresh load (the lookups' version starts at 1 in a new module registry).
beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => resetPortalState());

const row = {
  id: 's1',
  version: 2,
  readiness: 1,
  status: 1,
  trackingNumber: 'PT12345678903',
  recipientName: 'Hala Saleh',
  recipientCityName: 'Irbid',
  recipientCityNameAr: 'إربد',
  senderCityName: 'Amman',
  senderCityNameAr: 'عمان',
  courier: { id: 'c1', name: 'Falcon Express', nameAr: 'فالكون إكسبرس' },
  serviceTypeCode: 'standard',
  paymentType: 'prepaid',
  codAmountFils: 0,
  priceFils: 3000,
  reference: 'UX-1011',
  createdAt: '2026-11-20T10:00:00Z',
  processedAt: '2026-11-20T10:05:00Z',
  expectedDeliveryDate: '2026-11-24',
};
const counts = {
  all: 1,
  pending: 1,
  'in-transit': 0,
  delivered: 0,
  returned: 0,
  'on-going': 0,
  cancelled: 0,
  draft: 0,
  active: 1,
};

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
