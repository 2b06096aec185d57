import { api } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../../register';
import { screen, waitFor, within } from '@testing-library/react';
import type { Shipment, ShipmentRate } from '../../api/types';
import { ReviewStep } from './review-step';

const party = (name: string, cityName: string) => ({
  name,
  email: null,
  phoneNumber: '+962791234567',
  countryId: 'jo',
  countryName: 'Jordan',
  countryNameAr: 'الأردن',
  regionId: null,
  regionName: null,
  regionNameAr: null,
  cityId: cityName,
  cityName,
  cityNameAr: cityName,
  villageId: null,
  villageName: null,
  villageNameAr: null,
  addressLine: 'Main Street',
  buildingNumber: null,
  latitude: null,
  longitude: null,
});

const draft = {
  id: 'd1',
  version: 3,
  readiness: 2,
  status: null,
  trackingNumber: null,
  sender: party('Yousef Amin', 'Amman'),
  recipient: party('Hala Saleh', 'Irbid'),
  parcelType: { id: 'p1', code: 'small-box', name: 'Small box', nameAr: 'صندوق صغير' },
  parcelQuantity: 2,
  weightKg: 6,
  parcelNotes: 'Fragile',
  paymentType: 'cod',
  codAmountFils: 12_500,
} as unknown as Shipment;

const rate = (courier: string, service: string, priceFils: number): ShipmentRate => ({
  courier: { id: courier, code: courier, name: courier, nameAr: courier, website: null, logoUrl: null },
  serviceType: { id: service, code: service, name: service, nameAr: service },
  priceFils,
  chargeableWeightKg: 2,
  basePriceFils: priceFils,
  weightPriceFils: 0,
  transitDays: 2,
  expectedPickupDate: '2026-11-23',
  expectedDeliveryDate: '2026-11-25',
});

let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => {
  get.mockRestore();
  resetPortalState();
});

describe('review step', () => {
  it('shows what will be booked and lets the user process with the chosen rate', async () => {
    get = jest.spyOn(api, 'get').mockResolvedValue({
      items: [rate('Nabatean', 'standard', 2700), { ...rate('Falcon', 'express', 4500), transitDays: 0 }],
      covered: true,
      weight: { actualKg: 2, volumetricKg: 1.8, chargeableKg: 2, basis: 'actual' },
    });
    const onProcess = jest.fn();
    const view = renderWithProviders(<ReviewStep draft={draft} processing={false} onProcess={onProcess} />, {
      role: Role.IndividualUser,
    });
    expect(get).toHaveBeenCalledWith('/shipments/d1/rates', expect.anything());
    expect(screen.getByText('Hala Saleh')).toBeInTheDocument();
    expect(screen.getByText('Fragile')).toBeInTheDocument();
    expect(screen.getByText(/Cash on delivery — .*12\.500/)).toBeInTheDocument();
    const cards = await screen.findAllByTestId('rate-row');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Nabatean\s*Cheapest\s*standard · 2 working days · delivery by .*2\.700/),
      expect.stringMatching(/^Falcon\s*Fastest\s*express · Same day · delivery by .*4\.500/),
    ]);
    // A screen reader hears the price, the badges and the days with each choice, not just its name.
    expect(screen.getByRole('radio', { name: 'Falcon — express' })).toHaveAccessibleDescription(
      /4\.500.*Fastest.*express · Same day · delivery by/,
    );
    expect(within(cards[1]).getByText('Fastest')).toBeInTheDocument();
    // The cheapest is preselected; the user picks the other one.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Nabatean — standard' })).toBeChecked());
    // Keyboard: the group is one tab stop, arrows move the choice.
    await view.user.click(screen.getByRole('radio', { name: 'Nabatean — standard' }));
    await view.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Falcon — express' })).toBeChecked();
    expect(cards[1]).toHaveAttribute('data-checked');
    await view.user.click(screen.getByRole('button', { name: 'Process shipment' }));
    expect(onProcess).toHaveBeenCalledWith('Falcon', 'express');
  });

  it("says 'Area not covered' (in Arabic too) when no courier covers the route, with nothing to process", async () => {
    get = jest.spyOn(api, 'get').mockResolvedValue({
      items: [],
      covered: false,
      message: 'Area not covered',
      weight: { actualKg: 2, volumetricKg: 1.8, chargeableKg: 2, basis: 'actual' },
    });
    renderWithProviders(<ReviewStep draft={draft} processing={false} onProcess={jest.fn()} />, {
      role: Role.IndividualUser,
      language: 'ar',
    });
    expect(await screen.findByTestId('area-not-covered')).toHaveTextContent('المنطقة غير مشمولة بالتغطية');
    expect(screen.queryByRole('button', { name: 'معالجة الشحنة' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', /Chargeable weight: 14\.5 kg — by volume: the parcels measure 14\.4 kg .* more than the 6 kg they weigh/],
    ['ar', /الوزن المحتسب: 14\.5 كغ — حسب الحجم: أبعاد الطرود تعادل 14\.4 كغ .* أكثر من وزنها 6 كغ/],
  ] as const)('shows the chargeable weight and why beside the rates (%s)', async (language, text) => {
    get = jest.spyOn(api, 'get').mockResolvedValue({
      items: [{ ...rate('Nabatean', 'standard', 9000), chargeableWeightKg: 14.5 }],
      covered: true,
      weight: { actualKg: 6, volumetricKg: 14.4, chargeableKg: 14.5, basis: 'volumetric' },
    });
    renderWithProviders(<ReviewStep draft={draft} processing={false} onProcess={jest.fn()} />, {
      role: Role.IndividualUser,
      language,
    });
    expect(await screen.findByTestId('chargeable-weight')).toHaveTextContent(text);
  });

  it.each([
    ['en', 'actual', /Chargeable weight: 1 kg — no weight was entered: the parcel type’s weight \(1 kg\)/],
    ['ar', 'actual', /الوزن المحتسب: 1 كغ — لم يُدخل وزن: وزن نوع الطرد \(1 كغ\)/],
    ['en', 'volumetric', /Chargeable weight: 2 kg — by volume: .* more than the parcel type’s weight of 1 kg/],
  ] as const)(
    'never speaks of a weight entered when none was: the parcel type’s weight (%s, %s)',
    async (language, basis, text) => {
      get = jest.spyOn(api, 'get').mockResolvedValue({
        items: [rate('Nabatean', 'standard', 3000)],
        covered: true,
        weight: {
          actualKg: 1,
          volumetricKg: basis === 'volumetric' ? 1.8 : 0.4,
          chargeableKg: basis === 'volumetric' ? 2 : 1,
          basis,
        },
      });
      renderWithProviders(
        <ReviewStep draft={{ ...draft, weightKg: null }} processing={false} onProcess={jest.fn()} />,
        { role: Role.IndividualUser, language },
      );
      const line = await screen.findByTestId('chargeable-weight');
      expect(line).toHaveTextContent(text);
      expect(line).not.toHaveTextContent(/weight entered|الوزن المُدخل/);
    },
  );
});
