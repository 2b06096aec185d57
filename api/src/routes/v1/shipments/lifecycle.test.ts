// The draft → pending → cancelled rules called directly on a database (no app, no HTTP), so each rule
// is pinned by what ends up in the shipment's row and its tracking events: which fields a draft keeps,
// the COD rule, the search text, versions, booking snapshots and the transitions allowed.
import { normalizeSearchText, Readiness, Role, ShipmentStatus } from '@portal/shared/domain';
import { asc, eq } from 'drizzle-orm';
import {
  addresses,
  availabilityZones,
  cities,
  courierParcelTypes,
  couriers,
  courierServiceTypes,
  parcelTypes,
  rates,
  serviceTypes,
  shipments,
  trackingEvents,
  users,
} from '../../../db/schema';
import { seedReferenceData } from '../../../db/seed/reference';
import { AppError } from '../../../lib/errors';
import { generateTrackingNumber, isValidTrackingNumber } from '../../../lib/tracking-number';
import type { UserPrincipal } from '../../../plugins/auth';
import { createTestDatabase } from '../../../../test/support/test-database';
import {
  cancelShipment,
  createDraft,
  deleteDraft,
  partiesOf,
  processShipment,
  ratesForShipment,
  ratingInputOf,
  updateDraft,
} from '../../../services/shipments/lifecycle';
import { metricParcelType } from '../../../services/shipments/rating';

