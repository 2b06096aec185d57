import { api } from '@portal/shared';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import registration from '../../../register';
import TrackingResultPage from './tracking-result-page';

const tracking = (sender: unknown) => ({
  trackingNumber: 'PT12345678903',
  status: 3,
  sender,
  courier: { name: 'Falcon Express', nameAr: 'فالكون إكسبرس' },
  originCity: { name: 'Amman', nameAr: 'عمّان' },
  destinationCity: { name: 'Irbid', nameAr: 'إربد' },
  processedAt: '2026-11-22T08:00:00Z',
  expectedPickupDate: '2026-11-23',
  expectedDeliveryDate: '2026-11-25',
  deliveredAt: null,
  cancelledAt: null,
  events: [{ status: 1, occurredAt: '2026-11-22T08:00:00Z', location: 'Amman' }],
});

let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => {
  get.mockRestore();
  resetPortalState();
});

const render = (language: 'en' | 'ar' = 'en') =>
  renderWithProviders(<TrackingResultPage />, {
    route: '/track/PT12345678903',
    path: '/track/:trackingNumber',
    language,
  });

describe('the sender’s brand on the public tracking page', () => {
  it('shows the sender’s logo and name above the result, from the one tracking request', async () => {
    const logoUrl = '/api/v1/recipient-notifications/logos/0b7a/?v=1';
    get = jest.spyOn(api, 'get').mockResolvedValue(tracking({ name: 'Petra Gifts', logoUrl }));
    render();
    const brand = await screen.findByTestId('sender-brand');
    expect(brand).toHaveTextContent('Sent by');
    expect(brand).toHaveTextContent('Petra Gifts');
    expect(screen.getByRole('img', { name: 'Logo of Petra Gifts' })).toHaveAttribute('src', logoUrl);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('reads in Arabic, and shows a logo alone when the sender has no public name', async () => {
    get = jest.spyOn(api, 'get').mockResolvedValue(tracking({ name: 'متجر البتراء', logoUrl: null }));
    const view = render('ar');
    const brand = await screen.findByTestId('sender-brand');
    expect(brand).toHaveTextContent('مرسلة من');
    expect(brand).toHaveTextContent('متجر البتراء');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    view.unmount();
    resetPortalState();

    get.mockResolvedValue(tracking({ name: null, logoUrl: '/logo.png' }));
    render();
    expect(await screen.findByRole('img', { name: 'Sent by' })).toHaveAttribute('src', '/logo.png');
  });

  it('shows no sender block when the sender has no brand', async () => {
    get = jest.spyOn(api, 'get').mockResolvedValue(tracking(null));
    render();
    expect(await screen.findByTestId('public-status')).toBeInTheDocument();
    expect(screen.queryByTestId('sender-brand')).not.toBeInTheDocument();
  });
});
