import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeResponse, installFakeFetch } from '../test-support/fake-fetch';
import { usePrimaryPickupAddress } from './use-primary-pickup-address';

const WAREHOUSE = {
  id: '6f1c0c1e-0000-4000-8000-000000000001',
  name: 'Warehouse',
  email: null,
  phoneNumber: '+96265550100',
  country: { id: 'c', name: 'Jordan', nameAr: 'الأردن' },
  region: null,
  city: { id: 'a', name: 'Amman', nameAr: 'عمّان' },
  village: null,
  addressLine: 'Industrial Area',
  buildingNumber: null,
  type: 2,
  isPrimary: true,
  latitude: null,
  longitude: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('usePrimaryPickupAddress', () => {
  it('returns the primary pick-up address', async () => {
    installFakeFetch({ 'GET /addresses/primary-pickup': () => fakeResponse({ body: WAREHOUSE }) });
    const { result } = renderHook(() => usePrimaryPickupAddress());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('found'));
    expect(result.current.address?.name).toBe('Warehouse');
  });

  it('says "missing" when the API answers null, and finds the address after a reload once one is created', async () => {
    let exists = false;
    const server = installFakeFetch({
      'GET /addresses/primary-pickup': () => fakeResponse({ body: exists ? WAREHOUSE : null }),
    });
    const { result } = renderHook(() => usePrimaryPickupAddress());
    await waitFor(() => expect(result.current.status).toBe('missing'));
    expect(result.current.address).toBeNull();
    exists = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('found'));
    expect(server.count('GET', '/addresses/primary-pickup')).toBe(2);
  });

  it('reports other failures as errors', async () => {
    installFakeFetch({
      'GET /addresses/primary-pickup': () => fakeResponse({ status: 500, body: { code: 'INTERNAL', message: 'down' } }),
    });
    const { result } = renderHook(() => usePrimaryPickupAddress());
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
