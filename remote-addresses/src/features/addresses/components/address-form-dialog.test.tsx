import { ApiError, api } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from '../api/types';
import { AddressFormDialog } from './address-form-dialog';

// Leaflet needs a real browser (the e2e suite drives it); here a button stands in for a click on the map.
jest.mock('./map-picker', () => ({
  __esModule: true,
  default: ({ onPick }: { onPick: (point: { lat: number; lng: number }) => void }) => (
    <button type="button" onClick={() => onPick({ lat: 32.5568, lng: 35.8469 })}>
      pick Irbid on the map
    </button>
  ),
}));

const JORDAN = {
  id: 'c-jo',
  name: 'Jordan',
  nameAr: 'الأردن',
  code: 'JO',
  hasRegions: true,
  latitude: 31,
  longitude: 36,
};
const IRBID_REGION = {
  id: 'r-irbid',
  name: 'Irbid',
  nameAr: 'إربد',
  countryId: 'c-jo',
  latitude: null,
  longitude: null,
};
const IRBID = {
  id: 'city-irbid',
  name: 'Irbid',
  nameAr: 'إربد',
  countryId: 'c-jo',
  regionId: 'r-irbid',
  latitude: null,
  longitude: null,
};
const AYDOUN = {
  id: 'v-aydoun',
  name: 'Aydoun',
  nameAr: 'إيدون',
  cityId: 'city-irbid',
  latitude: null,
  longitude: null,
};

const SAVED: Address = {
  id: 'a1',
  name: 'Hala Saleh',
  email: null,
  phoneNumber: '+962791234567',
  country: JORDAN,
  region: IRBID_REGION,
  city: IRBID,
  village: null,
  addressLine: 'University Street',
  buildingNumber: null,
  language: null,
  type: 2,
  isPrimary: false,
  latitude: 32.5568,
  longitude: 35.8469,
  version: 1,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

let get: jest.SpyInstance;
let post: jest.SpyInstance;
let put: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/lookups/countries') return { items: [JORDAN] };
    if (path === '/lookups/regions') return { items: [IRBID_REGION] };
    if (path === '/lookups/cities') return { items: [IRBID] };
    if (path === '/lookups/villages') return { items: [AYDOUN] };
    if (path === '/locations/nearest')
      return { country: JORDAN, region: IRBID_REGION, city: IRBID, village: null, distanceKm: 0.2 };
    throw new Error(`unexpected GET ${path}`);
  });
  post = jest.spyOn(api, 'post').mockResolvedValue(SAVED);
  put = jest.spyOn(api, 'put').mockResolvedValue({ ...SAVED, name: 'Hala Saleh — Office', version: 2 });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

function renderForm(props: { address?: Address; language?: 'en' | 'ar' } = {}) {
  const onSaved = jest.fn();
  const view = renderWithProviders(
    <AddressFormDialog open address={props.address} onClose={jest.fn()} onSaved={onSaved} />,
    {
      role: Role.IndividualUser,
      language: props.language,
    },
  );
  return { ...view, onSaved };
}

