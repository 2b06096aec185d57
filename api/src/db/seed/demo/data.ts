import { AddressType, Role, ShipmentStatus } from '@portal/shared/domain';
import type { Emblem } from '../logo';

// The demo data set's fixed content: who signs in, the organization, the couriers and their tariff,
// the address books and the notes shipments carry. The generators beside this file turn it into rows.

export const DEMO_PASSWORD = 'Portal#2026';

/** The five demo accounts, one per role (the README lists them). */
export const DEMO_ACCOUNTS = [
  { email: 'super@portal.local', username: 'Super User', role: Role.SuperUser, phoneNumber: '+962 79 000 0001' },
  { email: 'admin@portal.local', username: 'Lina Haddad', role: Role.SystemAdmin, phoneNumber: '+962 79 000 0002' },
  { email: 'orgadmin@portal.local', username: 'Omar Khalil', role: Role.OrgAdmin, phoneNumber: '+962 79 000 0003' },
  { email: 'orguser@portal.local', username: 'Sara Nasser', role: Role.OrgUser, phoneNumber: '+962 79 000 0004' },
  { email: 'user@portal.local', username: 'Yousef Amin', role: Role.IndividualUser, phoneNumber: '+962 79 000 0005' },
] as const;

export const DEMO_ORGANIZATION = {
  name: 'Petra Trading Co.',
  referralCode: 'PETRA2026',
  email: 'ops@petra-trading.example',
  phoneNumber: '+962 6 555 0100',
};

/**
 * Applications waiting for (or refused by) a system admin, so /admin/organizations has work to show.
 * Their creators are individual users who sign in with the demo password too.
 */
export const DEMO_APPLICATIONS = [
  {
    creator: { email: 'rania@aqaba-express.example', username: 'Rania Saleh', phoneNumber: '+962 79 000 0011' },
    organization: {
      name: 'Aqaba Express Logistics',
      referralCode: 'AQABA7XPRS',
      email: 'hello@aqaba-express.example',
      phoneNumber: '+962 3 201 5500',
      address: 'King Hussein Street, Aqaba',
      taxNumber: 'JO-4471209',
    },
    daysAgo: 2,
  },
  {
    creator: { email: 'khaled@desert-movers.example', username: 'Khaled Odeh', phoneNumber: '+962 79 000 0012' },
    organization: {
      name: 'Desert Movers',
      referralCode: 'DSRTMVRS26',
      email: null,
      phoneNumber: null,
      address: null,
      taxNumber: null,
    },
    daysAgo: 9,
    rejectionReason: 'No commercial registration number was given. Apply again with it.',
  },
] as const;

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

export interface DemoCourier {
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
export const TARIFF: Record<
  string,
  { base: number; south: number; amman: number; perKg: number; includedKg: number; days: number }
> = {
  standard: { base: 3000, south: 4000, amman: 2000, perKg: 500, includedKg: 2, days: 2 },
  express: { base: 4500, south: 5500, amman: 3500, perKg: 750, includedKg: 2, days: 1 },
  'same-day': { base: 0, south: 0, amman: 5000, perKg: 1000, includedKg: 2, days: 0 },
};
export const SOUTH = new Set(['Karak', "Ma'an", 'Aqaba', 'Tafilah']);

export interface DemoAddressInput {
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

export const INDIVIDUAL_ADDRESSES: DemoAddressInput[] = [
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

export const ORGANIZATION_ADDRESSES: DemoAddressInput[] = [
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

export const PARCEL_NOTES = [
  null,
  null,
  null,
  'Handle with care',
  'Call before delivery',
  'يرجى الاتصال قبل التوصيل',
  'Leave with the building guard',
  'هش، يرجى الحذر',
];

export const EVENT_NOTES: Record<ShipmentStatus, string> = {
  [ShipmentStatus.Pending]: 'Shipment processed, waiting for pick-up',
  [ShipmentStatus.PickUp]: 'Picked up by the courier',
  [ShipmentStatus.OnGoing]: 'In transit to the destination city',
  [ShipmentStatus.Delivered]: 'Delivered to the recipient',
  [ShipmentStatus.Cancelled]: 'Cancelled by the sender',
  [ShipmentStatus.Returned]: 'Returned to the sender',
};
