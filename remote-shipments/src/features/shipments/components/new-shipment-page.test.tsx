import { api } from '@portal/shared';
import { AddressType, Role } from '@portal/shared/domain';
import { Link, Route, Routes } from '@portal/shared/router';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import { screen, waitFor } from '@testing-library/react';
import type { Shipment } from '../api/types';
import NewShipmentPage from './new-shipment-page';

const city = { id: 'amman', name: 'Amman', nameAr: 'عمّان' };
const address = (id: string, name: string) => ({ id, name, city });

const draft = {
  id: 'd1',
  version: 1,
  readiness: 2,
  status: null,
  trackingNumber: null,
  senderAddressId: 'pick',
  recipientAddressId: 'drop',
  sender: null,
  recipient: null,
  shipmentType: null,
  serviceType: null,
  parcelType: { id: 'p1', code: 'small-box', name: 'Small box', nameAr: 'صندوق صغير' },
  parcelQuantity: 1,
  weightKg: 6,
  parcelNotes: null,
  reference: null,
  paymentType: 'prepaid',
  codAmountFils: 0,
  events: [],
} as unknown as Shipment;

/** The API as the wizard reads it: one pick-up and one drop-off address, and the draft d1. */
function mockApi(saved: Shipment) {
  return jest.spyOn(api, 'get').mockImplementation(async (path: string, options?: { query?: { type?: number } }) => {
    if (path === '/addresses')
      return { items: [address(options?.query?.type === AddressType.PickUp ? 'pick' : 'drop', 'Home')] };
    if (path === '/shipments/d1') return saved;
    if (path === '/shipments/d1/rates')
      return { items: [], covered: true, weight: { actualKg: 6, volumetricKg: 1.8, chargeableKg: 6, basis: 'actual' } };
    if (path === '/addresses/primary-pickup') return null;
    if (path === '/shipments') return { items: [], total: 0, page: 1, pageSize: 1, totalIsCapped: false };
    if (path === '/lookups/parcel-types')
      return {
        items: [
          {
            id: 'p1',
            code: 'small-box',
            name: 'Small box',
            nameAr: 'صندوق صغير',
            length: 30,
            width: 20,
            height: 15,
            weight: 2,
          },
        ],
      };
    return { items: [] };
  });
}

/** Both wizard routes, as register.tsx declares them (one component, so it stays mounted across them). */
const wizardRoutes = (
  <Routes>
    <Route path="/shipments/new" element={<NewShipmentPage />} />
    <Route path="/shipments/:id/edit" element={<NewShipmentPage />} />
  </Routes>
);

let get: jest.SpyInstance;
let post: jest.SpyInstance | undefined;
beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => {
  get.mockRestore();
  post?.mockRestore();
  resetPortalState();
});

/** A new wizard with its pick-up and recipient addresses chosen; saving answers with the draft d1. */
async function newWizardWithAddresses() {
  get = mockApi(draft);
  post = jest.spyOn(api, 'post').mockResolvedValue(draft);
  const view = renderWithProviders(wizardRoutes, { role: Role.IndividualUser, route: '/shipments/new' });
  await screen.findByRole('combobox', { name: /Pick-up address/ });
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Home — Amman' })).toHaveLength(2));
  await view.user.selectOptions(screen.getByRole('combobox', { name: /Pick-up address/ }), 'pick');
  await view.user.selectOptions(screen.getByRole('combobox', { name: /Recipient address/ }), 'drop');
  return view;
}

