import {
  AddressType,
  ApiKeyStatus,
  normalizeSearchText,
  OrganizationApproval,
  Readiness,
  Role,
  ShipmentStatus,
} from '@portal/shared/domain';
import { toE164 } from '@portal/shared/domain/phone';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateApiKey } from '../../lib/api-keys';
import { randomToken, sha256 } from '../../lib/tokens';
import { generateTrackingNumber } from '../../lib/tracking-number';
import { addWorkingDays, quoteFromRate } from '../../services/pricing';
import type { DbOrTx } from '../client';
import {
  type AddressSnapshot,
  addresses,
  apiKeys,
  availabilityZones,
  cities,
  countries,
  courierParcelTypes,
  couriers,
  courierServiceTypes,
  courierShipmentTypes,
  invitations,
  memberships,
  organizations,
  parcelTypes,
  rates,
  regions,
  serviceTypes,
  shipments,
  shipmentTypes,
  trackingEvents,
  users,
  villages,
} from '../schema';
import { courierLogoPng, type Emblem } from './logo';

export const DEMO_PASSWORD = 'Portal#2026';

/** design §4: the five demo accounts. */
export const DEMO_ACCOUNTS = [
  { email: 'super@portal.local', username: 'Super User', role: Role.SuperUser, phoneNumber: '+962 79 000 0001' },
  { email: 'admin@portal.local', username: 'Lina Haddad', role: Role.SystemAdmin, phoneNumber: '+962 79 000 0002' },
  { email: 'orgadmin@portal.local', username: 'Omar Khalil', role: Role.OrgAdmin, phoneNumber: '+962 79 000 0003' },
  { email: 'orguser@portal.local', username: 'Sara Nasser', role: Role.OrgUser, phoneNumber: '+962 79 000 0004' },
  { email: 'user@portal.local', username: 'Yousef Amin', role: Role.IndividualUser, phoneNumber: '+962 79 000 0005' },
] as const;

/**
 * The demo couriers' partner API keys, derived from their codes so `npm run demo:courier` and the
 * browser suite can play a courier against a demo portal. Demo data only: production has no demo seed.
 */
export function demoCourierKey(code: string): { plaintext: string; prefix: string; secretHash: string } {
  const prefix = sha256(`demo-courier-prefix:${code}`).slice(0, 16);
  const secret = createHash('sha256').update(`demo-courier-secret:${code}`).digest('base64url');
  return { plaintext: `ck_${prefix}_${secret}`, prefix, secretHash: sha256(secret) };
}

export const DEMO_ORGANIZATION = {
  name: 'Petra Trading Co.',
  referralCode: 'PETRA2026',
  email: 'ops@petra-trading.example',
  phoneNumber: '+962 6 555 0100',
};

const ALL_REGIONS = [
  'Amman',
  'Irbid',
  'Zarqa',
  'Mafraq',
  'Ajloun',
  'Jerash',
  'Madaba',
  'Balqa',
  'Karak',
  'Tafilah',
  "Ma'an",
  'Aqaba',
];

interface DemoCourier {
  code: string;
  name: string;
  nameAr: string;
  website: string;
  colour: string;
  emblem: Emblem;
  services: string[];
  parcelTypes: string[];
  /** Governorates it picks up from and delivers to; together they leave Tafilah uncovered ('area not covered'). */
  regions: string[];
  /** Price factor against the reference tariff, and extra transit days. */
  priceFactor: number;
  extraDays: number;
}

export const DEMO_COURIERS: DemoCourier[] = [
  {
    code: 'FALCON',
    name: 'Falcon Express',
    nameAr: 'فالكون إكسبرس',
    website: 'https://falcon-express.example',
    colour: '#0f766e',
    emblem: 'chevron',
    services: ['standard', 'express', 'same-day'],
    parcelTypes: ['envelope', 'small-box', 'medium-box', 'large-box'],
    regions: ALL_REGIONS.filter((r) => !["Ma'an", 'Aqaba', 'Tafilah'].includes(r)),
    priceFactor: 1,
    extraDays: 0,
  },
  {
    code: 'NABATEAN',
    name: 'Nabatean Logistics',
    nameAr: 'الأنباط للخدمات اللوجستية',
    website: 'https://nabatean-logistics.example',
    colour: '#b45309',
    emblem: 'circle',
    services: ['standard', 'express'],
    parcelTypes: ['envelope', 'small-box', 'medium-box', 'large-box'],
    regions: ALL_REGIONS.filter((r) => !['Mafraq', 'Tafilah'].includes(r)),
    priceFactor: 0.9,
    extraDays: 1,
  },
  {
    code: 'DESERTROSE',
    name: 'Desert Rose Delivery',
    nameAr: 'وردة الصحراء للتوصيل',
    website: 'https://desert-rose.example',
    colour: '#be185d',
    emblem: 'diamond',
    services: ['standard', 'same-day'],
    parcelTypes: ['envelope', 'small-box', 'medium-box'],
    regions: ['Amman', 'Zarqa', 'Balqa', 'Madaba', 'Irbid'],
    priceFactor: 1.1,
    extraDays: 0,
  },
];

