import { api } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import { screen } from '@testing-library/react';
import PortalTrackingPage from './portal-tracking-page';

let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => {
  get.mockRestore();
  resetPortalState();
});

const answer = (trackingNumber: string) => ({
  trackingNumber,
  status: 3,
  courier: { name: 'Falcon Express', nameAr: 'فالكون إكسبرس' },
  originCity: { name: 'Amman', nameAr: 'عمّان' },
  destinationCity: { name: 'Irbid', nameAr: 'إربد' },
  processedAt: '2026-11-22T08:00:00Z',
  expectedPickupDate: '2026-11-23',
  expectedDeliveryDate: '2026-11-25',
  deliveredAt: null,
  events: [],
});

describe('tracking inside the portal', () => {
  it('shows the result under a portal header with a way back, and searches stay in the portal', async () => {
    get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => answer(path.split('/').pop()!));
    const view = renderWithProviders(<PortalTrackingPage />, {
      role: Role.IndividualUser,
      route: '/shipments/track/PT12345678903',
      path: '/shipments/track/:trackingNumber',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Tracking PT12345678903' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipments' })).toHaveAttribute('href', '/shipments');
    expect(await screen.findByTestId('public-status')).toHaveTextContent('On Going');
    expect(get).toHaveBeenCalledWith('/tracking/PT12345678903', expect.anything());

    await view.user.type(screen.getByRole('textbox', { name: 'Track by tracking number' }), 'PT12345678914');
    await view.user.click(screen.getByRole('button', { name: 'Track' }));
    expect(view.location()).toBe('/shipments/track/PT12345678914');
  });
});
