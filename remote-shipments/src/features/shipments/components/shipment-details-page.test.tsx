import { api } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import { screen, waitFor, within } from '@testing-library/react';
import ShipmentDetailsPage from './shipment-details-page';

const base = {
  id: 's1',
  version: 4,
  readiness: 1,
  status: 1,
  trackingNumber: 'PT12345678903',
  senderAddressId: null,
  recipientAddressId: null,
  sender: null,
  recipient: null,
  shipmentType: null,
  serviceType: { id: 'st', code: 'standard', name: 'Standard', nameAr: 'عادي' },
  parcelType: null,
  parcelQuantity: 1,
  weightKg: 1,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  parcelNotes: null,
  reference: null as string | null,
  paymentType: 'cod',
  codAmountFils: 12_500,
  priceFils: 3000,
  currency: 'JOD',
  price: {
    chargeableWeightKg: 2,
    basePriceFils: 3000,
    weightPriceFils: 0,
    totalFils: 3000,
    currency: 'JOD',
    transitDays: 2,
  },
  courier: { id: 'c1', code: 'FALCON', name: 'Falcon Express', nameAr: 'فالكون إكسبرس', website: null, logoUrl: null },
  expectedPickupDate: '2026-11-23' as string | null,
  expectedDeliveryDate: '2026-11-25' as string | null,
  createdAt: '2026-11-22T08:00:00Z',
  updatedAt: '2026-11-22T08:00:00Z',
  processedAt: '2026-11-22T08:01:00Z',
  cancelledAt: null as string | null,
  cancelledBy: null as { id: string; username: string } | null,
  deliveredAt: null,
  events: [
    { id: 'e1', status: 1, occurredAt: '2026-11-22T08:01:00Z', location: 'Amman', note: null, source: 'portal' },
  ],
};

/** A cancelled shipment as the API answers it: no expected dates, when and by whom. */
const cancelled = {
  ...base,
  status: 5,
  version: 5,
  expectedPickupDate: null,
  expectedDeliveryDate: null,
  cancelledAt: '2026-11-22T09:00:00Z',
  cancelledBy: { id: 'u1', username: 'alice' },
  events: [
    ...base.events,
    { id: 'e2', status: 5, occurredAt: '2026-11-22T09:00:00Z', location: 'Amman', note: null, source: 'portal' },
  ],
};

/** The value of a labelled fact (a date, a name) on the page. */
const fact = (label: string) =>
  screen
    .getAllByText(label)
    .map((element) => element.nextElementSibling)
    .find(Boolean);

let get: jest.SpyInstance;
let post: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => {
  get.mockRestore();
  post.mockRestore();
  resetPortalState();
});