/** Reference tariff in fils: country-wide, farther south, and within Amman. */
const TARIFF: Record<
  string,
  { base: number; south: number; amman: number; perKg: number; includedKg: number; days: number }
> = {
  standard: { base: 3000, south: 4000, amman: 2000, perKg: 500, includedKg: 2, days: 2 },
  express: { base: 4500, south: 5500, amman: 3500, perKg: 750, includedKg: 2, days: 1 },
  'same-day': { base: 0, south: 0, amman: 5000, perKg: 1000, includedKg: 2, days: 0 },
};
const SOUTH = new Set(['Karak', "Ma'an", 'Aqaba', 'Tafilah']);

/** Deterministic pseudo-random numbers, so every demo install looks alike. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const roundFils = (fils: number) => Math.round(fils / 50) * 50;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

interface Place {
  countryId: string;
  countryName: string;
  countryNameAr: string;
  regionId: string;
  regionName: string;
  regionNameAr: string;
  cityId: string;
  cityName: string;
  cityNameAr: string;
  villageId: string | null;
  villageName: string | null;
  villageNameAr: string | null;
  latitude: number | null;
  longitude: number | null;
}

async function loadPlaces(db: DbOrTx) {
  const rows = await db
    .select({
      countryId: countries.id,
      countryName: countries.name,
      countryNameAr: countries.nameAr,
      regionId: regions.id,
      regionName: regions.name,
      regionNameAr: regions.nameAr,
      cityId: cities.id,
      cityName: cities.name,
      cityNameAr: cities.nameAr,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(countries.code, 'JO'));
  const villageRows = await db.select().from(villages);
  return (cityName: string, villageName?: string): Place => {
    const city = rows.find((r) => r.cityName === cityName);
    if (!city) throw new Error(`seed: unknown city ${cityName}`);
    const village = villageName
      ? villageRows.find((v) => v.cityId === city.cityId && v.name === villageName)
      : undefined;
    if (villageName && !village) throw new Error(`seed: unknown village ${villageName}`);
    return {
      ...city,
      villageId: village?.id ?? null,
      villageName: village?.name ?? null,
      villageNameAr: village?.nameAr ?? null,
      latitude: village?.latitude ?? city.latitude,
      longitude: village?.longitude ?? city.longitude,
    };
  };
}

interface DemoAddressInput {
  name: string;
  phoneNumber: string;
  email?: string;
  city: string;
  village?: string;
  addressLine: string;
  buildingNumber?: string;
  type: AddressType;
  isPrimary?: boolean;
}

const INDIVIDUAL_ADDRESSES: DemoAddressInput[] = [
  {
    name: 'Yousef Amin — Home',
    phoneNumber: '+962 79 000 0005',
    email: 'user@portal.local',
    city: 'Amman',
    village: 'Sweifieh',
    addressLine: 'Wakalat Street',
    buildingNumber: '12',
    type: AddressType.PickUp,
    isPrimary: true,
  },
  {
    name: 'Hala Saleh',
    phoneNumber: '+962 78 512 3344',
    city: 'Irbid',
    village: 'Aydoun',
    addressLine: 'University Street',
    buildingNumber: '4',
    type: AddressType.DropOff,
  },
  {
    name: 'خالد عودة',
    phoneNumber: '+962 77 610 2211',
    city: 'Zarqa',
    addressLine: 'شارع الملك عبدالله',
    buildingNumber: '33',
    type: AddressType.DropOff,
  },
  {
    name: 'Mona Haddad',
    phoneNumber: '+962 79 845 0012',
    city: 'Salt',
    village: 'Zay',
    addressLine: 'Maidan Street',
    type: AddressType.DropOff,
  },
  {
    name: 'Fadi Qasem',
    phoneNumber: '+962 79 101 7788',
    city: 'Madaba',
    addressLine: 'King Talal Street',
    buildingNumber: '7',
    type: AddressType.DropOff,
  },
  {
    name: 'رنا جابر',
    phoneNumber: '+962 78 900 4455',
    city: 'Aqaba',
    village: 'Tala Bay',
    addressLine: 'Tala Bay Residences',
    buildingNumber: 'B2',
    type: AddressType.DropOff,
  },
  {
    name: 'Ahmad Zoubi',
    phoneNumber: '+962 77 334 9900',
    city: 'Mafraq',
    addressLine: 'Baghdad Road',
    type: AddressType.DropOff,
  },
  {
    name: 'Noor Tamimi',
    phoneNumber: '+962 79 223 6611',
    city: 'Karak',
    village: 'Adir',
    addressLine: 'Castle Road',
    buildingNumber: '18',
    type: AddressType.DropOff,
  },
  {
    name: 'Basel Hijazi',
    phoneNumber: '+962 78 777 1200',
    city: 'Tafilah',
    village: 'Aima',
    addressLine: 'Main Street',
    type: AddressType.DropOff,
  },
];

const ORGANIZATION_ADDRESSES: DemoAddressInput[] = [
  {
    name: 'Petra Trading — Warehouse',
    phoneNumber: '+962 6 555 0100',
    email: 'ops@petra-trading.example',
    city: 'Amman',
    addressLine: 'Industrial Area, Street 40',
    buildingNumber: '9',
    type: AddressType.PickUp,
    isPrimary: true,
  },
  {
    name: 'Petra Trading — Irbid branch',
    phoneNumber: '+962 2 720 0100',
    city: 'Irbid',
    village: 'Al-Sarih',
    addressLine: 'Al-Hashmi Street',
    buildingNumber: '21',
    type: AddressType.PickUp,
  },
  {
    name: 'Al-Nour Pharmacy',
    phoneNumber: '+962 6 465 1200',
    city: 'Amman',
    village: 'Shmeisani',
    addressLine: 'Abdul Hameed Sharaf Street',
    buildingNumber: '55',
    type: AddressType.DropOff,
  },
  {
    name: 'مكتبة الجامعة',
    phoneNumber: '+962 6 535 2211',
    city: 'Amman',
    village: 'Jabal Amman',
    addressLine: 'شارع الرينبو',
    buildingNumber: '3',
    type: AddressType.DropOff,
  },
  {
    name: 'Jerash Crafts',
    phoneNumber: '+962 2 635 4400',
    city: 'Jerash',
    village: 'Dibbin',
    addressLine: 'Forest Road',
    type: AddressType.DropOff,
  },
  {
    name: 'Ajloun Olive House',
    phoneNumber: '+962 2 642 1188',
    city: 'Ajloun',
    village: 'Ain Janna',
    addressLine: 'Castle Street',
    buildingNumber: '2',
    type: AddressType.DropOff,
  },
  {
    name: 'Russeifa Motors',
    phoneNumber: '+962 5 374 9988',
    city: 'Russeifa',
    village: 'Awajan',
    addressLine: 'Autostrad',
    buildingNumber: '101',
    type: AddressType.DropOff,
  },
  {
    name: 'Salt Heritage Shop',
    phoneNumber: '+962 5 355 7700',
    city: 'Salt',
    addressLine: 'Hammam Street',
    buildingNumber: '14',
    type: AddressType.DropOff,
  },
  {
    name: 'Wadi Musa Guest House',
    phoneNumber: '+962 3 215 6600',
    city: 'Wadi Musa',
    village: 'Al-Taybeh',
    addressLine: 'Tourist Street',
    type: AddressType.DropOff,
  },
  {
    name: 'Ramtha Electronics',
    phoneNumber: '+962 2 738 1122',
    city: 'Ramtha',
    village: 'Al-Turrah',
    addressLine: 'Market Street',
    buildingNumber: '6',
    type: AddressType.DropOff,
  },
  {
    name: 'Madaba Mosaic Studio',
    phoneNumber: '+962 5 324 8800',
    city: 'Madaba',
    village: 'Al-Faisaliyah',
    addressLine: 'Church Street',
    type: AddressType.DropOff,
  },
  {
    name: 'صيدلية الكرك',
    phoneNumber: '+962 3 235 4400',
    city: "Mu'tah",
    village: 'Al-Thaniyah',
    addressLine: 'شارع الجامعة',
    buildingNumber: '10',
    type: AddressType.DropOff,
  },
  {
    name: 'Zarqa Textiles',
    phoneNumber: '+962 5 398 1100',
    city: 'Zarqa',
    village: 'Birayn',
    addressLine: 'Factory Road',
    buildingNumber: '77',
    type: AddressType.DropOff,
  },
  {
    name: 'Sweileh Bakery',
    phoneNumber: '+962 6 534 1177',
    city: 'Sweileh',
    addressLine: 'Sweileh Circle',
    type: AddressType.DropOff,
  },
];

const PARCEL_NOTES = [
  null,
  null,
  null,
  'Handle with care',
  'Call before delivery',
  'يرجى الاتصال قبل التوصيل',
  'Leave with the building guard',
  'هش، يرجى الحذر',
];

const EVENT_NOTES: Record<ShipmentStatus, string> = {
  [ShipmentStatus.Pending]: 'Shipment processed, waiting for pick-up',
  [ShipmentStatus.PickUp]: 'Picked up by the courier',
  [ShipmentStatus.OnGoing]: 'In transit to the destination city',
  [ShipmentStatus.Delivered]: 'Delivered to the recipient',
  [ShipmentStatus.Cancelled]: 'Cancelled by the sender',
  [ShipmentStatus.Returned]: 'Returned to the sender',
};

export interface DemoSeedInput {
  /** argon2id hashes of DEMO_PASSWORD, one per account (computed before the transaction). */
  passwordHashes: string[];
  now?: Date;
}

