// The product's rule tables written out literally, independent of the code's own tables: the API's
// and the browser's matrix tests derive their expectations from ROLE_SUBJECTS and
// SHIPMENT_TRANSITIONS, so a wrong cell there would pass them; these literals would not.
import { canTransition, Role, roleCan, ShipmentStatus, SUBJECTS, type Subject } from './index';

// Rows: from (draft, then statuses 1–6); columns: to pending, pick-up, on-going, delivered, cancelled, returned.
// 'y' = allowed, '.' = refused (docs/architecture.md, "Shipment statuses and transitions").
const TRANSITIONS = `
             pending pick-up on-going delivered cancelled returned
  draft      y       .       .        .         y         .
  pending    .       y       .        .         y         .
  pick-up    .       .       y        .         .         y
  on-going   .       .       .        y         .         y
  delivered  .       .       .        .         .         .
  cancelled  .       .       .        .         .         .
  returned   .       .       .        .         .         .
`;

// Rows: subjects; columns: system admin 1, org admin 2, org user 3, individual user 4, super user 5.
// The role table of the product.
const ROLE_TABLE = `
                    sys orgadm orguser indiv super
  dashboard         .   y      y       y     y
  addresses         .   y      y       y     y
  shipments         .   y      y       y     y
  organization      .   y      .       y     y
  couriers          .   y      .       y     y
  reports           y   y      y       y     y
  profile           y   y      y       y     y
  client-api-keys   .   y      .       y     y
  webhooks          .   y      .       y     y
  user-report       y   y      .       .     y
  users             y   .      .       .     y
  locations         y   .      .       .     y
  shipment-types    y   .      .       .     y
  parcel-types      y   .      .       .     y
  service-types     y   .      .       .     y
  organizations     y   .      .       .     y
  admin-couriers    y   .      .       .     y
  admin-api-keys    y   .      .       .     y
`;

function parseGrid(grid: string): { header: string[]; rows: [string, boolean[]][] } {
  const [headerLine, ...lines] = grid.trim().split('\n');
  const rows = lines.map((line): [string, boolean[]] => {
    const [name, ...cells] = line.trim().split(/\s+/);
    return [name, cells.map((cell) => cell === 'y')];
  });
  return { header: headerLine.trim().split(/\s+/), rows };
}

const STATUS_BY_NAME: Record<string, ShipmentStatus | null> = {
  draft: null,
  pending: ShipmentStatus.Pending,
  'pick-up': ShipmentStatus.PickUp,
  'on-going': ShipmentStatus.OnGoing,
  delivered: ShipmentStatus.Delivered,
  cancelled: ShipmentStatus.Cancelled,
  returned: ShipmentStatus.Returned,
};

describe('the transition table, cell by cell', () => {
  const { header, rows } = parseGrid(TRANSITIONS);
  it('covers every pair of (draft or status) × status', () => {
    expect(header).toHaveLength(6);
    expect(rows.map(([from]) => from)).toEqual(Object.keys(STATUS_BY_NAME));
    expect(rows.every(([, cells]) => cells.length === 6)).toBe(true);
  });
  const pairs = rows.flatMap(([from, cells]) => cells.map((allowed, i) => [from, header[i], allowed] as const));
  it.each(pairs)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(STATUS_BY_NAME[from], STATUS_BY_NAME[to] as ShipmentStatus)).toBe(allowed);
  });
});

describe('the role table, cell by cell', () => {
  const { rows } = parseGrid(ROLE_TABLE);
  const roles = [Role.SystemAdmin, Role.OrgAdmin, Role.OrgUser, Role.IndividualUser, Role.SuperUser];
  it('lists every subject the code knows, once', () => {
    expect(rows.map(([subject]) => subject).sort()).toEqual([...SUBJECTS].sort());
  });
  const cells = rows.flatMap(([subject, allowed]) =>
    roles.map((role, i) => [role, subject as Subject, allowed[i]] as const),
  );
  it.each(cells)('role %s on %s: %s', (role, subject, allowed) => {
    expect(roleCan(role, subject)).toBe(allowed);
  });
});
