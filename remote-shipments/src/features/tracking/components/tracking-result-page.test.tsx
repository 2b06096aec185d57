import { api, ApiError, notify } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import { screen, within } from '@testing-library/react';
import TrackingResultPage from './tracking-result-page';

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

describe('public tracking page', () => {
  it('shows the status, cities and the timeline to a visitor, in Arabic too', async () => {
    get = jest.spyOn(api, 'get').mockResolvedValue({
      trackingNumber: 'PT12345678903',
      status: 3,
      courier: { name: 'Falcon Express', nameAr: 'فالكون إكسبرس' },
      originCity: { name: 'Amman', nameAr: 'عمّان' },
      destinationCity: { name: 'Irbid', nameAr: 'إربد' },
      processedAt: '2026-11-22T08:00:00Z',
      expectedPickupDate: '2026-11-23',
      expectedDeliveryDate: '2026-11-25',
      deliveredAt: null,
      events: [
        { status: 1, occurredAt: '2026-11-22T08:00:00Z', location: 'Amman' },
        { status: 2, occurredAt: '2026-11-22T12:00:00Z', location: 'Amman' },
        { status: 3, occurredAt: '2026-11-23T09:00:00Z', location: 'Amman sorting hub' },
      ],
    });
    render('ar');
    expect(get).toHaveBeenCalledWith('/tracking/PT12345678903', expect.anything());
    expect(await screen.findByTestId('public-status')).toHaveTextContent('جارية');
    expect(screen.getByText('إربد')).toBeInTheDocument();
    const timeline = screen.getByTestId('timeline');
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Amman sorting hub');
  });

  it('says when a cancelled shipment was cancelled, with no expected delivery, in Arabic too', async () => {
    const cancelled = {
      trackingNumber: 'PT12345678903',
      status: 5,
      courier: { name: 'Falcon Express', nameAr: 'فالكون إكسبرس' },
      originCity: { name: 'Amman', nameAr: 'عمّان' },
      destinationCity: { name: 'Irbid', nameAr: 'إربد' },
      processedAt: '2026-11-22T08:00:00Z',
      expectedPickupDate: null,
      expectedDeliveryDate: null,
      deliveredAt: null,
      cancelledAt: '2026-11-22T09:00:00Z',
      events: [
        { status: 1, occurredAt: '2026-11-22T08:00:00Z', location: 'Amman' },
        { status: 5, occurredAt: '2026-11-22T09:00:00Z', location: 'Amman' },
      ],
    };
    get = jest.spyOn(api, 'get').mockResolvedValue(cancelled);
    const view = render();
    expect(await screen.findByTestId('public-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByText('Expected delivery')).not.toBeInTheDocument();
    const cancelledOn = screen.getByText('Cancelled on');
    expect(cancelledOn.nextElementSibling).toHaveTextContent(/2026/);
    view.unmount();
    resetPortalState();

    // An older answer with the dates still in them shows none either.
    get.mockResolvedValue({ ...cancelled, expectedDeliveryDate: '2026-11-25' });
    render('ar');
    expect(await screen.findByTestId('public-status')).toHaveTextContent('ملغاة');
    expect(screen.queryByText('التسليم المتوقع')).not.toBeInTheDocument();
    expect(screen.getByText('تاريخ الإلغاء').nextElementSibling).toHaveTextContent(/2026|٢٠٢٦/);
  });

  it('shows the search for another number only once the answer is in, so it never jumps down', async () => {
    let answer!: (value: unknown) => void;
    get = jest.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    answer({
      trackingNumber: 'PT12345678903',
      status: 3,
      courier: null,
      originCity: null,
      destinationCity: null,
      processedAt: '2026-11-22T08:00:00Z',
      expectedPickupDate: null,
      expectedDeliveryDate: null,
      deliveredAt: null,
      events: [],
    });
    expect(await screen.findByTestId('public-status')).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it("says 'No tracking data' once, inline (no toast besides), for an unknown number", async () => {
    get = jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'No tracking data'));
    const toast = jest.spyOn(notify, 'error');
    render();
    expect(await screen.findByRole('heading', { name: 'No tracking data' })).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    toast.mockRestore();
  });

  it("shows the portal's brand and a way in: sign in for a visitor, back to the portal when signed in", async () => {
    get = jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'No tracking data'));
    const view = render();
    await screen.findByRole('heading', { name: 'No tracking data' });
    expect(screen.getByRole('link', { name: 'Courier Portal' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    view.unmount();

    renderWithProviders(<TrackingResultPage />, {
      route: '/track/PT12345678903',
      path: '/track/:trackingNumber',
      role: Role.IndividualUser,
      language: 'ar',
    });
    await screen.findByRole('heading', { name: 'لا توجد بيانات تتبع' });
    expect(screen.getByRole('link', { name: 'بوابة الشحن' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى البوابة' })).toHaveAttribute('href', '/shipments');
  });
});
