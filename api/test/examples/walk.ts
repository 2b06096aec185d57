import { ApiKeyStatus, Role } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import { seedReferenceData } from '../../src/db/seed/reference';
import { createUser, login } from '../support/fixtures';
import { importCsv } from '../support/shipments';
import type { TestApp } from '../support/test-app';
import { ExampleRecorder } from './recorder';

/** A parsed JSON answer, read field by field as an integrator's script reads it. */
type J = ReturnType<typeof JSON.parse>;

const PASSWORD = 'Amman#2026';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The link a test e-mail carries, by its path (`/reset-password/`, `/invitations/`). */
async function linkToken(app: TestApp, to: string, path: string): Promise<string> {
  await app.afterResponseSettled();
  await app.mail.processOutbox();
  const mail = app.sentMail.sent.filter((m) => m.to === to).pop();
  const match = new RegExp(`${path}([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${path} link e-mailed to ${to}`);
  return match[1];
}

/**
 * Every operation of the API called once or more in the order a real account lives: an administrator
 * sets up a courier with rates, a business signs up, forms an organization, books, labels, tracks and
 * cancels shipments, imports a file, manages keys, webhooks and members. Fixed names, e-mails and
 * numbers, so the answers differ between runs only in what the scrubber replaces.
 */
export async function walkEveryOperation(app: TestApp): Promise<ExampleRecorder> {
  const r = new ExampleRecorder(app as FastifyInstance);
  await seedReferenceData(app.db);

  await r.send('GET', '/api/healthz');
  await r.send('GET', '/api/readyz');

  // The platform's administrator.
  const adminUser = await createUser(app, {
    role: Role.SystemAdmin,
    email: 'admin@portal.example',
    password: PASSWORD,
  });
  const admin = (await login(app, adminUser.email, PASSWORD)).access_token;
  const as = { token: admin };

  // Reference data, read as a form would.
  const countries = await r.json('GET', '/api/v1/lookups/countries', as);
  const jordan = countries.items.find((c: J) => c.code === 'JO');
  const regions = await r.json('GET', '/api/v1/lookups/regions', { ...as, query: { countryId: jordan.id } });
  const ammanRegion = regions.items.find((x: J) => x.name === 'Amman');
  const irbidRegion = regions.items.find((x: J) => x.name === 'Irbid');
  const cities = await r.json('GET', '/api/v1/lookups/cities', { ...as, query: { regionId: irbidRegion.id } });
  const irbid = cities.items.find((c: J) => c.name === 'Irbid');
  const ammanCities = await r.json('GET', '/api/v1/lookups/cities', { ...as, query: { regionId: ammanRegion.id } });
  const amman = ammanCities.items.find((c: J) => c.name === 'Amman');
  await r.send('GET', '/api/v1/lookups/villages', { ...as, query: { cityId: amman.id } });
  const shipmentTypes = await r.json('GET', '/api/v1/lookups/shipment-types', as);
  const serviceTypes = await r.json('GET', '/api/v1/lookups/service-types', as);
  const parcelTypes = await r.json('GET', '/api/v1/lookups/parcel-types', as);
  const parcelType = (code: string) => parcelTypes.items.find((p: J) => p.code === code);
  const standard = serviceTypes.items.find((s: J) => s.code === 'standard');
  const express = serviceTypes.items.find((s: J) => s.code === 'express');

  // Admin: places.
  const place = { latitude: 29.3759, longitude: 47.9774 };
  const kuwait = await r.json('POST', '/api/v1/admin/countries', {
    ...as,
    body: { code: 'KW', name: 'Kuwait', nameAr: 'الكويت', ...place },
  });
  await r.send('GET', '/api/v1/admin/countries', { ...as, query: { q: 'Kuwait', page: 1, pageSize: 20 } });
  await r.send('GET', '/api/v1/admin/countries/{id}', { ...as, params: { id: kuwait.id } });
  await r.send('PUT', '/api/v1/admin/countries/{id}', {
    ...as,
    params: { id: kuwait.id },
    body: { code: 'KW', name: 'State of Kuwait', nameAr: 'دولة الكويت', ...place, version: kuwait.version },
  });
  const capital = await r.json('POST', '/api/v1/admin/regions', {
    ...as,
    body: { countryId: kuwait.id, name: 'Al Asimah', nameAr: 'العاصمة', ...place },
  });
  await r.send('GET', '/api/v1/admin/regions', { ...as, query: { q: 'Asimah' } });
  await r.send('GET', '/api/v1/admin/regions/{id}', { ...as, params: { id: capital.id } });
  await r.send('PUT', '/api/v1/admin/regions/{id}', {
    ...as,
    params: { id: capital.id },
    body: { countryId: kuwait.id, name: 'Capital', nameAr: 'العاصمة', ...place, version: capital.version },
  });
  const kuwaitCity = await r.json('POST', '/api/v1/admin/cities', {
    ...as,
    body: { countryId: kuwait.id, regionId: capital.id, name: 'Kuwait City', nameAr: 'مدينة الكويت', ...place },
  });
  await r.send('GET', '/api/v1/admin/cities', { ...as, query: { q: 'Kuwait' } });
  await r.send('GET', '/api/v1/admin/cities/{id}', { ...as, params: { id: kuwaitCity.id } });
  await r.send('PUT', '/api/v1/admin/cities/{id}', {
    ...as,
    params: { id: kuwaitCity.id },
    body: {
      countryId: kuwait.id,
      regionId: capital.id,
      name: 'Kuwait City',
      nameAr: 'مدينة الكويت',
      latitude: 29.3697,
      longitude: 47.9783,
      version: kuwaitCity.version,
    },
  });
  const sharq = await r.json('POST', '/api/v1/admin/villages', {
    ...as,
    body: { cityId: kuwaitCity.id, name: 'Sharq', nameAr: 'شرق', latitude: 29.3857, longitude: 47.9893 },
  });
  await r.send('GET', '/api/v1/admin/villages', { ...as, query: { q: 'Sharq' } });
  await r.send('GET', '/api/v1/admin/villages/{id}', { ...as, params: { id: sharq.id } });
  await r.send('PUT', '/api/v1/admin/villages/{id}', {
    ...as,
    params: { id: sharq.id },
    body: {
      cityId: kuwaitCity.id,
      name: 'Sharq',
      nameAr: 'شرق',
      latitude: 29.386,
      longitude: 47.99,
      version: sharq.version,
    },
  });

  // Admin: types.
  const typeBodies: Record<string, J> = {
    'shipment-types': {
      code: 'perishables',
      name: 'Perishables',
      nameAr: 'مواد سريعة التلف',
      description: 'Food kept cool',
    },
    'service-types': {
      code: 'economy',
      name: 'Economy',
      nameAr: 'اقتصادي',
      description: 'Delivery in 3–5 working days',
    },
    'parcel-types': {
      code: 'tube',
      name: 'Tube',
      nameAr: 'أنبوب',
      description: 'Posters and drawings',
      length: 90,
      width: 10,
      height: 10,
      weight: 1,
      unitOfMeasurement: 'cm-kg',
    },
  };
  const createdTypes: Record<string, J> = {};
  for (const [kind, body] of Object.entries(typeBodies)) {
    const created = await r.json('POST', `/api/v1/admin/${kind}`, { ...as, body });
    createdTypes[kind] = created;
    await r.send('GET', `/api/v1/admin/${kind}`, { ...as, query: { sort: 'name' } });
    await r.send('GET', `/api/v1/admin/${kind}/{id}`, { ...as, params: { id: created.id } });
    createdTypes[kind] = await r.json('PUT', `/api/v1/admin/${kind}/{id}`, {
      ...as,
      params: { id: created.id },
      body: { ...body, isActive: false, version: created.version },
    });
  }

  // Admin: a courier with its types, zones and rates.
  const falcon = await r.json('POST', '/api/v1/admin/couriers', {
    ...as,
    body: { code: 'FALCON', name: 'Falcon Express', nameAr: 'فالكون إكسبريس', website: 'https://falcon.example' },
  });
  await r.send('GET', '/api/v1/admin/couriers', { ...as, query: { q: 'Falcon' } });
  await r.send('GET', '/api/v1/admin/couriers/{id}', { ...as, params: { id: falcon.id } });
  const falconNow = await r.json('PUT', '/api/v1/admin/couriers/{id}', {
    ...as,
    params: { id: falcon.id },
    body: {
      code: 'FALCON',
      name: 'Falcon Express',
      nameAr: 'فالكون إكسبريس',
      website: 'https://falcon-express.example',
      activeFlag: 'active',
      version: falcon.version,
    },
  });
  await r.send('POST', '/api/v1/admin/couriers/{id}/logo', {
    ...as,
    params: { id: falcon.id },
    file: { field: 'logo', name: 'falcon.png', contentType: 'image/png', bytes: PNG_1X1 },
  });
  await r.send('GET', '/api/v1/lookups/couriers/{id}/logo', { params: { id: falcon.id } });
  for (const [kind, items] of [
    ['service-types', [standard.id, express.id]],
    ['shipment-types', shipmentTypes.items.map((t: J) => t.id)],
    ['parcel-types', parcelTypes.items.map((t: J) => t.id)],
  ] as const) {
    await r.send('GET', `/api/v1/admin/couriers/{id}/${kind}`, { ...as, params: { id: falcon.id } });
    await r.send('PUT', `/api/v1/admin/couriers/{id}/${kind}`, {
      ...as,
      params: { id: falcon.id },
      body: { typeIds: items },
    });
  }
  const zone = await r.json('POST', '/api/v1/admin/availability-zones', {
    ...as,
    body: { courierId: falcon.id, originCountryId: jordan.id, destinationCountryId: jordan.id },
  });
  await r.send('GET', '/api/v1/admin/availability-zones', { ...as, query: { courierId: falcon.id } });
  await r.send('GET', '/api/v1/admin/availability-zones/{id}', { ...as, params: { id: zone.id } });
  await r.send('PUT', '/api/v1/admin/availability-zones/{id}', {
    ...as,
    params: { id: zone.id },
    body: { courierId: falcon.id, originCountryId: jordan.id, destinationCountryId: jordan.id, version: zone.version },
  });
  const rateBody = {
    courierId: falcon.id,
    serviceTypeId: standard.id,
    originCountryId: jordan.id,
    destinationCountryId: jordan.id,
    basePriceFils: 3000,
    includedWeightKg: 2,
    perKgPriceFils: 500,
    transitDaysMin: 1,
    transitDaysMax: 3,
  };
  const rate = await r.json('POST', '/api/v1/admin/rates', { ...as, body: rateBody });
  await r.send('GET', '/api/v1/admin/rates', { ...as, query: { courierId: falcon.id } });
  await r.send('GET', '/api/v1/admin/rates/{id}', { ...as, params: { id: rate.id } });
  await r.send('PUT', '/api/v1/admin/rates/{id}', {
    ...as,
    params: { id: rate.id },
    body: { ...rateBody, basePriceFils: 2500, version: rate.version },
  });
  const expressRate = await r.json('POST', '/api/v1/admin/rates', {
    ...as,
    body: { ...rateBody, serviceTypeId: express.id, basePriceFils: 4500, transitDaysMin: 1, transitDaysMax: 1 },
  });
  await r.send('GET', '/api/v1/admin/rates/export', { ...as, query: { courierId: falcon.id } });
  const desert = await r.json('POST', '/api/v1/admin/couriers', {
    ...as,
    body: { code: 'DESERT', name: 'Desert Line', nameAr: 'خط الصحراء' },
  });
  await r.send('POST', '/api/v1/admin/rates/import', {
    ...as,
    query: { courierId: desert.id },
    file: {
      name: 'desert-line-rates.csv',
      contentType: 'text/csv',
      bytes: (await r.send('GET', '/api/v1/admin/rates/export', { ...as, query: { courierId: falcon.id } })).body,
    },
  });
  await r.send('DELETE', '/api/v1/admin/couriers/{id}/logo', { ...as, params: { id: falcon.id } });
  const partnerKey = await r.json('POST', '/api/v1/admin/couriers/{id}/keys', {
    ...as,
    params: { id: falcon.id },
    body: { name: 'Falcon tracking feed', expiresInDays: 365 },
  });
  r.secrets.add(partnerKey.key);
  await r.send('GET', '/api/v1/admin/couriers/{id}/keys', { ...as, params: { id: falcon.id } });
  await r.send('GET', '/api/v1/lookups/couriers', as);

  // A business signs up and forms an organization.
  const signup = await r.json('POST', '/api/v1/auth/signup', {
    body: {
      username: 'Rami Haddad',
      email: 'rami@haddad-trading.example',
      password: PASSWORD,
      phoneNumber: '0791234567',
      locale: 'en',
    },
  });
  void signup;
  const loggedIn = await r.json('POST', '/api/v1/auth/login', {
    body: { email: 'rami@haddad-trading.example', password: PASSWORD },
  });
  r.secrets.add(loggedIn.access_token).add(loggedIn.refresh_token);
  const refreshed = await r.json('POST', '/api/v1/auth/refresh', { body: { refresh_token: loggedIn.refresh_token } });
  r.secrets.add(refreshed.access_token).add(refreshed.refresh_token);
  let rami = refreshed.access_token as string;
  const me = await r.json('GET', '/api/v1/auth/me', { token: rami });
  await r.send('PATCH', '/api/v1/auth/me', {
    token: rami,
    body: { username: 'Rami Haddad', phoneNumber: '+962 79 123 4567', locale: 'ar', version: me.version },
  });
  const organization = await r.json('POST', '/api/v1/organization', {
    token: rami,
    body: {
      name: 'Haddad Trading',
      email: 'orders@haddad-trading.example',
      phoneNumber: '064621234',
      address: 'Wasfi Al-Tal Street 55, Amman',
      taxNumber: '100234567',
    },
  });
  await r.send('GET', '/api/v1/organization', { token: rami });
  await r.send('GET', '/api/v1/admin/organizations', { ...as, query: { approvalStatus: 2 } });
  await r.send('GET', '/api/v1/admin/organizations/pending-count', as);
  const pending = await r.json('GET', '/api/v1/admin/organizations/{id}', {
    ...as,
    params: { id: organization.organization.id },
  });
  const orgId = pending.id as string;
  const edited = await r.json('PUT', '/api/v1/admin/organizations/{id}', {
    ...as,
    params: { id: orgId },
    body: {
      name: 'Haddad Trading Co.',
      email: 'orders@haddad-trading.example',
      phoneNumber: '064621234',
      address: 'Wasfi Al-Tal Street 55, Amman',
      taxNumber: '100234567',
      version: pending.version,
    },
  });
  await r.send('POST', '/api/v1/admin/organizations/{id}/approve', {
    ...as,
    params: { id: orgId },
    body: { version: edited.version },
  });
  await r.send('GET', '/api/v1/admin/organizations/{id}/members', { ...as, params: { id: orgId } });
  // Approval made Rami its org admin: his token says so after a new login.
  rami = (await login(app, 'rami@haddad-trading.example', PASSWORD)).access_token;
  r.secrets.add(rami);
  const ownOrg = await r.json('GET', '/api/v1/organization', { token: rami });
  const orgVersion = ownOrg.organization.version;
  await r.send('PUT', '/api/v1/organization', {
    token: rami,
    body: {
      name: 'Haddad Trading Co.',
      email: 'shipping@haddad-trading.example',
      phoneNumber: '064621234',
      address: 'Wasfi Al-Tal Street 55, Amman',
      taxNumber: '100234567',
      version: orgVersion,
    },
  });
  const code = await r.json('POST', '/api/v1/organization/referral-code', { token: rami });

  // A colleague reads whom the code joins (no sign-in), joins with it, is promoted, then leaves.
  await r.send('GET', '/api/v1/referral-codes/{referralCode}', {
    params: { referralCode: code.organization.referralCode },
  });
  await createUser(app, { email: 'sami@haddad-trading.example', password: PASSWORD });
  const sami = (await login(app, 'sami@haddad-trading.example', PASSWORD)).access_token;
  await r.send('POST', '/api/v1/organization/join', {
    token: sami,
    body: { referralCode: code.organization.referralCode },
  });
  const members = await r.json('GET', '/api/v1/organization/members', { token: rami, query: { sort: 'username' } });
  const samiMember = members.items.find((m: J) => m.email === 'sami@haddad-trading.example');
  await r.send('PUT', '/api/v1/organization/members/{id}', {
    token: rami,
    params: { id: samiMember.id ?? samiMember.userId },
    body: { role: Role.OrgAdmin, version: samiMember.version },
  });
  const samiAgain = (await login(app, 'sami@haddad-trading.example', PASSWORD)).access_token;
  r.secrets.add(sami).add(samiAgain);
  await r.send('POST', '/api/v1/organization/leave', { token: samiAgain });

  // Invitations: one accepted, one resent and revoked; an accepted member is then removed.
  // One address per call: invitations list newest first, and one call's rows share a time.
  for (const email of ['omar@haddad-trading.example', 'lina@haddad-trading.example'])
    await r.send('POST', '/api/v1/organization/invitations', {
      token: rami,
      body: { emails: [email], role: Role.OrgUser },
    });
  const invitations = await r.json('GET', '/api/v1/organization/invitations', { token: rami });
  const omarInvitation = invitations.items.find((i: J) => i.email === 'omar@haddad-trading.example');
  const linaToken = await linkToken(app, 'lina@haddad-trading.example', '/invitations/');
  r.secrets.add(linaToken);
  await r.send('GET', '/api/v1/invitations/{token}', { params: { token: linaToken } });
  await createUser(app, { email: 'lina@haddad-trading.example', password: PASSWORD });
  const lina = (await login(app, 'lina@haddad-trading.example', PASSWORD)).access_token;
  r.secrets.add(lina);
  await r.send('POST', '/api/v1/invitations/{token}/accept', { token: lina, params: { token: linaToken } });
  await r.send('POST', '/api/v1/organization/invitations/{id}/resend', {
    token: rami,
    params: { id: omarInvitation.id },
  });
  await r.send('DELETE', '/api/v1/organization/invitations/{id}', { token: rami, params: { id: omarInvitation.id } });
  const withLina = await r.json('GET', '/api/v1/organization/members', { token: rami });
  const linaMember = withLina.items.find((m: J) => m.email === 'lina@haddad-trading.example');
  await r.send('DELETE', '/api/v1/organization/members/{id}', {
    token: rami,
    params: { id: linaMember.id ?? linaMember.userId },
  });

  // Another applicant withdraws; a third is rejected, then deleted.
  await createUser(app, { email: 'nour@example.com', password: PASSWORD });
  const nour = (await login(app, 'nour@example.com', PASSWORD)).access_token;
  await r.send('POST', '/api/v1/organization', { token: nour, body: { name: 'Nour Crafts' } });
  await r.send('DELETE', '/api/v1/organization/application', { token: nour });
  await createUser(app, { email: 'tariq@example.com', password: PASSWORD });
  const tariq = (await login(app, 'tariq@example.com', PASSWORD)).access_token;
  r.secrets.add(nour).add(tariq);
  const tariqOrg = await r.json('POST', '/api/v1/organization', { token: tariq, body: { name: 'Tariq Imports' } });
  const tariqOrgId = tariqOrg.organization.id;
  const toReject = await r.json('GET', '/api/v1/admin/organizations/{id}', { ...as, params: { id: tariqOrgId } });
  const rejected = await r.json('POST', '/api/v1/admin/organizations/{id}/reject', {
    ...as,
    params: { id: tariqOrgId },
    body: { reason: 'The tax number could not be verified.', version: toReject.version },
  });
  await r.send('DELETE', '/api/v1/admin/organizations/{id}', {
    ...as,
    params: { id: tariqOrgId },
    query: { version: rejected.version },
  });

  // Addresses.
  await r.send('GET', '/api/v1/couriers', { token: rami });
  await r.send('GET', '/api/v1/locations/nearest', { token: rami, query: { lat: 31.9539, lng: 35.9106 } });
  const pickUp = await r.json('POST', '/api/v1/addresses', {
    token: rami,
    body: {
      name: 'Haddad Trading warehouse',
      phoneNumber: '0791234567',
      countryId: jordan.id,
      regionId: ammanRegion.id,
      cityId: amman.id,
      addressLine: 'Wasfi Al-Tal Street 55',
      buildingNumber: '12',
      type: 2,
      isPrimary: true,
    },
  });
  const hala = await r.json('POST', '/api/v1/addresses', {
    token: rami,
    body: {
      name: 'Hala Saleh',
      email: 'hala@example.com',
      phoneNumber: '0777654321',
      countryId: jordan.id,
      regionId: irbidRegion.id,
      cityId: irbid.id,
      addressLine: 'University Street',
      buildingNumber: '4',
      type: 1,
    },
  });
  await r.send('GET', '/api/v1/addresses', { token: rami, query: { q: 'Hala' } });
  await r.send('GET', '/api/v1/addresses/{id}', { token: rami, params: { id: hala.id } });
  await r.send('PUT', '/api/v1/addresses/{id}', {
    token: rami,
    params: { id: hala.id },
    body: {
      name: 'Hala Saleh',
      email: 'hala@example.com',
      phoneNumber: '0777654321',
      countryId: jordan.id,
      regionId: irbidRegion.id,
      cityId: irbid.id,
      addressLine: 'University Street, near Yarmouk University',
      buildingNumber: '4',
      type: 1,
      version: hala.version,
    },
  });
  const store = await r.json('POST', '/api/v1/addresses', {
    token: rami,
    body: {
      name: 'Haddad Trading shop',
      phoneNumber: '065531234',
      countryId: jordan.id,
      regionId: ammanRegion.id,
      cityId: amman.id,
      addressLine: 'Rainbow Street 20',
      type: 2,
    },
  });
  await r.send('POST', '/api/v1/addresses/{id}/primary', {
    token: rami,
    params: { id: store.id },
    body: { version: store.version },
  });
  const back = await r.json('GET', '/api/v1/addresses/{id}', { token: rami, params: { id: pickUp.id } });
  await r.send('POST', '/api/v1/addresses/{id}/primary', {
    token: rami,
    params: { id: pickUp.id },
    body: { version: back.version },
  });
  await r.send('GET', '/api/v1/addresses/primary-pickup', { token: rami });
  await r.send('DELETE', '/api/v1/addresses/{id}', { token: rami, params: { id: store.id } });

  // A client key: requested, approved, revealed, rotated; others withdrawn, denied, revoked.
  const keyRequest = {
    name: 'Shop integration',
    purpose: 'Booking parcels from our online shop',
    expiresInDays: 365,
    scope: 'read-write',
  };
  const requested = await r.json('POST', '/api/v1/api-keys', { token: rami, body: keyRequest });
  await r.send('GET', '/api/v1/admin/api-keys', { ...as, query: { status: ApiKeyStatus.Pending } });
  await r.send('GET', '/api/v1/admin/api-keys/pending-count', as);
  const toApprove = await r.json('GET', '/api/v1/admin/api-keys/{id}', { ...as, params: { id: requested.id } });
  await r.send('POST', '/api/v1/admin/api-keys/{id}/approve', {
    ...as,
    params: { id: requested.id },
    body: { version: toApprove.version },
  });
  const revealed = await r.json('POST', '/api/v1/api-keys/{id}/reveal', { token: rami, params: { id: requested.id } });
  r.secrets.add(revealed.secret);
  const rotated = await r.json('POST', '/api/v1/api-keys/{id}/rotate', { token: rami, params: { id: requested.id } });
  r.secrets.add(rotated.secret);
  const key = rotated.secret as string;
  await r.send('GET', '/api/v1/api-keys', { token: rami });
  const withdrawn = await r.json('POST', '/api/v1/api-keys', {
    token: rami,
    body: { name: 'Reporting', purpose: 'Monthly statements', expiresInDays: 90, scope: 'read' },
  });
  await r.send('DELETE', '/api/v1/api-keys/{id}', { token: rami, params: { id: withdrawn.id } });
  const denied = await r.json('POST', '/api/v1/api-keys', {
    token: rami,
    body: { name: 'Test bench', purpose: 'Trying things out', expiresInDays: 30, scope: 'read-write' },
  });
  await r.send('POST', '/api/v1/admin/api-keys/{id}/deny', {
    ...as,
    params: { id: denied.id },
    body: { reason: 'Please describe what the key is for.', version: denied.version },
  });

  // What recipients are told, and in whose name (an organization admin's setting: keys do not reach it).
  await r.send('GET', '/api/v1/recipient-notifications', { token: rami });
  const told = { email: true, sms: false };
  await r.send('PUT', '/api/v1/recipient-notifications', {
    token: rami,
    body: {
      channels: {
        processed: told,
        pickedUp: { email: false, sms: false },
        onGoing: { email: true, sms: true },
        delivered: { email: true, sms: true },
        returned: told,
        cancelled: told,
      },
      senderName: 'Haddad Trading',
      replyTo: 'care@haddad-trading.example',
      smsAtNight: false,
    },
  });
  const branded = await r.json('POST', '/api/v1/recipient-notifications/logo', {
    token: rami,
    file: { field: 'logo', name: 'haddad.png', contentType: 'image/png', bytes: PNG_1X1 },
  });
  await r.send('GET', '/api/v1/recipient-notifications/logos/{id}', {
    params: { id: /logos\/([0-9a-f-]{36})/.exec(branded.logoUrl)![1] },
  });
  await r.send('POST', '/api/v1/recipient-notifications/preview', {
    token: rami,
    body: { event: 'delivered', language: 'ar' },
  });

  // Webhooks: an endpoint on the shop's server.
  const created = await r.json('POST', '/api/v1/webhooks', {
    token: key,
    body: {
      url: 'https://shop.haddad-trading.example/hooks/portal',
      events: ['shipment.created', 'shipment.processed', 'shipment.status_changed', 'shipment.cancelled'],
    },
  });
  r.secrets.add(created.secret);
  const hook = created.endpoint;
  await r.send('GET', '/api/v1/webhooks', { token: key });
  await r.send('GET', '/api/v1/webhooks/{id}', { token: key, params: { id: hook.id } });
  const hookNow = await r.json('PATCH', '/api/v1/webhooks/{id}', {
    token: key,
    params: { id: hook.id },
    body: { events: [...hook.events, 'import.completed'], version: hook.version },
  });
  void hookNow;
  const newSecret = await r.json('POST', '/api/v1/webhooks/{id}/rotate-secret', {
    token: key,
    params: { id: hook.id },
  });
  r.secrets.add(newSecret.secret);
  await r.send('POST', '/api/v1/webhooks/{id}/test', { token: key, params: { id: hook.id } });

  // Booking with the key: a draft, its rates, processing, label, tracking.
  const draftBody = {
    senderAddressId: pickUp.id,
    recipientAddressId: hala.id,
    shipmentTypeId: shipmentTypes.items.find((t: J) => t.code === 'parcel').id,
    parcelTypeId: parcelType('small-box').id,
    parcelQuantity: 1,
    weightKg: 1.5,
    parcelNotes: 'Handle with care',
    paymentType: 'cod',
    codAmountFils: 12500,
    reference: 'UX-1011',
  };
  const draft = await r.json('POST', '/api/v1/shipments', { token: key, body: draftBody });
  const patched = await r.json('PATCH', '/api/v1/shipments/{id}', {
    token: key,
    params: { id: draft.id },
    body: { weightKg: 2, codAmountFils: 15000, version: draft.version },
  });
  void patched;
  await r.send('POST', '/api/v1/shipments/rates', {
    token: key,
    body: { senderAddressId: pickUp.id, recipientAddressId: hala.id, parcelQuantity: 1, weightKg: 2 },
  });
  const rates = await r.json('GET', '/api/v1/shipments/{id}/rates', { token: key, params: { id: draft.id } });
  await r.send('POST', '/api/v1/shipments/{id}/rates', { token: key, params: { id: draft.id } });
  const cheapest = [...rates.items].sort((a: J, b: J) => a.priceFils - b.priceFils)[0];
  const book = (id: string) =>
    r.json('POST', '/api/v1/shipments/{id}/process', {
      token: key,
      params: { id },
      body: { courierId: cheapest.courier.id, serviceTypeId: cheapest.serviceType.id },
    });
  const booked = await book(draft.id);
  await r.send('GET', '/api/v1/shipments/{id}/label', {
    token: key,
    params: { id: booked.id },
    query: { size: '4x6' },
  });
  await r.send('GET', '/api/v1/tracking/{trackingNumber}', { params: { trackingNumber: booked.trackingNumber } });
  // Someone with the number asks for its updates on the tracking page, with the code e-mailed to them.
  const follower = { channel: 'email', to: 'noor.haddad@example.com' };
  await r.send('POST', '/api/v1/tracking/{trackingNumber}/subscriptions', {
    params: { trackingNumber: booked.trackingNumber },
    body: follower,
  });
  // The recipient worker sends the code (the request only notes the ask).
  await app.recipients.process();
  await app.mail.processOutbox();
  const codeMail = app.sentMail.sent.filter((m) => m.to === follower.to).pop();
  await r.send('POST', '/api/v1/tracking/{trackingNumber}/subscriptions/confirm', {
    params: { trackingNumber: booked.trackingNumber },
    body: { ...follower, code: /\b(\d{6})\b/.exec(codeMail?.subject ?? '')?.[1] ?? '' },
  });
  await r.send('DELETE', '/api/v1/recipient-notifications/logo', { token: rami });

  // The courier moves it (partner key).
  const partner = partnerKey.key as string;
  await r.send('GET', '/api/v1/partner/shipments', { token: partner, query: { status: [1] } });
  const handed = await r.json('GET', '/api/v1/partner/shipments/{trackingNumber}', {
    token: partner,
    params: { trackingNumber: booked.trackingNumber },
  });
  await r.send('POST', '/api/v1/partner/shipments/{trackingNumber}/events', {
    token: partner,
    params: { trackingNumber: booked.trackingNumber },
    body: {
      eventId: 'falcon-evt-000001',
      status: 2,
      occurredAt: new Date().toISOString(),
      location: 'Amman hub',
      cityId: handed.sender.cityId,
      note: 'Picked up from the warehouse',
    },
  });
  await r.send('GET', '/api/v1/shipments/{id}', { token: key, params: { id: booked.id } });

  // Another draft: deleted; a third booked and cancelled; bulk operations on the list.
  const spare = await r.json('POST', '/api/v1/shipments', { token: key, body: { ...draftBody, reference: 'UX-1012' } });
  await r.send('DELETE', '/api/v1/shipments/{id}', { token: key, params: { id: spare.id } });
  const toCancel = await r.json('POST', '/api/v1/shipments', {
    token: key,
    body: { ...draftBody, reference: 'UX-1013' },
  });
  const cancelBooked = await book(toCancel.id);
  await r.send('POST', '/api/v1/shipments/{id}/cancel', {
    token: key,
    params: { id: toCancel.id },
    body: { version: cancelBooked.version, note: 'The customer changed their mind' },
  });
  await r.send('GET', '/api/v1/shipments', {
    token: key,
    query: { tab: 'all', sort: '-createdAt', page: 1, pageSize: 20 },
  });
  await r.send('GET', '/api/v1/shipments/tab-counts', { token: key });
  await r.send('POST', '/api/v1/shipments/bulk/labels', { token: key, body: { ids: [booked.id], size: 'a4' } });
  await r.send('POST', '/api/v1/shipments/export', { token: key, body: { filter: { tab: 'all' }, format: 'csv' } });
  const lastDraft = await r.json('POST', '/api/v1/shipments', {
    token: key,
    body: { ...draftBody, reference: 'UX-1014' },
  });
  await r.send('POST', '/api/v1/shipments/bulk/cancel', {
    token: key,
    body: { ids: [lastDraft.id], note: 'Out of stock' },
  });

  // A CSV import: drafts, processed in a chunk, then a batch bought.
  await r.send('GET', '/api/v1/shipments/imports/template', { token: key });
  const imported = await r.json('POST', '/api/v1/shipments/imports', {
    token: key,
    file: { name: 'november-orders.csv', contentType: 'text/csv', bytes: importCsv(['Lina Odeh', 'Omar Khalil']) },
  });
  const importId = imported.import?.id ?? imported.id;
  await r.send('GET', '/api/v1/shipments/imports', { token: key });
  await r.send('GET', '/api/v1/shipments/imports/{id}', { token: key, params: { id: importId } });
  await r.send('POST', '/api/v1/shipments/imports/{id}/process', {
    token: key,
    params: { id: importId },
    body: { courierId: cheapest.courier.id, serviceTypeId: cheapest.serviceType.id, afterRow: 0, limit: 50 },
  });
  await r.send('GET', '/api/v1/shipments/imports/{id}/labels', { token: key, params: { id: importId } });
  const batch = await r.json('POST', '/api/v1/shipments/imports', {
    token: key,
    file: { name: 'december-orders.csv', contentType: 'text/csv', bytes: importCsv(['Yara Nasser', 'Khaled Amin']) },
  });
  const batchId = batch.import?.id ?? batch.id;
  const preview = await r.json('POST', '/api/v1/shipments/imports/{id}/batch/preview', {
    token: key,
    params: { id: batchId },
    body: { rule: 'cheapest', overrides: [], scope: 'all', page: 1, pageSize: 50 },
  });
  await r.send('POST', '/api/v1/shipments/imports/{id}/batch/buy', {
    token: key,
    params: { id: batchId },
    body: {
      rows: preview.rows.map((p: J) => ({
        row: p.row,
        courierId: p.chosen.courierId,
        serviceTypeId: p.chosen.serviceTypeId,
        priceFils: p.chosen.priceFils,
      })),
    },
  });
  await r.send('GET', '/api/v1/shipments/imports/{id}/batch/results', { token: key, params: { id: batchId } });

  // Deliveries of the events above, queued: no pass is made, as whether a pass reaches the newest depends
  // on how many older ones are due at that moment (the example would change from run to run).
  const deliveries = await r.json('GET', '/api/v1/webhooks/{id}/deliveries', { token: key, params: { id: hook.id } });
  await r.send('POST', '/api/v1/webhooks/{id}/deliveries/{deliveryId}/resend', {
    token: key,
    params: { id: hook.id, deliveryId: deliveries.items[0].id },
  });
  await r.send('DELETE', '/api/v1/webhooks/{id}', { token: key, params: { id: hook.id } });

  // Reports over the last 30 days of Amman's calendar (relative, so the scrubbed dates are the same every day).
  const day = (offset: number) => new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const period = { dateFrom: day(-30), dateTo: day(0) };
  await r.send('GET', '/api/v1/reports/dashboard', { token: key });
  await r.send('GET', '/api/v1/reports/shipments', { token: key, query: { ...period, groupBy: 'courier' } });
  await r.send('GET', '/api/v1/reports/statistics', { token: key, query: period });
  await r.send('GET', '/api/v1/reports/shipments/export', { token: key, query: { ...period, format: 'csv' } });

  // Keys and accounts wound down.
  await r.send('POST', '/api/v1/api-keys/{id}/revoke', { token: rami, params: { id: requested.id } });
  const second = await r.json('POST', '/api/v1/api-keys', {
    token: rami,
    body: { name: 'Warehouse scanner', purpose: 'Printing labels at the warehouse', expiresInDays: 90, scope: 'read' },
  });
  const secondRow = await r.json('GET', '/api/v1/admin/api-keys/{id}', { ...as, params: { id: second.id } });
  const approved = await r.json('POST', '/api/v1/admin/api-keys/{id}/approve', {
    ...as,
    params: { id: second.id },
    body: { version: secondRow.version },
  });
  await r.send('POST', '/api/v1/admin/api-keys/{id}/revoke', {
    ...as,
    params: { id: second.id },
    body: { version: approved.version },
  });
  const partnerKeys = await r.json('GET', '/api/v1/admin/couriers/{id}/keys', { ...as, params: { id: falcon.id } });
  await r.send('POST', '/api/v1/admin/couriers/{id}/keys/{keyId}/revoke', {
    ...as,
    params: { id: falcon.id, keyId: partnerKeys.items[0].id },
  });

  // Admin: users.
  await r.send('GET', '/api/v1/admin/users', { ...as, query: { q: 'haddad-trading', sort: 'email' } });
  const linaUser = await r.json('GET', '/api/v1/admin/users', { ...as, query: { q: 'lina@' } });
  const linaRow = await r.json('GET', '/api/v1/admin/users/{id}', { ...as, params: { id: linaUser.items[0].id } });
  await r.send('PUT', '/api/v1/admin/users/{id}', {
    ...as,
    params: { id: linaRow.id },
    body: { role: linaRow.role, status: 'disabled', version: linaRow.version },
  });
  await r.send('DELETE', '/api/v1/admin/users/{id}', { ...as, params: { id: linaRow.id } });

  // Admin deletes what it made for the walk, innermost first.
  await r.send('DELETE', '/api/v1/admin/rates/{id}', { ...as, params: { id: expressRate.id } });
  await r.send('DELETE', '/api/v1/admin/availability-zones/{id}', { ...as, params: { id: zone.id } });
  await r.send('DELETE', '/api/v1/admin/couriers/{id}', { ...as, params: { id: desert.id } });
  await r.send('DELETE', '/api/v1/admin/villages/{id}', { ...as, params: { id: sharq.id } });
  await r.send('DELETE', '/api/v1/admin/cities/{id}', { ...as, params: { id: kuwaitCity.id } });
  await r.send('DELETE', '/api/v1/admin/regions/{id}', { ...as, params: { id: capital.id } });
  await r.send('DELETE', '/api/v1/admin/countries/{id}', { ...as, params: { id: kuwait.id } });
  for (const [kind, created] of Object.entries(createdTypes))
    await r.send('DELETE', `/api/v1/admin/${kind}/{id}`, { ...as, params: { id: created.id } });
  void falconNow;

  // Passwords and sessions.
  await r.send('POST', '/api/v1/auth/change-password', {
    token: rami,
    body: { currentPassword: PASSWORD, new_password: 'Irbid#2027' },
  });
  await r.send('POST', '/api/v1/auth/forget-password', { body: { email: 'rami@haddad-trading.example' } });
  const resetToken = await linkToken(app, 'rami@haddad-trading.example', '/reset-password/');
  r.secrets.add(resetToken);
  await r.send('POST', '/api/v1/auth/reset-password', { body: { token: resetToken, new_password: 'Zarqa#2028' } });
  const last = await r.json('POST', '/api/v1/auth/login', {
    body: { email: 'rami@haddad-trading.example', password: 'Zarqa#2028' },
  });
  r.secrets.add(last.access_token).add(last.refresh_token);
  await r.send('POST', '/api/v1/auth/logout', {
    token: last.access_token,
    body: { refresh_token: last.refresh_token },
  });
  return r;
}