describe('shipment details', () => {
  it('shows payment details and dates, and cancels only after the user confirms', async () => {
    let current: typeof base = base;
    get = jest.spyOn(api, 'get').mockImplementation(async () => current);
    post = jest.spyOn(api, 'post').mockImplementation(async () => {
      current = cancelled;
      return current;
    });
    const view = renderWithProviders(<ShipmentDetailsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/s1',
      path: '/shipments/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Shipment details — PT12345678903' })).toBeInTheDocument();
    // Named once, in the title.
    expect(screen.getAllByText(/PT12345678903/)).toHaveLength(2); // the title and the breadcrumb
    expect(screen.getByText('Payment details')).toBeInTheDocument();
    expect(screen.getByText(/12\.500/)).toBeInTheDocument();
    expect(screen.getByText('Falcon Express')).toBeInTheDocument();
    expect(within(screen.getByTestId('timeline')).getByText('Amman')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Cancel shipment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The shipment PT12345678903 will be cancelled');
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(post).not.toHaveBeenCalled();

    await view.user.click(screen.getByRole('button', { name: 'Cancel shipment' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(post).toHaveBeenCalledWith('/shipments/s1/cancel', { version: 4 });
    expect(await screen.findByText('Shipment cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel shipment' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Download label/ })).not.toBeInTheDocument();
  });

  it('says when and by whom a cancelled shipment was cancelled, with no expected dates and no label', async () => {
    get = jest.spyOn(api, 'get').mockResolvedValue(cancelled);
    post = jest.spyOn(api, 'post');
    renderWithProviders(<ShipmentDetailsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/s1',
      path: '/shipments/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Shipment details — PT12345678903' })).toBeInTheDocument();
    expect(fact('Cancelled')).toHaveTextContent(/2026/);
    expect(fact('Cancelled by')).toHaveTextContent('alice');
    expect(screen.queryByText('Expected pick-up')).not.toBeInTheDocument();
    expect(screen.queryByText('Expected delivery')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download label/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel shipment' })).not.toBeInTheDocument();
  });

  it('says who cancelled in Arabic too, and leaves out dates an older answer still carries', async () => {
    get = jest.spyOn(api, 'get').mockResolvedValue({ ...cancelled, expectedDeliveryDate: '2026-11-25' });
    post = jest.spyOn(api, 'post');
    renderWithProviders(<ShipmentDetailsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/s1',
      path: '/shipments/:id',
      language: 'ar',
    });
    expect(await screen.findByText('تواريخ مهمة')).toBeInTheDocument();
    expect(fact('أُلغيت بواسطة')).toHaveTextContent('alice');
    expect(screen.queryByText('التسليم المتوقع')).not.toBeInTheDocument();
  });

  it("shows the merchant's reference beside the status, in English and Arabic, and nothing without one", async () => {
    get = jest.spyOn(api, 'get').mockResolvedValue({ ...base, reference: 'UX-1011' });
    post = jest.spyOn(api, 'post');
    const view = renderWithProviders(<ShipmentDetailsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/s1',
      path: '/shipments/:id',
    });
    expect(await screen.findByTestId('shipment-reference')).toHaveTextContent('Reference: UX-1011');
    view.unmount();
    resetPortalState();

    const arabic = renderWithProviders(<ShipmentDetailsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/s1',
      path: '/shipments/:id',
      language: 'ar',
    });
    expect(await screen.findByTestId('shipment-reference')).toHaveTextContent('المرجع: UX-1011');
    arabic.unmount();
    resetPortalState();

    get.mockResolvedValue(base);
    renderWithProviders(<ShipmentDetailsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/s1',
      path: '/shipments/:id',
    });
    expect(await screen.findByText('Payment details')).toBeInTheDocument();
    expect(screen.queryByTestId('shipment-reference')).not.toBeInTheDocument();
  });

  it("opens a draft's 'Get rates and process' at the rates step", async () => {
    get = jest.spyOn(api, 'get').mockResolvedValue({ ...base, readiness: 2, status: null, trackingNumber: null });
    post = jest.spyOn(api, 'post');
    renderWithProviders(<ShipmentDetailsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/s1',
      path: '/shipments/:id',
    });
    expect(await screen.findByRole('link', { name: 'Get rates and process' })).toHaveAttribute(
      'href',
      '/shipments/s1/edit?step=review',
    );
  });

  it('names a draft by its recipient and date (never just "Draft"), in English and Arabic', async () => {
    const draft = {
      ...base,
      readiness: 2,
      status: null,
      trackingNumber: null,
      recipient: { name: 'Hala Saleh' },
    };
    get = jest.spyOn(api, 'get').mockResolvedValue(draft);
    post = jest.spyOn(api, 'post');
    const view = renderWithProviders(<ShipmentDetailsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/s1',
      path: '/shipments/:id',
    });
    const name = /Draft for Hala Saleh of .*2026/;
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent(name);
    await view.user.click(screen.getByRole('button', { name: 'Cancel shipment' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      /The shipment Draft for Hala Saleh of .*2026 will be/,
    );
    view.unmount();
    resetPortalState();

    get.mockResolvedValue({ ...draft, recipient: null });
    renderWithProviders(<ShipmentDetailsPage />, {
      role: Role.IndividualUser,
      route: '/shipments/s1',
      path: '/shipments/:id',
      language: 'ar',
    });
    expect(await screen.findByRole('heading', { name: /مسودة بتاريخ/ })).toBeInTheDocument();
  });
});