// The real tracking numbers, unless a test queues the ones to draw next (a collision with a taken one).
const mockNextTrackingNumbers: string[] = [];
jest.mock('../../../lib/tracking-number', () => {
  const actual = jest.requireActual<typeof import('../../../lib/tracking-number')>('../../../lib/tracking-number');
  return {
    ...actual,
    generateTrackingNumber: (...args: Parameters<typeof actual.generateTrackingNumber>) =>
      mockNextTrackingNumbers.shift() ?? actual.generateTrackingNumber(...args),
  };
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
let owner: UserPrincipal;
let stranger: UserPrincipal;
let amman: typeof cities.$inferSelect;
let irbid: typeof cities.$inferSelect;
let sender: typeof addresses.$inferSelect;
let recipientAddress: typeof addresses.$inferSelect;
let strangersAddress: typeof addresses.$inferSelect;
let courier: typeof couriers.$inferSelect;
let standard: typeof serviceTypes.$inferSelect;
let express: typeof serviceTypes.$inferSelect;
let smallBox: typeof parcelTypes.$inferSelect;

async function cityNamed(name: string) {
  const [city] = await db.select().from(cities).where(eq(cities.name, name));
  return city;
}

async function principal(label: string): Promise<UserPrincipal> {
  const email = `${label}@lifecycle.example`;
  const [user] = await db.insert(users).values({ email, username: label, passwordHash: 'not used' }).returning();
  return {
    kind: 'user',
    userId: user.id,
    email,
    username: label,
    role: Role.IndividualUser,
    locale: 'en',
    organizationId: null,
    sessionId: null,
    apiKeyId: null,
    apiKeyScope: null,
  };
}

async function address(who: UserPrincipal, city: typeof cities.$inferSelect, name: string, phoneNumber: string) {
  const [row] = await db
    .insert(addresses)
    .values({
      createdByUserId: who.userId,
      organizationId: null,
      name,
      phoneNumber,
      countryId: city.countryId,
      regionId: city.regionId,
      cityId: city.id,
      addressLine: 'Rainbow Street 12',
      buildingNumber: '7',
      type: 2,
      searchText: normalizeSearchText(name),
    })
    .returning();
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedReferenceData(db);
  owner = await principal('owner');
  stranger = await principal('stranger');
  amman = await cityNamed('Amman');
  irbid = await cityNamed('Irbid');
  sender = await address(owner, amman, 'Sender Shop', '+962795550101');
  recipientAddress = await address(owner, irbid, 'Rania Haddad', '+962795550202');
  strangersAddress = await address(stranger, irbid, 'Not Yours', '+962795550303');
  [standard] = await db.select().from(serviceTypes).where(eq(serviceTypes.code, 'standard'));
  [express] = await db.select().from(serviceTypes).where(eq(serviceTypes.code, 'express'));
  [smallBox] = await db.select().from(parcelTypes).where(eq(parcelTypes.code, 'small-box'));
  // One courier carrying small boxes from Jordan, standard at 5.000 JOD (1 kg included, 1.000 per kg
  // above) and express at 9.000 JOD.
  [courier] = await db
    .insert(couriers)
    .values({ code: 'lifecycle', name: 'Lifecycle Post', nameAr: 'بريد الاختبار', website: 'https://post.example' })
    .returning();
  await db.insert(courierServiceTypes).values([
    { courierId: courier.id, serviceTypeId: standard.id },
    { courierId: courier.id, serviceTypeId: express.id },
  ]);
  await db.insert(courierParcelTypes).values({ courierId: courier.id, parcelTypeId: smallBox.id });
  await db.insert(availabilityZones).values({ courierId: courier.id, originCountryId: amman.countryId });
  await db.insert(rates).values([
    {
      courierId: courier.id,
      serviceTypeId: standard.id,
      originCountryId: amman.countryId,
      destinationCountryId: irbid.countryId,
      basePriceFils: 5000,
      includedWeightKg: 1,
      perKgPriceFils: 1000,
      transitDays: 2,
    },
    {
      courierId: courier.id,
      serviceTypeId: express.id,
      originCountryId: amman.countryId,
      destinationCountryId: irbid.countryId,
      basePriceFils: 9000,
      transitDays: 1,
    },
  ]);
});
afterAll(() => database?.dispose());

/** The error a call fails with, as the caller sees it: code, message key and the fields named. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      code: error.code,
      messageKey: error.messageKey,
      fields: (error.options.details ?? []).map((detail) => `${detail.field}:${detail.messageKey}`),
    };
  }
  throw new Error('expected the call to fail');
}

const complete = () => ({
  senderAddressId: sender.id,
  recipientAddressId: recipientAddress.id,
  parcelTypeId: smallBox.id,
  parcelQuantity: 1,
  weightKg: 3,
});

const inlineRecipient = () => ({
  name: 'Omar Inline',
  phoneNumber: '0791234567',
  countryId: irbid.countryId,
  cityId: irbid.id,
  addressLine: '  Street 5  ',
});

const rowOf = async (id: string) => (await db.select().from(shipments).where(eq(shipments.id, id)))[0];
const eventsOf = (id: string) =>
  db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, id)).orderBy(asc(trackingEvents.createdAt));

describe('metricParcelType', () => {
  const box = { ...({} as typeof parcelTypes.$inferSelect), length: 10, width: 20, height: 5, weight: 10 };

  it('has nothing to convert without a parcel type', () => {
    expect(metricParcelType(null)).toBeNull();
    expect(metricParcelType(undefined)).toBeNull();
  });

  it('keeps a metric parcel type as it is', () => {
    const metric = { ...box, unitOfMeasurement: 'cm-kg' as const };
    expect(metricParcelType(metric)).toBe(metric);
  });

  it('converts inches to centimetres and pounds to kilograms, keeping the rest', () => {
    const converted = metricParcelType({ ...box, code: 'imperial', unitOfMeasurement: 'in-lb' })!;
    expect(converted.code).toBe('imperial');
    expect(converted.length).toBeCloseTo(25.4, 10);
    expect(converted.width).toBeCloseTo(50.8, 10);
    expect(converted.height).toBeCloseTo(12.7, 10);
    expect(converted.weight).toBeCloseTo(4.5359237, 10);
  });
});

describe('creating a draft', () => {
  it('keeps the fields given, leaves the others to their defaults, and is the caller’s draft', async () => {
    const draft = await createDraft(db, owner, {
      senderAddressId: sender.id,
      parcelQuantity: 2,
      weightKg: 1.5,
      lengthCm: 10,
      widthCm: 11,
      heightCm: 12,
      parcelNotes: '  fragile  ',
      shipmentTypeId: null,
      serviceTypeId: express.id,
      parcelTypeId: smallBox.id,
    });
    expect(draft).toMatchObject({
      createdByUserId: owner.userId,
      organizationId: null,
      readiness: Readiness.Draft,
      status: null,
      senderAddressId: sender.id,
      recipientAddressId: null,
      recipientSnapshot: null,
      destinationCityId: null,
      serviceTypeId: express.id,
      parcelTypeId: smallBox.id,
      parcelQuantity: 2,
      weightKg: 1.5,
      lengthCm: 10,
      widthCm: 11,
      heightCm: 12,
      parcelNotes: 'fragile',
      paymentType: 'prepaid',
      codAmountFils: 0,
      trackingNumber: null,
      version: 1,
    });
    expect(await rowOf(draft.id)).toEqual(draft);
    expect(draft.searchText).toBe(normalizeSearchText(`Amman ${amman.nameAr}`));
  });

  it('stores blank notes as none, and an empty draft as a draft', async () => {
    expect((await createDraft(db, owner, { parcelNotes: '   ' })).parcelNotes).toBeNull();
    const empty = await createDraft(db, owner, {});
    expect(empty).toMatchObject({ readiness: Readiness.Draft, parcelQuantity: 1, parcelNotes: null, searchText: '' });
  });

  it('collects cash on delivery only when the payment type is COD', async () => {
    const cod = await createDraft(db, owner, { paymentType: 'cod', codAmountFils: 12_500 });
    expect(cod).toMatchObject({ paymentType: 'cod', codAmountFils: 12_500 });
    expect(await createDraft(db, owner, { paymentType: 'prepaid', codAmountFils: 12_500 })).toMatchObject({
      paymentType: 'prepaid',
      codAmountFils: 0,
    });
    expect((await createDraft(db, owner, { codAmountFils: 12_500 })).codAmountFils).toBe(0);
  });

  it('searches by the recipient’s name, phone and city and the sender’s city', async () => {
    const draft = await createDraft(db, owner, { senderAddressId: sender.id, recipientAddressId: recipientAddress.id });
    expect(draft).toMatchObject({ recipientAddressId: recipientAddress.id, recipientSnapshot: null });
    expect(draft.searchText).toBe(
      normalizeSearchText(`Rania Haddad +962795550202 Irbid ${irbid.nameAr} Amman ${amman.nameAr}`),
    );
  });

  it('takes a typed-in recipient as a snapshot with its places, and its city as the destination', async () => {
    const draft = await createDraft(db, owner, { recipient: inlineRecipient() });
    expect(draft).toMatchObject({
      recipientAddressId: null,
      destinationCityId: irbid.id,
      recipientSnapshot: {
        name: 'Omar Inline',
        phoneNumber: '+962791234567',
        cityId: irbid.id,
        cityName: 'Irbid',
        regionId: irbid.regionId,
        addressLine: 'Street 5',
      },
    });
    expect(draft.searchText).toBe(normalizeSearchText(`Omar Inline +962791234567 Irbid ${irbid.nameAr}`));
  });

  it('refuses a recipient given twice, and addresses from someone else’s address book', async () => {
    expect(
      await failure(createDraft(db, owner, { recipientAddressId: recipientAddress.id, recipient: inlineRecipient() })),
    ).toEqual({ code: 'VALIDATION_FAILED', messageKey: 'validationFailed', fields: ['recipient:invalidValue'] });
    expect(await failure(createDraft(db, owner, { senderAddressId: strangersAddress.id }))).toMatchObject({
      fields: ['senderAddressId:invalidValue'],
    });
    expect(await failure(createDraft(db, owner, { recipientAddressId: strangersAddress.id }))).toMatchObject({
      fields: ['recipientAddressId:invalidValue'],
    });
    expect(
      await failure(createDraft(db, owner, { recipient: { ...inlineRecipient(), cityId: strangersAddress.id } })),
    ).toMatchObject({ fields: ['recipient.cityId:invalidValue'] });
    expect(await db.select().from(shipments).where(eq(shipments.senderAddressId, strangersAddress.id))).toEqual([]);
  });
});

describe('updating a draft', () => {
  it('changes only the fields given, bumps the version and refreshes the search text', async () => {
    const draft = await createDraft(db, owner, { ...complete(), paymentType: 'cod', codAmountFils: 2000 });
    const updated = await updateDraft(db, owner, draft.id, { version: 1, recipient: inlineRecipient() });
    expect(updated).toMatchObject({
      version: 2,
      senderAddressId: sender.id,
      recipientAddressId: null,
      destinationCityId: irbid.id,
      recipientSnapshot: expect.objectContaining({ name: 'Omar Inline' }),
      parcelTypeId: smallBox.id,
      weightKg: 3,
      paymentType: 'cod',
      // A COD draft keeps its amount when another field changes.
      codAmountFils: 2000,
    });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(draft.updatedAt.getTime());
    expect(updated.searchText).toBe(
      normalizeSearchText(`Omar Inline +962791234567 Irbid ${irbid.nameAr} Amman ${amman.nameAr}`),
    );
    expect(await rowOf(draft.id)).toEqual(updated);
  });

  it('goes back from a typed-in recipient to an address, or to none', async () => {
    const draft = await createDraft(db, owner, { senderAddressId: sender.id, recipient: inlineRecipient() });
    const toAddress = await updateDraft(db, owner, draft.id, { version: 1, recipientAddressId: recipientAddress.id });
    expect(toAddress).toMatchObject({
      recipientAddressId: recipientAddress.id,
      recipientSnapshot: null,
      destinationCityId: null,
    });
    expect(toAddress.searchText).toBe(
      normalizeSearchText(`Rania Haddad +962795550202 Irbid ${irbid.nameAr} Amman ${amman.nameAr}`),
    );
    const typedAgain = await updateDraft(db, owner, draft.id, { version: 2, recipient: inlineRecipient() });
    const none = await updateDraft(db, owner, draft.id, { version: 3, recipient: null });
    expect(typedAgain.recipientSnapshot).not.toBeNull();
    expect(none).toMatchObject({ recipientAddressId: null, recipientSnapshot: null, destinationCityId: null });
    expect(none.searchText).toBe(normalizeSearchText(`Amman ${amman.nameAr}`));
    const noSender = await updateDraft(db, owner, draft.id, { version: 4, senderAddressId: null });
    expect(noSender).toMatchObject({ senderAddressId: null, searchText: '' });
  });

  it('zeroes the COD amount of a prepaid draft, and keeps it once the draft turns COD', async () => {
    const draft = await createDraft(db, owner, {});
    expect((await updateDraft(db, owner, draft.id, { version: 1, codAmountFils: 900 })).codAmountFils).toBe(0);
    const cod = await updateDraft(db, owner, draft.id, { version: 2, paymentType: 'cod', codAmountFils: 900 });
    expect(cod).toMatchObject({ paymentType: 'cod', codAmountFils: 900 });
    const back = await updateDraft(db, owner, draft.id, { version: 3, paymentType: 'prepaid' });
    expect(back).toMatchObject({ paymentType: 'prepaid', codAmountFils: 0 });
  });

  it('refuses a stale version, a shipment that is no draft and someone else’s draft', async () => {
    const draft = await createDraft(db, owner, complete());
    expect(await failure(updateDraft(db, owner, draft.id, { version: 2, weightKg: 9 }))).toEqual({
      code: 'CONFLICT',
      messageKey: 'staleVersion',
      fields: [],
    });
    expect(await failure(updateDraft(db, stranger, draft.id, { version: 1, weightKg: 9 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    await cancelShipment(db, owner, draft.id, {});
    expect(await failure(updateDraft(db, owner, draft.id, { version: 2, weightKg: 9 }))).toEqual({
      code: 'CONFLICT',
      messageKey: 'draftOnly',
      fields: [],
    });
    expect((await rowOf(draft.id)).weightKg).toBe(3);
  });
});

describe('deleting a draft', () => {
  it('deletes a draft at its version, or at any version when none is given', async () => {
    const first = await createDraft(db, owner, {});
    const second = await createDraft(db, owner, {});
    expect(await failure(deleteDraft(db, owner, first.id, 2))).toMatchObject({ messageKey: 'staleVersion' });
    expect(await rowOf(first.id)).toBeDefined();
    await deleteDraft(db, owner, first.id, 1);
    await deleteDraft(db, owner, second.id, undefined);
    expect(await rowOf(first.id)).toBeUndefined();
    expect(await rowOf(second.id)).toBeUndefined();
  });

  it('keeps a shipment that is no draft, and hides someone else’s', async () => {
    const draft = await createDraft(db, owner, {});
    expect(await failure(deleteDraft(db, stranger, draft.id, undefined))).toMatchObject({ code: 'NOT_FOUND' });
    await cancelShipment(db, owner, draft.id, {});
    expect(await failure(deleteDraft(db, owner, draft.id, undefined))).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'draftOnly',
    });
    expect(await rowOf(draft.id)).toBeDefined();
  });
});

describe('the parties and rating input of a shipment', () => {
  it('reads the address book entries of a draft, and names what rating still needs', async () => {
    const empty = await createDraft(db, owner, {});
    expect(await ratingInputOf(db, empty)).toEqual({
      sender: null,
      recipient: null,
      pieces: null,
      missing: [
        { field: 'senderAddressId', messageKey: 'required' },
        { field: 'recipientAddressId', messageKey: 'required' },
        { field: 'weightKg', messageKey: 'weightOrParcelType' },
      ],
    });
    const draft = await createDraft(db, owner, complete());
    const input = await ratingInputOf(db, draft);
    expect(input).toMatchObject({
      sender: { name: 'Sender Shop', cityName: 'Amman', cityId: amman.id },
      recipient: { name: 'Rania Haddad', cityName: 'Irbid', cityId: irbid.id },
      pieces: [{ weightKg: 3, lengthCm: 30, widthCm: 20, heightCm: 15 }],
      missing: [],
    });
  });

  it('takes the size of a piece from the parcel type only when the draft has none of its own', async () => {
    const draft = await createDraft(db, owner, {
      ...complete(),
      parcelTypeId: null,
      lengthCm: 5,
      widthCm: 6,
      heightCm: 7,
    });
    expect((await ratingInputOf(db, draft)).pieces).toEqual([{ weightKg: 3, lengthCm: 5, widthCm: 6, heightCm: 7 }]);
    // Without a parcel type or a size of its own, the draft is a custom parcel priced by its weight alone.
    const noSize = await createDraft(db, owner, { ...complete(), parcelTypeId: null });
    expect(await ratingInputOf(db, noSize)).toMatchObject({
      pieces: [{ weightKg: 3, lengthCm: 0, widthCm: 0, heightCm: 0 }],
      missing: [],
    });
    const noWeight = await createDraft(db, owner, { ...complete(), parcelTypeId: null, weightKg: null, lengthCm: 5 });
    expect((await ratingInputOf(db, noWeight)).missing).toEqual([
      { field: 'weightKg', messageKey: 'weightOrParcelType' },
      { field: 'widthCm', messageKey: 'dimensionsTogether' },
      { field: 'heightCm', messageKey: 'dimensionsTogether' },
    ]);
  });

  it('prefers the snapshots, each on its own, to the address book', async () => {
    const draft = await createDraft(db, owner, { senderAddressId: sender.id, recipient: inlineRecipient() });
    const parties = await partiesOf(db, draft);
    expect(parties.sender).toMatchObject({ name: 'Sender Shop', phoneNumber: '+962795550101', countryName: 'Jordan' });
    expect(parties.recipient).toBe(draft.recipientSnapshot);
    const senderSnapshot = { ...parties.sender!, name: 'Snapshot Sender' };
    const both = { ...draft, senderSnapshot };
    expect(await partiesOf(db, both)).toEqual({ sender: senderSnapshot, recipient: draft.recipientSnapshot });
    // Snapshots of both parties win over the address book entries, which are not read then.
    const withAddresses = { ...both, senderAddressId: strangersAddress.id, recipientAddressId: strangersAddress.id };
    expect(await partiesOf(db, withAddresses)).toEqual({ sender: senderSnapshot, recipient: draft.recipientSnapshot });
    const onlySenderSnapshot = {
      ...draft,
      senderSnapshot,
      recipientSnapshot: null,
      recipientAddressId: recipientAddress.id,
    };
    expect(await partiesOf(db, onlySenderSnapshot)).toMatchObject({
      sender: { name: 'Snapshot Sender' },
      recipient: { name: 'Rania Haddad' },
    });
  });

  it('has no party whose address is gone', async () => {
    const draft = await createDraft(db, owner, {});
    const missing = { ...draft, senderAddressId: draft.id, recipientAddressId: recipientAddress.id };
    expect(await partiesOf(db, missing)).toMatchObject({ sender: null, recipient: { name: 'Rania Haddad' } });
    const swapped = { ...draft, senderAddressId: recipientAddress.id, recipientAddressId: draft.id };
    expect(await partiesOf(db, swapped)).toMatchObject({ sender: { name: 'Rania Haddad' }, recipient: null });
  });
});

describe('the rates of a draft', () => {
  it('refuses an incomplete draft, naming what is missing', async () => {
    const draft = await createDraft(db, owner, { senderAddressId: sender.id, parcelTypeId: smallBox.id });
    expect(await failure(ratesForShipment(db, draft))).toEqual({
      code: 'VALIDATION_FAILED',
      messageKey: 'validationFailed',
      fields: ['recipientAddressId:required'],
    });
  });

  it('prices every service, or only the preferred one, or the one asked for', async () => {
    const draft = await createDraft(db, owner, complete());
    const all = await ratesForShipment(db, draft);
    expect(all.pieces).toEqual([{ weightKg: 3, lengthCm: 30, widthCm: 20, heightCm: 15 }]);
    expect(all.input.sender).toMatchObject({ name: 'Sender Shop' });
    expect(all.rates.map((rate) => [rate.serviceType.code, rate.priceFils])).toEqual([
      ['standard', 7000],
      ['express', 9000],
    ]);
    const preferring = await updateDraft(db, owner, draft.id, { version: 1, serviceTypeId: express.id });
    expect((await ratesForShipment(db, preferring)).rates.map((rate) => rate.serviceType.code)).toEqual(['express']);
    const asked = await ratesForShipment(db, preferring, { courierId: courier.id, serviceTypeId: standard.id });
    expect(asked.rates.map((rate) => rate.serviceType.code)).toEqual(['standard']);
  });
});

describe('processing a draft', () => {
  it('books it with the courier and service chosen, priced and snapshotted, with a pending event', async () => {
    const draft = await createDraft(db, owner, { ...complete(), paymentType: 'cod', codAmountFils: 4000 });
    const before = Date.now();
    const booked = await processShipment(db, owner, draft.id, { courierId: courier.id, serviceTypeId: standard.id });
    const { sender: senderSnapshot, recipient } = await partiesOf(db, draft);
    expect(booked).toMatchObject({
      courierId: courier.id,
      serviceTypeId: standard.id,
      readiness: Readiness.Ready,
      status: ShipmentStatus.Pending,
      priceFils: 7000,
      currency: 'JOD',
      originCityId: amman.id,
      destinationCityId: irbid.id,
      senderSnapshot,
      recipientSnapshot: recipient,
      courierSnapshot: {
        id: courier.id,
        code: 'lifecycle',
        name: 'Lifecycle Post',
        nameAr: 'بريد الاختبار',
        website: 'https://post.example',
      },
      priceSnapshot: {
        rateId: expect.any(String),
        serviceTypeId: standard.id,
        serviceTypeCode: 'standard',
        chargeableWeightKg: 3,
        basePriceFils: 5000,
        weightPriceFils: 2000,
        totalFils: 7000,
        currency: 'JOD',
        transitDays: 2,
      },
      codAmountFils: 4000,
      version: 2,
    });
    expect(isValidTrackingNumber(booked.trackingNumber!)).toBe(true);
    expect(booked.expectedPickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(booked.expectedDeliveryDate! > booked.expectedPickupDate!).toBe(true);
    expect(booked.processedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(booked.updatedAt).toEqual(booked.processedAt);
    expect(booked.searchText).toBe(
      normalizeSearchText(
        `${booked.trackingNumber} Rania Haddad +962795550202 Irbid ${irbid.nameAr} Amman ${amman.nameAr}`,
      ),
    );
    expect(await rowOf(draft.id)).toEqual(booked);
    expect(await eventsOf(draft.id)).toEqual([
      expect.objectContaining({
        status: ShipmentStatus.Pending,
        occurredAt: booked.processedAt,
        location: 'Amman',
        note: null,
        source: 'portal',
        createdByUserId: owner.userId,
        courierId: null,
      }),
    ]);
  });

  it('returns a booked shipment as it is when processed again', async () => {
    const draft = await createDraft(db, owner, complete());
    const booked = await processShipment(db, owner, draft.id, { courierId: courier.id, serviceTypeId: standard.id });
    const again = await processShipment(db, owner, draft.id, { courierId: courier.id, serviceTypeId: express.id });
    expect(again).toEqual(booked);
    expect(await eventsOf(draft.id)).toHaveLength(1);
  });

  it('draws another tracking number when the one drawn is taken', async () => {
    const choice = { courierId: courier.id, serviceTypeId: standard.id };
    const first = await processShipment(db, owner, (await createDraft(db, owner, complete())).id, choice);
    const unused = generateTrackingNumber((max) => max - 1);
    mockNextTrackingNumbers.push(first.trackingNumber!, unused);
    const second = await processShipment(db, owner, (await createDraft(db, owner, complete())).id, choice);
    expect(second.trackingNumber).toBe(unused);
    expect(mockNextTrackingNumbers).toEqual([]);
  });

  it('refuses a cancelled draft, a route no rate covers and someone else’s draft', async () => {
    const choice = { courierId: courier.id, serviceTypeId: standard.id };
    const cancelled = await createDraft(db, owner, complete());
    await cancelShipment(db, owner, cancelled.id, {});
    expect(await failure(processShipment(db, owner, cancelled.id, choice))).toEqual({
      code: 'CONFLICT',
      messageKey: 'illegalTransition',
      fields: [],
    });
    // A medium box: the courier does not carry it, so no rate covers the draft.
    const [mediumBox] = await db.select().from(parcelTypes).where(eq(parcelTypes.code, 'medium-box'));
    const uncovered = await createDraft(db, owner, { ...complete(), parcelTypeId: mediumBox.id });
    expect(await failure(processShipment(db, owner, uncovered.id, choice))).toEqual({
      code: 'CONFLICT',
      messageKey: 'areaNotCovered',
      fields: [],
    });
    expect(await rowOf(uncovered.id)).toMatchObject({ readiness: Readiness.Draft, trackingNumber: null });
    const incomplete = await createDraft(db, owner, { senderAddressId: sender.id });
    expect(await failure(processShipment(db, owner, incomplete.id, choice))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await failure(processShipment(db, stranger, uncovered.id, choice))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('cancelling', () => {
  it('cancels a draft, which leaves the drafts, with an event at the sender’s city carrying the note', async () => {
    const draft = await createDraft(db, owner, complete());
    const cancelled = await cancelShipment(db, owner, draft.id, { version: 1, note: '  changed my mind  ' });
    expect(cancelled).toMatchObject({
      status: ShipmentStatus.Cancelled,
      readiness: Readiness.Ready,
      version: 2,
      trackingNumber: null,
    });
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    expect(cancelled.updatedAt).toEqual(cancelled.cancelledAt);
    expect(await rowOf(draft.id)).toEqual(cancelled);
    expect(await eventsOf(draft.id)).toEqual([
      expect.objectContaining({
        status: ShipmentStatus.Cancelled,
        occurredAt: cancelled.cancelledAt,
        location: 'Amman',
        note: 'changed my mind',
        source: 'portal',
        createdByUserId: owner.userId,
      }),
    ]);
  });

  it('cancels a pending shipment; a blank note and a draft without a sender leave those out', async () => {
    const draft = await createDraft(db, owner, complete());
    await processShipment(db, owner, draft.id, { courierId: courier.id, serviceTypeId: standard.id });
    const cancelled = await cancelShipment(db, owner, draft.id, { note: '   ' });
    expect(cancelled).toMatchObject({ status: ShipmentStatus.Cancelled, version: 3 });
    expect((await eventsOf(draft.id)).map((event) => [event.status, event.note])).toEqual([
      [ShipmentStatus.Pending, null],
      [ShipmentStatus.Cancelled, null],
    ]);
    const senderless = await createDraft(db, owner, {});
    await cancelShipment(db, owner, senderless.id, {});
    expect(await eventsOf(senderless.id)).toEqual([expect.objectContaining({ location: null, note: null })]);
  });

  it('refuses a stale version, a cancelled shipment and someone else’s', async () => {
    const draft = await createDraft(db, owner, {});
    expect(await failure(cancelShipment(db, owner, draft.id, { version: 2 }))).toMatchObject({
      messageKey: 'staleVersion',
    });
    expect(await failure(cancelShipment(db, stranger, draft.id, {}))).toMatchObject({ code: 'NOT_FOUND' });
    await cancelShipment(db, owner, draft.id, {});
    expect(await failure(cancelShipment(db, owner, draft.id, {}))).toEqual({
      code: 'CONFLICT',
      messageKey: 'cannotCancel',
      fields: [],
    });
    expect(await eventsOf(draft.id)).toHaveLength(1);
  });
});