/** Couriers, rates, zones, the demo accounts and organization, addresses, shipments and API keys. */
export async function seedDemoData(db: DbOrTx, input: DemoSeedInput): Promise<{ shipments: number }> {
  const now = input.now ?? new Date();
  const random = mulberry32(20260101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const place = await loadPlaces(db);

  const [jordan] = await db.select().from(countries).where(eq(countries.code, 'JO'));
  const regionRows = await db.select().from(regions).where(eq(regions.countryId, jordan.id));
  const regionByName = new Map(regionRows.map((r) => [r.name, r]));
  const services = new Map((await db.select().from(serviceTypes)).map((s) => [s.code, s]));
  const parcelRows = await db.select().from(parcelTypes);
  const parcelsByCode = new Map(parcelRows.map((p) => [p.code, p]));
  const shipmentTypeRows = await db.select().from(shipmentTypes);
  const amman = place('Amman');

  // ── Couriers, what they carry, their rates and zones ──
  const courierRows = await db
    .insert(couriers)
    .values(
      DEMO_COURIERS.map((c) => ({
        code: c.code,
        name: c.name,
        nameAr: c.nameAr,
        website: c.website,
        source: 'builtin',
        activeFlag: 'active' as const,
        logo: courierLogoPng(c.colour, c.emblem),
        logoMimeType: 'image/png',
        logoUpdatedAt: now,
      })),
    )
    .returning();
  const courierByCode = new Map(courierRows.map((c) => [c.code, c]));

  type RateRow = typeof rates.$inferInsert;
  const rateRows: RateRow[] = [];
  for (const demo of DEMO_COURIERS) {
    const courier = courierByCode.get(demo.code)!;
    await db
      .insert(courierShipmentTypes)
      .values(shipmentTypeRows.map((t) => ({ courierId: courier.id, shipmentTypeId: t.id })));
    await db
      .insert(courierServiceTypes)
      .values(demo.services.map((code) => ({ courierId: courier.id, serviceTypeId: services.get(code)!.id })));
    await db
      .insert(courierParcelTypes)
      .values(demo.parcelTypes.map((code) => ({ courierId: courier.id, parcelTypeId: parcelsByCode.get(code)!.id })));

    for (const serviceCode of demo.services) {
      const tariff = TARIFF[serviceCode];
      const common = {
        courierId: courier.id,
        serviceTypeId: services.get(serviceCode)!.id,
        originCountryId: jordan.id,
        destinationCountryId: jordan.id,
        includedWeightKg: tariff.includedKg,
        perKgPriceFils: roundFils(tariff.perKg * demo.priceFactor),
      };
      if (serviceCode === 'same-day') {
        rateRows.push({
          ...common,
          originCityId: amman.cityId,
          originRegionId: amman.regionId,
          destinationRegionId: amman.regionId,
          destinationCityId: amman.cityId,
          basePriceFils: roundFils(tariff.amman * demo.priceFactor),
          transitDays: 0,
        });
        continue;
      }
      rateRows.push({
        ...common,
        basePriceFils: roundFils(tariff.base * demo.priceFactor),
        transitDays: tariff.days + demo.extraDays,
      });
      for (const region of demo.regions.filter((r) => SOUTH.has(r))) {
        rateRows.push({
          ...common,
          destinationRegionId: regionByName.get(region)!.id,
          basePriceFils: roundFils(tariff.south * demo.priceFactor),
          transitDays: tariff.days + demo.extraDays + 1,
        });
      }
      rateRows.push({
        ...common,
        originRegionId: amman.regionId,
        originCityId: amman.cityId,
        destinationRegionId: amman.regionId,
        destinationCityId: amman.cityId,
        basePriceFils: roundFils(tariff.amman * demo.priceFactor),
        transitDays: Math.max(1, tariff.days - 1 + demo.extraDays),
      });
    }

    const zones = demo.regions.flatMap((origin) =>
      demo.regions.map((destination) => ({
        courierId: courier.id,
        originCountryId: jordan.id,
        originCountryProviderId: `${demo.code}-JO`,
        originRegionId: regionByName.get(origin)!.id,
        originRegionProviderId: `${demo.code}-${origin.replace(/\W/g, '').toUpperCase()}`,
        destinationCountryId: jordan.id,
        destinationCountryProviderId: `${demo.code}-JO`,
        destinationRegionId: regionByName.get(destination)!.id,
        destinationRegionProviderId: `${demo.code}-${destination.replace(/\W/g, '').toUpperCase()}`,
      })),
    );
    await db.insert(availabilityZones).values(zones);
  }
  const insertedRates = await db.insert(rates).values(rateRows).returning();

  // ── People and the organization ──
  const accountRows = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a, i) => ({
        email: a.email,
        username: a.username,
        // Stored in E.164 like every phone number saved through the API.
        phoneNumber: toE164(a.phoneNumber) ?? a.phoneNumber,
        role: a.role,
        passwordHash: input.passwordHashes[i],
        lastLoginAt: null,
      })),
    )
    .returning();
  const account = (email: string) => accountRows.find((u) => u.email === email)!;
  const orgAdmin = account('orgadmin@portal.local');
  const orgUser = account('orguser@portal.local');
  const individual = account('user@portal.local');
  const systemAdmin = account('admin@portal.local');

  const [organization] = await db
    .insert(organizations)
    .values({
      ...DEMO_ORGANIZATION,
      approvalStatus: OrganizationApproval.Approved,
      createdByUserId: orgAdmin.id,
      reviewedByUserId: systemAdmin.id,
      reviewedAt: new Date(now.getTime() - 120 * DAY),
      createdAt: new Date(now.getTime() - 121 * DAY),
    })
    .returning();
  await db.insert(memberships).values([
    { organizationId: organization.id, userId: orgAdmin.id, role: Role.OrgAdmin },
    { organizationId: organization.id, userId: orgUser.id, role: Role.OrgUser },
  ]);
  await db.insert(invitations).values({
    organizationId: organization.id,
    email: 'new.hire@petra-trading.example',
    role: Role.OrgUser,
    tokenHash: sha256(randomToken()),
    invitedByUserId: orgAdmin.id,
    expiresAt: new Date(now.getTime() + 5 * DAY),
    createdAt: new Date(now.getTime() - 2 * DAY),
  });

  // ── Address books ──
  const insertAddresses = async (
    inputs: DemoAddressInput[],
    owner: { createdByUserId: string; organizationId: string | null },
  ) => {
    const rows = await db
      .insert(addresses)
      .values(
        inputs.map((a) => {
          const p = place(a.city, a.village);
          return {
            ...owner,
            name: a.name,
            email: a.email ?? null,
            // Stored in E.164 like every address saved through the API.
            phoneNumber: toE164(a.phoneNumber) ?? a.phoneNumber,
            countryId: p.countryId,
            regionId: p.regionId,
            cityId: p.cityId,
            villageId: p.villageId,
            addressLine: a.addressLine,
            buildingNumber: a.buildingNumber ?? null,
            type: a.type,
            isPrimary: a.isPrimary ?? false,
            latitude: p.latitude,
            longitude: p.longitude,
            searchText: normalizeSearchText(
              [
                a.name,
                a.phoneNumber,
                a.addressLine,
                p.cityName,
                p.cityNameAr,
                p.villageName ?? '',
                p.villageNameAr ?? '',
              ].join(' '),
            ),
            createdAt: new Date(now.getTime() - 100 * DAY),
          };
        }),
      )
      .returning();
    return rows.map((row, i) => ({ row, place: place(inputs[i].city, inputs[i].village) }));
  };
  const individualBook = await insertAddresses(INDIVIDUAL_ADDRESSES, {
    createdByUserId: individual.id,
    organizationId: null,
  });
  const organizationBook = await insertAddresses(ORGANIZATION_ADDRESSES, {
    createdByUserId: orgAdmin.id,
    organizationId: organization.id,
  });

  // ── Shipments over the last 90 days, in every state, with their tracking events ──
  const coveredRegions = new Map(DEMO_COURIERS.map((c) => [c.code, new Set(c.regions)]));
  const snapshot = (address: (typeof individualBook)[number]): AddressSnapshot => ({
    name: address.row.name,
    email: address.row.email,
    phoneNumber: address.row.phoneNumber,
    countryId: address.place.countryId,
    countryName: address.place.countryName,
    countryNameAr: address.place.countryNameAr,
    regionId: address.place.regionId,
    regionName: address.place.regionName,
    regionNameAr: address.place.regionNameAr,
    cityId: address.place.cityId,
    cityName: address.place.cityName,
    cityNameAr: address.place.cityNameAr,
    villageId: address.place.villageId,
    villageName: address.place.villageName,
    villageNameAr: address.place.villageNameAr,
    addressLine: address.row.addressLine,
    buildingNumber: address.row.buildingNumber,
    latitude: address.row.latitude,
    longitude: address.row.longitude,
  });

  /** The most specific active rate of a courier's service for a route (city over region over country). */
  const bestRate = (courierId: string, serviceTypeId: string, from: Place, to: Place) => {
    const matches = insertedRates.filter(
      (r) =>
        r.courierId === courierId &&
        r.serviceTypeId === serviceTypeId &&
        (!r.originRegionId || r.originRegionId === from.regionId) &&
        (!r.originCityId || r.originCityId === from.cityId) &&
        (!r.destinationRegionId || r.destinationRegionId === to.regionId) &&
        (!r.destinationCityId || r.destinationCityId === to.cityId),
    );
    const specificity = (r: (typeof insertedRates)[number]) =>
      (r.destinationCityId ? 4 : 0) + (r.originCityId ? 2 : 0) + (r.destinationRegionId ? 1 : 0);
    return matches.sort((a, b) => specificity(b) - specificity(a))[0];
  };

  interface Plan {
    values: typeof shipments.$inferInsert;
    events: { status: ShipmentStatus; at: Date; location: string; source: 'portal' | 'courier' }[];
  }
  const plans: Plan[] = [];
  const owners = [
    {
      user: individual,
      organizationId: null,
      pickups: individualBook.filter((a) => a.row.type === AddressType.PickUp),
      recipients: individualBook.filter((a) => a.row.type === AddressType.DropOff),
      count: 110,
    },
    {
      user: orgAdmin,
      organizationId: organization.id,
      pickups: organizationBook.filter((a) => a.row.type === AddressType.PickUp),
      recipients: organizationBook.filter((a) => a.row.type === AddressType.DropOff),
      count: 100,
    },
    {
      user: orgUser,
      organizationId: organization.id,
      pickups: organizationBook.filter((a) => a.row.type === AddressType.PickUp),
      recipients: organizationBook.filter((a) => a.row.type === AddressType.DropOff),
      count: 90,
    },
  ];

  for (const owner of owners) {
    for (let i = 0; i < owner.count; i++) {
      // A few very recent ones, so pending and picked-up shipments exist on any day the demo starts.
      const ageMs = i < 6 ? random() * 20 * HOUR : random() * 90 * DAY;
      const createdAt = new Date(now.getTime() - ageMs);
      const sender = random() < 0.85 ? owner.pickups[0] : pick(owner.pickups);
      const draft = random() < 0.08;
      const candidates = owner.recipients.filter(
        (r) =>
          draft ||
          DEMO_COURIERS.some(
            (c) =>
              coveredRegions.get(c.code)!.has(r.place.regionName) &&
              coveredRegions.get(c.code)!.has(sender.place.regionName),
          ),
      );
      const recipient = pick(candidates);
      const parcel = pick(parcelRows);
      const quantity = 1 + Math.floor(random() * 3);
      const pieces = Array.from({ length: quantity }, () => ({
        weightKg: parcel.weight * (0.6 + random() * 0.4),
        lengthCm: parcel.length,
        widthCm: parcel.width,
        heightCm: parcel.height,
      }));
      const cod = random() < 0.4;
      const base: typeof shipments.$inferInsert = {
        createdByUserId: owner.user.id,
        organizationId: owner.organizationId,
        senderAddressId: sender.row.id,
        recipientAddressId: recipient.row.id,
        shipmentTypeId: pick(shipmentTypeRows).id,
        parcelTypeId: parcel.id,
        parcelQuantity: quantity,
        parcelNotes: pick(PARCEL_NOTES),
        weightKg: Math.round(pieces.reduce((sum, p) => sum + p.weightKg, 0) * 10) / 10,
        lengthCm: parcel.length,
        widthCm: parcel.width,
        heightCm: parcel.height,
        paymentType: cod ? 'cod' : 'prepaid',
        codAmountFils: cod ? 5000 + Math.floor(random() * 300) * 250 : 0,
        originCityId: sender.place.cityId,
        destinationCityId: recipient.place.cityId,
        createdAt,
        updatedAt: createdAt,
      };
      const searchBase = [
        recipient.row.name,
        recipient.row.phoneNumber,
        recipient.place.cityName,
        recipient.place.cityNameAr,
        sender.place.cityName,
      ];

      if (draft) {
        plans.push({
          values: {
            ...base,
            readiness: Readiness.Draft,
            status: null,
            searchText: normalizeSearchText(searchBase.join(' ')),
          },
          events: [],
        });
        continue;
      }

      const courierChoices = DEMO_COURIERS.filter(
        (c) =>
          coveredRegions.get(c.code)!.has(sender.place.regionName) &&
          coveredRegions.get(c.code)!.has(recipient.place.regionName),
      );
      const demoCourier = pick(courierChoices);
      const courier = courierByCode.get(demoCourier.code)!;
      const withinAmman = sender.place.cityId === amman.cityId && recipient.place.cityId === amman.cityId;
      const serviceOptions = demoCourier.services.filter((s) => s !== 'same-day' || withinAmman);
      const serviceCode = random() < 0.65 ? serviceOptions[0] : pick(serviceOptions);
      const service = services.get(serviceCode)!;
      const rate = bestRate(courier.id, service.id, sender.place, recipient.place);
      const quote = quoteFromRate(rate, pieces);
      const processedAt = new Date(
        Math.min(now.getTime() - 10 * 60_000, createdAt.getTime() + (0.1 + random() * 5) * HOUR),
      );
      const ageDays = (now.getTime() - processedAt.getTime()) / DAY;
      const expectedDelivery = addWorkingDays(processedAt, rate.transitDays);

      // Where the shipment is today, from its age.
      let path: ShipmentStatus[];
      const roll = random();
      const { Pending, PickUp, OnGoing, Delivered, Cancelled, Returned } = ShipmentStatus;
      if (roll < 0.06) path = [Pending, Cancelled];
      else if (ageDays < 0.5) path = [Pending];
      else if (ageDays < 1) path = [Pending, PickUp];
      else if (ageDays < 3)
        path =
          roll < 0.5
            ? [Pending, PickUp, OnGoing]
            : roll < 0.8
              ? [Pending, PickUp]
              : [Pending, PickUp, OnGoing, Delivered];
      else if (roll < 0.14) path = [Pending, PickUp, OnGoing, Returned];
      else if (roll < 0.18 && ageDays < 10) path = [Pending, PickUp, OnGoing];
      else path = [Pending, PickUp, OnGoing, Delivered];
      const offsets: Record<ShipmentStatus, number> = {
        [Pending]: 0,
        [PickUp]: (3 + random() * 15) * HOUR,
        [OnGoing]: (1 + random() * 0.5) * DAY,
        [Delivered]: Math.max(1.6 * DAY, expectedDelivery.getTime() - processedAt.getTime() + (random() - 0.3) * DAY),
        [Cancelled]: (0.5 + random() * 6) * HOUR,
        [Returned]: (3 + random() * 3) * DAY,
      };
      const events = path.map((status) => ({
        status,
        at: new Date(Math.min(now.getTime() - 60_000, processedAt.getTime() + offsets[status])),
        location:
          status === Pending || status === PickUp || status === Cancelled
            ? sender.place.cityName
            : status === OnGoing
              ? 'Amman sorting hub'
              : recipient.place.cityName,
        source: (status === Pending || status === Cancelled ? 'portal' : 'courier') as 'portal' | 'courier',
      }));
      const finalStatus = path[path.length - 1];
      const lastAt = events[events.length - 1].at;
      const trackingNumber = generateTrackingNumber();
      plans.push({
        values: {
          ...base,
          courierId: courier.id,
          serviceTypeId: service.id,
          readiness: Readiness.Ready,
          status: finalStatus,
          trackingNumber,
          priceFils: quote.totalFils,
          expectedPickupDate: isoDate(addWorkingDays(processedAt, serviceCode === 'same-day' ? 0 : 1)),
          expectedDeliveryDate: isoDate(expectedDelivery),
          senderSnapshot: snapshot(sender),
          recipientSnapshot: snapshot(recipient),
          courierSnapshot: {
            id: courier.id,
            code: courier.code,
            name: courier.name,
            nameAr: courier.nameAr,
            website: courier.website,
          },
          priceSnapshot: {
            rateId: rate.id,
            serviceTypeId: service.id,
            serviceTypeCode: service.code,
            ...quote,
            currency: 'JOD',
            transitDays: rate.transitDays,
          },
          processedAt,
          cancelledAt: finalStatus === ShipmentStatus.Cancelled ? lastAt : null,
          deliveredAt: finalStatus === ShipmentStatus.Delivered ? lastAt : null,
          searchText: normalizeSearchText([trackingNumber, ...searchBase].join(' ')),
          version: path.length,
          updatedAt: lastAt,
        },
        events,
      });
    }
  }

  const CHUNK = 100;
  for (let start = 0; start < plans.length; start += CHUNK) {
    const chunk = plans.slice(start, start + CHUNK);
    const inserted = await db
      .insert(shipments)
      .values(chunk.map((p) => p.values))
      .returning({ id: shipments.id, courierId: shipments.courierId, createdByUserId: shipments.createdByUserId });
    const eventRows = chunk.flatMap((plan, i) =>
      plan.events.map((event) => ({
        shipmentId: inserted[i].id,
        status: event.status,
        occurredAt: event.at,
        location: event.location,
        note: EVENT_NOTES[event.status],
        source: event.source,
        createdByUserId: event.source === 'portal' ? inserted[i].createdByUserId : null,
        courierId: event.source === 'courier' ? inserted[i].courierId : null,
        createdAt: event.at,
      })),
    );
    for (let e = 0; e < eventRows.length; e += 500) await db.insert(trackingEvents).values(eventRows.slice(e, e + 500));
  }

  // ── API keys in every state, for the key screens ──
  const key = (kind: 'client' | 'courier') => {
    const generated = generateApiKey(kind);
    return { prefix: generated.prefix, secretHash: generated.secretHash };
  };
  await db.insert(apiKeys).values([
    {
      ...key('client'),
      kind: 'client',
      name: 'Online shop integration',
      status: ApiKeyStatus.Active,
      ownerUserId: individual.id,
      expiresAt: new Date(now.getTime() + 180 * DAY),
      lastUsedAt: new Date(now.getTime() - 2 * DAY),
      reviewedByUserId: systemAdmin.id,
      reviewedAt: new Date(now.getTime() - 30 * DAY),
      createdAt: new Date(now.getTime() - 31 * DAY),
    },
    {
      ...key('client'),
      kind: 'client',
      name: 'Reporting script',
      status: ApiKeyStatus.Pending,
      ownerUserId: individual.id,
      createdAt: new Date(now.getTime() - 1 * DAY),
    },
    {
      ...key('client'),
      kind: 'client',
      name: 'ERP connector',
      status: ApiKeyStatus.Active,
      ownerUserId: orgAdmin.id,
      ownerOrganizationId: organization.id,
      expiresAt: new Date(now.getTime() + 300 * DAY),
      lastUsedAt: new Date(now.getTime() - 3 * HOUR),
      reviewedByUserId: systemAdmin.id,
      reviewedAt: new Date(now.getTime() - 60 * DAY),
      createdAt: new Date(now.getTime() - 61 * DAY),
    },
    {
      ...key('client'),
      kind: 'client',
      name: 'Old warehouse scanner',
      status: ApiKeyStatus.Revoked,
      ownerUserId: orgAdmin.id,
      ownerOrganizationId: organization.id,
      revokedAt: new Date(now.getTime() - 10 * DAY),
      createdAt: new Date(now.getTime() - 200 * DAY),
    },
    {
      ...key('client'),
      kind: 'client',
      name: 'Test key',
      status: ApiKeyStatus.Denied,
      ownerUserId: orgUser.id,
      ownerOrganizationId: organization.id,
      reviewedByUserId: systemAdmin.id,
      reviewedAt: new Date(now.getTime() - 5 * DAY),
      createdAt: new Date(now.getTime() - 6 * DAY),
    },
    ...DEMO_COURIERS.map((demo) => {
      const courierKey = demoCourierKey(demo.code);
      return {
        prefix: courierKey.prefix,
        secretHash: courierKey.secretHash,
        kind: 'courier' as const,
        name: `${demo.name} tracking feed`,
        status: ApiKeyStatus.Active,
        ownerCourierId: courierByCode.get(demo.code)!.id,
        expiresAt: new Date(now.getTime() + 365 * DAY),
        lastUsedAt: demo.code === 'FALCON' ? new Date(now.getTime() - HOUR) : null,
        createdAt: new Date(now.getTime() - 90 * DAY),
      };
    }),
  ]);

  return { shipments: plans.length };
}
