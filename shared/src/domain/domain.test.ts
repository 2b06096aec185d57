import {
  AddressType,
  canTransition,
  DEFAULT_PAGE_SIZE,
  isDraft,
  MAX_PAGE_SIZE,
  chargeableWeightKg,
  filsToJodString,
  homePathForRole,
  isEmail,
  isPlatformAdmin,
  isRole,
  isStrongPassword,
  jodStringToFils,
  normalizeSearchText,
  Role,
  roleCan,
  ShipmentStatus,
  shipmentBadge,
  Readiness,
} from './index';

describe('roles', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    ['1', false],
    [null, false],
  ])('isRole(%j) is %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
  it.each([
    [Role.SystemAdmin, true],
    [Role.SuperUser, true],
    [Role.OrgAdmin, false],
    [Role.OrgUser, false],
    [Role.IndividualUser, false],
  ])('role %i sees every owner as a platform admin: %s', (role, expected) => {
    expect(isPlatformAdmin(role)).toBe(expected);
  });
  it('gives a role number outside the table nothing', () => {
    expect(roleCan(9 as Role, 'profile')).toBe(false);
  });
});

describe('role table', () => {
  it('gives each role its subjects', () => {
    expect(roleCan(Role.OrgUser, 'addresses')).toBe(true);
    // The organization page, keys and the courier catalogue are the org admin's; org users leave from their profile.
    expect(roleCan(Role.OrgUser, 'organization')).toBe(false);
    expect(roleCan(Role.OrgUser, 'profile')).toBe(true);
    expect(roleCan(Role.OrgAdmin, 'organization')).toBe(true);
    expect(roleCan(Role.OrgUser, 'client-api-keys')).toBe(false);
    expect(roleCan(Role.OrgUser, 'couriers')).toBe(false);
    expect(roleCan(Role.SystemAdmin, 'locations')).toBe(true);
    expect(roleCan(Role.SystemAdmin, 'shipments')).toBe(false);
    expect(roleCan(Role.SuperUser, 'admin-api-keys')).toBe(true);
    expect(roleCan(Role.IndividualUser, 'client-api-keys')).toBe(true);
  });
  it('sends admins to countries and everyone else to shipments', () => {
    expect(homePathForRole(Role.SystemAdmin)).toBe('/admin/countries');
    expect(homePathForRole(Role.SuperUser)).toBe('/admin/countries');
    expect(homePathForRole(Role.OrgAdmin)).toBe('/shipments');
  });
});

describe('shipment rules', () => {
  it('allows only the design transitions', () => {
    expect(canTransition(null, ShipmentStatus.Pending)).toBe(true);
    expect(canTransition(null, ShipmentStatus.Delivered)).toBe(false);
    expect(canTransition(ShipmentStatus.PickUp, ShipmentStatus.Returned)).toBe(true);
    expect(canTransition(ShipmentStatus.Delivered, ShipmentStatus.Cancelled)).toBe(false);
    expect(canTransition(ShipmentStatus.PickUp, ShipmentStatus.Cancelled)).toBe(false);
  });
  it.each([
    [Readiness.Draft, null, 'draft', 'secondary'],
    [Readiness.Draft, ShipmentStatus.Pending, 'draft', 'secondary'],
    [Readiness.Ready, null, 'draft', 'secondary'],
    [Readiness.Ready, ShipmentStatus.Pending, 'pending', 'warning'],
    [Readiness.Ready, ShipmentStatus.PickUp, 'pick-up', 'info'],
    [Readiness.Ready, ShipmentStatus.OnGoing, 'on-going', 'info'],
    [Readiness.Ready, ShipmentStatus.Delivered, 'delivered', 'success'],
    [Readiness.Ready, ShipmentStatus.Cancelled, 'cancelled', 'error'],
    [Readiness.Ready, ShipmentStatus.Returned, 'returned', 'error'],
  ])('badges readiness %i, status %p as %s in %s', (readiness, status, key, colour) => {
    expect(shipmentBadge(readiness, status)).toEqual({ key, colour });
  });
  it('colours badges as the spec says', () => {
    expect(shipmentBadge(Readiness.Draft, null)).toEqual({ key: 'draft', colour: 'secondary' });
    expect(shipmentBadge(Readiness.Ready, ShipmentStatus.Pending).colour).toBe('warning');
    expect(shipmentBadge(Readiness.Ready, ShipmentStatus.Cancelled).colour).toBe('error');
  });
  it('keeps the API numbers of readiness (1 ready, 2 draft) and address types (2 pick-up, 1 drop-off)', () => {
    expect(Readiness).toEqual({ Ready: 1, Draft: 2 });
    expect(AddressType).toEqual({ DropOff: 1, PickUp: 2 });
  });
  it('calls a shipment a draft only while it is not ready and has no status', () => {
    expect(isDraft({ readiness: Readiness.Draft, status: null })).toBe(true);
    expect(isDraft({ readiness: Readiness.Ready, status: ShipmentStatus.Pending })).toBe(false);
    expect(isDraft({ readiness: Readiness.Ready, status: null })).toBe(false);
    expect(isDraft({ readiness: Readiness.Draft, status: ShipmentStatus.Cancelled })).toBe(false);
  });
});

