/**
 * Shipment status numbers (docs/architecture.md#shipment-statuses-and-transitions). A draft has readiness 2 and status
 * null.
 */
export const ShipmentStatus = {
  Pending: 1,
  PickUp: 2,
  OnGoing: 3,
  Delivered: 4,
  Cancelled: 5,
  Returned: 6,
} as const;
export type ShipmentStatus = (typeof ShipmentStatus)[keyof typeof ShipmentStatus];

export const Readiness = { Ready: 1, Draft: 2 } as const;
export type Readiness = (typeof Readiness)[keyof typeof Readiness];

/** A draft: saved but not processed yet, so it has no status. Only a draft can be edited or processed. */
export function isDraft(shipment: { readiness: number; status: number | null }): boolean {
  return shipment.readiness === Readiness.Draft && shipment.status === null;
}

export const shipmentStatusKey: Record<ShipmentStatus, string> = {
  1: 'pending',
  2: 'pick-up',
  3: 'on-going',
  4: 'delivered',
  5: 'cancelled',
  6: 'returned',
};

export type BadgeColour = 'secondary' | 'success' | 'warning' | 'info' | 'error';

/**
 * Badge colours: draft secondary, pending warning, pick-up and on-going info, delivered success, cancelled and returned
 * error.
 */
export function shipmentBadge(
  readiness: Readiness,
  status: ShipmentStatus | null,
): { key: string; colour: BadgeColour } {
  if (readiness === Readiness.Draft || status === null) return { key: 'draft', colour: 'secondary' };
  const colours: Record<ShipmentStatus, BadgeColour> = {
    1: 'warning',
    2: 'info',
    3: 'info',
    4: 'success',
    5: 'error',
    6: 'error',
  };
  return { key: shipmentStatusKey[status], colour: colours[status] };
}

/** List tabs in their order on the page, each with the filter the API applies. */
export const SHIPMENT_TABS = [
  { key: 'all' },
  { key: 'pending', status: [ShipmentStatus.Pending] },
  { key: 'in-transit', status: [ShipmentStatus.PickUp] },
  { key: 'delivered', status: [ShipmentStatus.Delivered] },
  { key: 'returned', status: [ShipmentStatus.Returned] },
  { key: 'on-going', status: [ShipmentStatus.OnGoing] },
  { key: 'cancelled', status: [ShipmentStatus.Cancelled] },
  { key: 'draft', readiness: Readiness.Draft },
  {
    key: 'active',
    readiness: Readiness.Ready,
    status: [ShipmentStatus.Pending, ShipmentStatus.PickUp, ShipmentStatus.OnGoing],
  },
] as const satisfies readonly { key: string; status?: readonly ShipmentStatus[]; readiness?: Readiness }[];
export type ShipmentTab = (typeof SHIPMENT_TABS)[number]['key'];

/**
 * Allowed status changes after processing (docs/architecture.md#shipment-statuses-and-transitions). 'draft' is the
 * processed-less state.
 */
export const SHIPMENT_TRANSITIONS: Record<'draft' | ShipmentStatus, readonly ShipmentStatus[]> = {
  draft: [ShipmentStatus.Pending, ShipmentStatus.Cancelled],
  [ShipmentStatus.Pending]: [ShipmentStatus.PickUp, ShipmentStatus.Cancelled],
  [ShipmentStatus.PickUp]: [ShipmentStatus.OnGoing, ShipmentStatus.Returned],
  [ShipmentStatus.OnGoing]: [ShipmentStatus.Delivered, ShipmentStatus.Returned],
  [ShipmentStatus.Delivered]: [],
  [ShipmentStatus.Cancelled]: [],
  [ShipmentStatus.Returned]: [],
};

export function canTransition(from: ShipmentStatus | null, to: ShipmentStatus): boolean {
  return SHIPMENT_TRANSITIONS[from ?? 'draft'].includes(to);
}

export const OrganizationApproval = { Approved: 1, Pending: 2, Rejected: 3 } as const;
export type OrganizationApproval = (typeof OrganizationApproval)[keyof typeof OrganizationApproval];
/** (1.4) An organization's approval as a badge: approved success, pending warning, rejected error. */
export const organizationApprovalBadge: Record<OrganizationApproval, BadgeColour> = {
  1: 'success',
  2: 'warning',
  3: 'error',
};

export const ApiKeyStatus = { Pending: 1, Active: 2, Revoked: 3, Denied: 4, Expired: 5 } as const;
export type ApiKeyStatus = (typeof ApiKeyStatus)[keyof typeof ApiKeyStatus];
export const apiKeyBadge: Record<ApiKeyStatus, BadgeColour> = {
  1: 'warning',
  2: 'success',
  3: 'error',
  4: 'error',
  5: 'error',
};

export const CourierActiveFlag = { Active: 'active', Inactive: 'inactive', Disabled: 'disabled' } as const;
export type CourierActiveFlag = (typeof CourierActiveFlag)[keyof typeof CourierActiveFlag];

/** Address type numbers: 2 pick-up/origin, 1 drop-off/destination. */
export const AddressType = { DropOff: 1, PickUp: 2 } as const;
export type AddressType = (typeof AddressType)[keyof typeof AddressType];

export const PaymentType = { CashOnDelivery: 'cod', Prepaid: 'prepaid' } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