describe('shipment wizard', () => {
  it('puts the draft and its step in the URL once the draft exists, so a reload resumes it', async () => {
    const view = await newWizardWithAddresses();
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(view.location()).toBe('/shipments/d1/edit?step=location'));
    expect(post).toHaveBeenCalledTimes(1);

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.location()).toBe('/shipments/d1/edit?step=details'));
    expect(screen.getByRole('combobox', { name: /Parcel type/ })).toBeInTheDocument();
  });

  it('keeps the addresses of the first step when the draft is first saved from the second', async () => {
    const view = await newWizardWithAddresses();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    const parcelType = await screen.findByRole('combobox', { name: /Parcel type/ });
    await waitFor(() => expect(screen.getByRole('option', { name: /Small box/ })).toBeInTheDocument());
    await view.user.selectOptions(parcelType, 'p1');
    await view.user.type(screen.getByRole('spinbutton', { name: /Total weight/ }), '1');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post?.mock.calls[0][1]).toMatchObject({
      senderAddressId: 'pick',
      recipientAddressId: 'drop',
      parcelTypeId: 'p1',
    });
  });

  it('opens a saved draft at the step in the URL (Get rates and process opens the rates)', async () => {
    get = mockApi(draft);
    renderWithProviders(wizardRoutes, { role: Role.IndividualUser, route: '/shipments/d1/edit?step=review' });
    expect(await screen.findByText('Choose a rate to process the shipment.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/shipments/d1/rates', expect.anything());
  });

  it('starts an empty wizard when the user leaves a draft for a new shipment (the page stays mounted)', async () => {
    get = mockApi(draft);
    const view = renderWithProviders(
      <>
        <Link to="/shipments/new">Create shipment</Link>
        {wizardRoutes}
      </>,
      { role: Role.IndividualUser, route: '/shipments/d1/edit?step=review' },
    );
    expect(await screen.findByText('Choose a rate to process the shipment.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Create shipment' }));
    await waitFor(() => expect(view.location()).toBe('/shipments/new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New shipment' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Recipient address/ })).toHaveValue('');
    expect(screen.queryByText('Choose a rate to process the shipment.')).not.toBeInTheDocument();
  });

  it('opens the draft the URL names when the user goes from one draft to another', async () => {
    // d1 is at a later version than d2: the wizard must not keep d1 because its version is newer.
    const d1 = { ...draft, version: 5 } as Shipment;
    const d2 = { ...draft, id: 'd2', version: 1, parcelQuantity: 3 } as Shipment;
    get = mockApi(d1);
    const mocked = get.getMockImplementation()!;
    get.mockImplementation(async (path: string, options?: unknown) => {
      if (path === '/shipments/d2') return d2;
      if (path === '/shipments/d2/rates') return mocked('/shipments/d1/rates', options);
      return mocked(path, options);
    });
    const view = renderWithProviders(
      <>
        <Link to="/shipments/d2/edit?step=review">Other draft</Link>
        {wizardRoutes}
      </>,
      { role: Role.IndividualUser, route: '/shipments/d1/edit?step=review' },
    );
    expect(await screen.findByText('Choose a rate to process the shipment.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Other draft' }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/shipments/d2/rates', expect.anything()));
    expect(await screen.findByText('Choose a rate to process the shipment.')).toBeInTheDocument();
  });

  it('opens an incomplete draft at the first step it does not pass, whatever the URL asks', async () => {
    get = mockApi({ ...draft, parcelType: null, weightKg: null } as unknown as Shipment);
    renderWithProviders(wizardRoutes, { role: Role.IndividualUser, route: '/shipments/d1/edit?step=review' });
    expect(await screen.findByRole('combobox', { name: /Parcel type/ })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/shipments/d1/rates', expect.anything());
  });

  it('shows a field of the next step as invalid only once it is touched or that step is submitted', async () => {
    get = mockApi(draft);
    const view = renderWithProviders(wizardRoutes, {
      role: Role.IndividualUser,
      route: '/shipments/d1/edit?step=location',
    });
    await view.user.click(await screen.findByRole('button', { name: 'Next' }));
    await view.user.selectOptions(await screen.findByRole('combobox', { name: /Payment type/ }), 'cod');
    const amount = screen.getByRole('textbox', { name: /Amount to collect/ });
    expect(amount).not.toHaveAttribute('aria-invalid');
    // Each heading once: the step's own, then its cards'.
    expect(screen.getAllByText('Shipment Details')).toHaveLength(2); // the step list and the step's heading
    expect(screen.getAllByText('Payment type')).toHaveLength(1);

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
  });

  it('edits the optional reference: sent trimmed, cleared when blank, refused over 100 characters', async () => {
    get = mockApi({ ...draft, reference: 'UX-1000' } as Shipment);
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ ...draft, version: 2, reference: 'UX-1011' });
    const view = renderWithProviders(wizardRoutes, {
      role: Role.IndividualUser,
      route: '/shipments/d1/edit?step=details',
    });
    const reference = await screen.findByRole('textbox', { name: 'Reference' });
    expect(reference).toHaveValue('UX-1000');
    await view.user.clear(reference);
    await view.user.type(reference, 'R'.repeat(101));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(reference).toHaveAttribute('aria-invalid', 'true'));
    expect(patch).not.toHaveBeenCalled();

    await view.user.clear(reference);
    await view.user.type(reference, '  UX-1011 ');
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch.mock.calls[0][1]).toMatchObject({ version: 1, reference: 'UX-1011' });

    await view.user.clear(reference);
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(2));
    expect(patch.mock.calls[1][1]).toMatchObject({ reference: null });
    patch.mockRestore();
  });

  it("warns beside the reference when another of the owner's shipments has it, and lets the user go on", async () => {
    get = mockApi(draft);
    const mocked = get.getMockImplementation()!;
    // UX-1011 is this draft's own (not a duplicate); UX-2000 is another shipment's too.
    get.mockImplementation(async (path: string, options?: { query?: { reference?: string } }) => {
      if (path !== '/shipments') return mocked(path, options);
      const reference = options?.query?.reference;
      const other = { id: 's9', reference };
      const items = reference === 'UX-2000' ? [other] : reference === 'UX-1011' ? [{ id: 'd1', reference }] : [];
      return { items, total: items.length, page: 1, pageSize: 1, totalIsCapped: false };
    });
    const view = renderWithProviders(wizardRoutes, {
      role: Role.IndividualUser,
      route: '/shipments/d1/edit?step=details',
    });
    const reference = await screen.findByRole('textbox', { name: 'Reference' });
    await view.user.type(reference, 'UX-1011');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/shipments',
        expect.objectContaining({ query: expect.objectContaining({ reference: 'UX-1011', pageSize: 1 }) }),
      ),
    );
    expect(screen.queryByText(/already has this reference/)).not.toBeInTheDocument();

    await view.user.clear(reference);
    await view.user.type(reference, ' UX-2000 ');
    expect(await screen.findByText('Another of your shipments already has this reference.')).toBeInTheDocument();
    expect(reference).not.toHaveAttribute('aria-invalid');

    // Only a warning: the draft is saved with it.
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ ...draft, version: 2, reference: 'UX-2000' });
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch.mock.calls[0][1]).toMatchObject({ reference: 'UX-2000' });
    patch.mockRestore();
  });

  it('offers a custom parcel: no parcel type, its weight and, when given, all three dimensions', async () => {
    const view = await newWizardWithAddresses();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    const parcelType = await screen.findByRole('combobox', { name: /Parcel type/ });
    expect(parcelType).toHaveDisplayValue('No parcel type — enter weight (and dimensions)');
    await view.user.type(screen.getByRole('spinbutton', { name: /Length/ }), '40');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    // Each problem beside its field; nothing is saved until the parcel can be priced.
    const weight = screen.getByRole('spinbutton', { name: /Total weight/ });
    await waitFor(() => expect(weight).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter the weight, or choose a parcel type')).toBeInTheDocument();
    expect(screen.getAllByText('Enter the length, width and height together, or none of them')).toHaveLength(2);
    expect(screen.getByRole('spinbutton', { name: /Width/ })).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    await view.user.type(weight, '2.5');
    await view.user.type(screen.getByRole('spinbutton', { name: /Width/ }), '30');
    await view.user.type(screen.getByRole('spinbutton', { name: /Height/ }), '20');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post?.mock.calls[0][1]).toMatchObject({
      parcelTypeId: null,
      weightKg: 2.5,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
    });
  });

  it('says what a custom parcel needs in Arabic', async () => {
    get = mockApi(draft);
    post = jest.spyOn(api, 'post').mockResolvedValue(draft);
    const view = renderWithProviders(wizardRoutes, {
      role: Role.IndividualUser,
      route: '/shipments/new',
      language: 'ar',
    });
    await screen.findByRole('combobox', { name: /عنوان الاستلام/ });
    await waitFor(() => expect(screen.getAllByRole('option', { name: /Home/ })).toHaveLength(2));
    await view.user.selectOptions(screen.getByRole('combobox', { name: /عنوان الاستلام/ }), 'pick');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /عنوان المستلم/ }), 'drop');
    await view.user.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findByRole('combobox', { name: /نوع الطرد/ })).toHaveDisplayValue(
      'بلا نوع طرد — أدخل الوزن (والأبعاد)',
    );
    await view.user.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findByText('أدخل الوزن، أو اختر نوع الطرد')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