describe('paging', () => {
  it('pages by 20 unless asked, and never by more than 100', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(MAX_PAGE_SIZE).toBe(100);
  });
});

describe('validation', () => {
  it('applies the password rule', () => {
    expect(isStrongPassword('Portal#2026')).toBe(true);
    expect(isStrongPassword('portal#2026')).toBe(false);
    expect(isStrongPassword('Portal2026')).toBe(false);
    expect(isStrongPassword('Po#1')).toBe(false);
  });
  it.each([
    ['Abcdef#1', true, 'exactly 8 characters with every kind'],
    ['Abcde#1', false, '7 characters'],
    ['ABCDEF#1', false, 'no lowercase letter'],
    ['abcdef#1', false, 'no uppercase letter'],
    ['Abcdefg#', false, 'no digit'],
    ['Abcdefg1', false, 'no special character'],
    ['#1AAAAAa', true, 'one of each kind, in any order'],
  ])('password %j: %s (%s)', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('e-mail addresses', () => {
  it.each(['user@portal.local', 'a.b+tag@mail.example.jo', 'x@y.co'])('accepts %j', (address) => {
    expect(isEmail(address)).toBe(true);
  });
  it.each([
    'a b@c.d',
    'ab@c d.e',
    'ab@c.d ',
    ' ab@c.d',
    'abc.d',
    'a@@c.d',
    'a@b@c.d',
    'a@cd',
    '@c.d',
    'a@.',
    `${'a'.repeat(250)}@c.de`,
  ])('refuses %j', (address) => {
    expect(isEmail(address)).toBe(false);
  });
  it('accepts an address of 254 characters, the most SMTP carries, and refuses 255', () => {
    expect(isEmail(`${'a'.repeat(248)}@ex.jo`)).toBe(true);
    expect(isEmail(`${'a'.repeat(249)}@ex.jo`)).toBe(false);
  });
});

describe('money and weight', () => {
  it('formats and parses fils', () => {
    expect(filsToJodString(12500)).toBe('12.500');
    expect(filsToJodString(5)).toBe('0.005');
    expect(jodStringToFils('3.25')).toBe(3250);
    expect(jodStringToFils('3.2555')).toBeNull();
  });
  it.each([
    ['12.5', 12500],
    ['12.500', 12500],
    ['12', 12000],
    ['0.001', 1],
    [' 7.25 ', 7250],
    ['-1.5', -1500],
    ['999999999.999', 999999999999],
  ])('parses %j as %i fils', (text, fils) => {
    expect(jodStringToFils(text)).toBe(fils);
  });
  it.each(['', '.5', '1.', '1.2345', '1,5', '1e3', '+1', '1 000', '1234567890', 'abc', '١٢'])('refuses %j', (text) => {
    expect(jodStringToFils(text)).toBeNull();
  });
  it.each([
    [0, '0.000'],
    [1, '0.001'],
    [999, '0.999'],
    [1000, '1.000'],
    [12345, '12.345'],
    [-1500, '-1.500'],
    [-5, '-0.005'],
  ])('prints %i fils as %j', (fils, text) => {
    expect(filsToJodString(fils)).toBe(text);
  });
  it('uses volumetric weight and rounds up to half a kilo', () => {
    expect(chargeableWeightKg([{ weightKg: 1.1, lengthCm: 10, widthCm: 10, heightCm: 10 }])).toBe(1.5);
    expect(chargeableWeightKg([{ weightKg: 1, lengthCm: 50, widthCm: 40, heightCm: 30 }])).toBe(12);
    expect(chargeableWeightKg([{ weightKg: 2, lengthCm: 1, widthCm: 1, heightCm: 1 }])).toBe(2);
  });
});

describe('Arabic search normalization', () => {
  it('folds hamza forms, taa marbuta, alef maqsura, diacritics, tatweel and digits', () => {
    expect(normalizeSearchText('إربـد')).toBe(normalizeSearchText('اربد'));
    expect(normalizeSearchText('مَدِينَة')).toBe('مدينه');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('١٢٣ Amman')).toBe('123 amman');
  });
  it.each([
    ['ؤ folds to و', 'مؤسسة', 'موسسه'],
    ['ئ folds to ي', 'رئيس', 'رييس'],
    ['آ, أ, إ and ٱ fold to ا', 'آأإٱ', 'اااا'],
    ['Persian digits become ASCII', '۴۵', '45'],
    ['spaces collapse and trim', '  Wadi \t  Musa\n ', 'wadi musa'],
    ['Latin is lower-cased', 'AQABA', 'aqaba'],
  ])('%s', (_rule, input, folded) => {
    expect(normalizeSearchText(input)).toBe(folded);
  });
});
