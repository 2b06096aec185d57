import { screen, waitFor, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { invalidateLookups } from '@portal/shared';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { fakeResponse, installFakeFetch } from '../../test-support/fake-fetch';
import { LocationCascadeFields } from './location-cascade-fields';

const COUNTRIES = [
  { id: 'c-jo', name: 'Jordan', nameAr: 'الأردن', code: 'JO', latitude: null, longitude: null, hasRegions: true },
  {
    id: 'c-sa',
    name: 'Saudi Arabia',
    nameAr: 'السعودية',
    code: 'SA',
    latitude: null,
    longitude: null,
    hasRegions: false,
  },
];
const REGIONS = [
  { id: 'r-amman', name: 'Amman', nameAr: 'العاصمة', countryId: 'c-jo', latitude: null, longitude: null },
  { id: 'r-irbid', name: 'Irbid', nameAr: 'إربد', countryId: 'c-jo', latitude: null, longitude: null },
];
const CITIES: Record<string, unknown[]> = {
  'regionId=r-amman': [
    {
      id: 'city-sweileh',
      name: 'Sweileh',
      nameAr: 'صويلح',
      countryId: 'c-jo',
      regionId: 'r-amman',
      latitude: null,
      longitude: null,
    },
  ],
  'regionId=r-irbid': [
    {
      id: 'city-ramtha',
      name: 'Ramtha',
      nameAr: 'الرمثا',
      countryId: 'c-jo',
      regionId: 'r-irbid',
      latitude: null,
      longitude: null,
    },
  ],
  'countryId=c-sa': [
    {
      id: 'city-riyadh',
      name: 'Riyadh',
      nameAr: 'الرياض',
      countryId: 'c-sa',
      regionId: null,
      latitude: null,
      longitude: null,
    },
  ],
};
const VILLAGES = [
  { id: 'v-1', name: 'Shafa Badran', nameAr: 'شفا بدران', cityId: 'city-sweileh', latitude: null, longitude: null },
];

function serve() {
  return installFakeFetch({
    'GET /lookups/countries': () => fakeResponse({ body: { items: COUNTRIES } }),
    'GET /lookups/regions': () => fakeResponse({ body: { items: REGIONS } }),
    'GET /lookups/cities': (request) => {
      const query = new URLSearchParams(request.url.split('?')[1]);
      query.delete('v'); // the cache-buster
      return fakeResponse({ body: { items: CITIES[query.toString()] ?? [] } });
    },
    'GET /lookups/villages': () => fakeResponse({ body: { items: VILLAGES } }),
  });
}

function renderCascade(
  language: 'en' | 'ar' = 'en',
  initial = { countryId: null, regionId: null, cityId: null, villageId: null },
) {
  const onSubmit = jest.fn();
  const rendered = renderWithProviders(
    <Formik initialValues={initial} onSubmit={onSubmit}>
      <Form>
        <LocationCascadeFields />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
    { language },
  );
  return { ...rendered, onSubmit };
}

const select = (label: RegExp) => screen.getByRole('combobox', { name: label });
const optionTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  invalidateLookups();
  resetPortalState();
});

describe('LocationCascadeFields', () => {
  it('walks country → region → city → village and submits the chosen ids', async () => {
    serve();
    const { user, onSubmit } = renderCascade();
    await waitFor(() => expect(optionTexts(select(/Country/))).toContain('Jordan'));
    await user.selectOptions(select(/Country/), 'c-jo');
    await waitFor(() => expect(optionTexts(select(/Region/))).toEqual(['Choose…', 'Amman', 'Irbid']));
    await user.selectOptions(select(/Region/), 'r-amman');
    await waitFor(() => expect(optionTexts(select(/City/))).toContain('Sweileh'));
    await user.selectOptions(select(/City/), 'city-sweileh');
    await waitFor(() => expect(optionTexts(select(/Village/))).toContain('Shafa Badran'));
    await user.selectOptions(select(/Village/), 'v-1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      countryId: 'c-jo',
      regionId: 'r-amman',
      cityId: 'city-sweileh',
      villageId: 'v-1',
    });
  }, 30_000);

  it('clears the city and village when the region changes', async () => {
    serve();
    const { user } = renderCascade('en', {
      countryId: 'c-jo',
      regionId: 'r-amman',
      cityId: 'city-sweileh',
      villageId: 'v-1',
    } as never);
    await waitFor(() => expect(select(/City/)).toHaveValue('city-sweileh'));
    await user.selectOptions(select(/Region/), 'r-irbid');
    await waitFor(() => expect(optionTexts(select(/City/))).toContain('Ramtha'));
    expect(select(/City/)).toHaveValue('');
    expect(select(/Village/)).toHaveValue('');
  }, 30_000);

  it('requires the region where the country has regions, and hides it where it has none', async () => {
    serve();
    const { user, onSubmit } = renderCascade();
    await waitFor(() => expect(optionTexts(select(/Country/))).toContain('Jordan'));
    await user.selectOptions(select(/Country/), 'c-jo');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2); // region and city
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(select(/Country/), 'c-sa');
    await waitFor(() => expect(optionTexts(select(/City/))).toContain('Riyadh'));
    expect(screen.queryByRole('combobox', { name: /Region/ })).not.toBeInTheDocument();
  }, 30_000);

  it('stops at the last level asked for', async () => {
    serve();
    renderWithProviders(
      <Formik initialValues={{ countryId: 'c-jo', regionId: null }} onSubmit={jest.fn()}>
        <Form>
          <LocationCascadeFields lastLevel="region" />
        </Form>
      </Formik>,
    );
    await waitFor(() => expect(optionTexts(select(/Region/))).toContain('Amman'));
    expect(screen.queryByRole('combobox', { name: /City/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Village/ })).not.toBeInTheDocument();
  }, 30_000);

  it('shows names in Arabic for an Arabic user', async () => {
    serve();
    renderCascade('ar');
    await waitFor(() => expect(optionTexts(select(/الدولة/))).toEqual(['اختر…', 'الأردن', 'السعودية']));
  }, 30_000);

  it('says when a list failed to load', async () => {
    installFakeFetch({
      'GET /lookups/countries': () => fakeResponse({ status: 500, body: { message: 'down', code: 'INTERNAL' } }),
    });
    renderCascade();
    expect(await screen.findByText('Failed to load countries')).toBeInTheDocument();
  }, 30_000);
});
