/**
 * A sample integration as an outside developer writes it: types generated from the served document
 * by openapi-typescript (./generated/api.ts, written by outside-client.test.ts), calls made with
 * openapi-fetch and a client key. Type-checked against every new document, never run: if the
 * document stops describing this flow (a renamed field, a lost response), the check fails.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/api';

type Shipment = components['schemas']['Shipment'];

export async function bookOneParcel(baseUrl: string, key: string): Promise<{ trackingNumber: string; label: Blob }> {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key}` } });

  // 1. Where it goes: an address in the book (cities come from the lookups).
  const { data: countries } = await api.GET('/api/v1/lookups/countries');
  const jordan = countries?.items.find((country) => country.code === 'JO');
  if (!jordan) throw new Error('no Jordan');
  const { data: cities } = await api.GET('/api/v1/lookups/cities', { params: { query: { countryId: jordan.id } } });
  const irbid = cities?.items.find((city) => city.name === 'Irbid');
  if (!irbid) throw new Error('no Irbid');
  const { data: address, error: refused } = await api.POST('/api/v1/addresses', {
    params: { header: { 'idempotency-key': 'address-0001' } },
    body: {
      name: 'Hala Saleh',
      phoneNumber: '0791234567',
      countryId: jordan.id,
      regionId: irbid.regionId,
      cityId: irbid.id,
      addressLine: 'University Street',
      type: 1,
    },
  });
  if (refused) throw new Error(`${refused.code}: ${refused.message} ${JSON.stringify(refused.details ?? [])}`);

  // 2. A draft, sent once even if the call is retried after a timeout.
  const { data: draft } = await api.POST('/api/v1/shipments', {
    params: { header: { 'idempotency-key': 'order-UX-1011' } },
    body: {
      recipientAddressId: address.id,
      weightKg: 1.5,
      paymentType: 'cod',
      codAmountFils: 12_500,
      reference: 'UX-1011',
    },
  });
  if (!draft) throw new Error('no draft');

  // 3. Its rates, the cheapest chosen.
  const { data: rates } = await api.GET('/api/v1/shipments/{id}/rates', { params: { path: { id: draft.id } } });
  const cheapest = [...(rates?.items ?? [])].sort((a, b) => a.priceFils - b.priceFils)[0];
  if (!cheapest) throw new Error(rates?.message ?? 'not covered');

  // 4. Booked: a tracking number and a status.
  const { data: booked } = await api.POST('/api/v1/shipments/{id}/process', {
    params: { path: { id: draft.id }, header: { 'idempotency-key': `process-${draft.id}` } },
    body: { courierId: cheapest.courier.id, serviceTypeId: cheapest.serviceType.id },
  });
  const shipment: Shipment | undefined = booked;
  if (!shipment?.trackingNumber) throw new Error('not booked');

  // 5. The label (a PDF), and the public tracking answer.
  const { data: label } = await api.GET('/api/v1/shipments/{id}/label', {
    params: { path: { id: shipment.id }, query: { size: '4x6' } },
    parseAs: 'blob',
  });
  const { data: tracking } = await api.GET('/api/v1/tracking/{trackingNumber}', {
    params: { path: { trackingNumber: shipment.trackingNumber } },
  });
  if (!label || !tracking) throw new Error('no label or tracking');
  return { trackingNumber: shipment.trackingNumber, label };
}