const selectedText = (name: string) =>
  (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('address form', () => {
  it('shows the spec messages for missing and invalid fields, and sends nothing', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Email format is incorrect')).toBeInTheDocument();
    // Name, address line, country and city.
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(post).not.toHaveBeenCalled();
  });

  it('speaks Arabic in Arabic', async () => {
    const { user } = renderForm({ language: 'ar' });
    await user.type(await screen.findByRole('textbox', { name: 'رقم الهاتف' }), '079');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('رقم الهاتف غير صالح')).toBeInTheDocument();
    expect(screen.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThan(0);
  });

  it('fills the places from a point on the map and saves a Jordanian number as typed (the API stores E.164)', async () => {
    const { user, onSaved } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Hala Saleh');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0791234567');
    await user.click(await screen.findByRole('button', { name: 'pick Irbid on the map' }, { timeout: 10_000 }));
    await waitFor(() => expect(selectedText('City')).toBe('Irbid'));
    expect(selectedText('Country')).toBe('Jordan');
    expect(selectedText('Region')).toBe('Irbid');
    expect(screen.getByText('Filled in: Irbid, Irbid, Jordan')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/locations/nearest', { query: { lat: 32.5568, lng: 35.8469 } });

    await user.type(screen.getByRole('textbox', { name: 'Address line' }), 'University Street');
    await user.click(screen.getByRole('checkbox', { name: 'Primary pick-up address' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
    expect(post).toHaveBeenCalledWith('/addresses', {
      name: 'Hala Saleh',
      email: null,
      phoneNumber: '0791234567',
      countryId: 'c-jo',
      regionId: 'r-irbid',
      cityId: 'city-irbid',
      villageId: null,
      addressLine: 'University Street',
      buildingNumber: null,
      type: 2,
      isPrimary: true,
      language: null,
      latitude: 32.5568,
      longitude: 35.8469,
    });
    expect(await screen.findByText('Address added')).toBeInTheDocument();
  });

  it('says "Failed to get address details" when the point is far from every place', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/locations/nearest') throw new ApiError(404, 'NOT_FOUND');
      return { items: [] };
    });
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'pick Irbid on the map' }, { timeout: 10_000 }));
    expect(await screen.findByText('Failed to get address details')).toBeInTheDocument();
  });

  it('edits with the version it loaded, and shows the server’s field errors next to the fields', async () => {
    put.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
        { field: 'phoneNumber', message: 'Invalid phone number' },
      ]),
    );
    const { user, onSaved } = renderForm({ address: SAVED });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Hala Saleh');
    await waitFor(() => expect(selectedText('City')).toBe('Irbid'));
    await user.clear(name);
    await user.type(name, 'Hala Saleh — Office');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update address')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Invalid phone number')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put).toHaveBeenLastCalledWith(
      '/addresses/a1',
      expect.objectContaining({ name: 'Hala Saleh — Office', phoneNumber: '+962791234567', version: 1 }),
    );
    expect(await screen.findByText('Address updated')).toBeInTheDocument();
  });

  it('sets the language the recipient is written to in, the sender’s by default, and shows a saved one', async () => {
    const { user } = renderForm({ address: { ...SAVED, language: 'ar' } });
    await waitFor(() => expect(selectedText('City')).toBe('Irbid'));
    const language = screen.getByRole('combobox', { name: 'Language of messages' });
    expect(selectedText('Language of messages')).toBe('Arabic');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["The sender's language", 'Arabic', 'English']);
    await user.selectOptions(language, "The sender's language");
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put).toHaveBeenLastCalledWith('/addresses/a1', expect.objectContaining({ language: null, version: 1 }));
  });

  it('offers the languages in Arabic and sends the one chosen', async () => {
    const { user } = renderForm({ address: SAVED, language: 'ar' });
    await waitFor(() => expect(selectedText('المدينة')).toBe('إربد'));
    const language = screen.getByRole('combobox', { name: 'لغة الرسائل' });
    expect(selectedText('لغة الرسائل')).toBe('لغة المرسل');
    await user.selectOptions(language, 'الإنجليزية');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put).toHaveBeenLastCalledWith('/addresses/a1', expect.objectContaining({ language: 'en' }));
  });

  it('offers the primary flag only for a pick-up address', async () => {
    const { user } = renderForm();
    const primary = await screen.findByRole('checkbox', { name: 'Primary pick-up address' });
    expect(primary).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Address type' }), 'Drop-off');
    expect(primary).toBeDisabled();
    expect(screen.getByText('Only a pick-up address can be primary.')).toBeInTheDocument();
  });

  it('tells the user when someone else changed the address, and hands over for a reload', async () => {
    put.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Someone else changed this item. Reload it and try again'));
    const onStale = jest.fn();
    const { user } = renderWithProviders(
      <AddressFormDialog open address={SAVED} onClose={jest.fn()} onSaved={jest.fn()} onStale={onStale} />,
      {
        role: Role.IndividualUser,
      },
    );
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this item. Reload it and try again')).toBeInTheDocument();
    expect(onStale).toHaveBeenCalled();
  });
});
