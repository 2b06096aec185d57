import { Role } from './roles';

/** Permission subjects (docs/architecture.md#roles-and-permissions). 'all' is the super user's wildcard. */
export const SUBJECTS = [
  'dashboard',
  'addresses',
  'shipments',
  'organization',
  'couriers',
  'reports',
  'profile',
  'client-api-keys',
  'webhooks',
  'user-report',
  'users',
  'locations',
  'shipment-types',
  'parcel-types',
  'service-types',
  'organizations',
  'admin-couriers',
  'admin-api-keys',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Whether a name read from outside the type system (a nav file, a registration) is a subject. */
export const isSubject = (value: unknown): value is Subject => (SUBJECTS as readonly unknown[]).includes(value);

export const ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The one role table: the portal's CASL ability and the API's route guard both read it.
 * A role listed with a subject may perform every action on it; ownership scoping is applied per query.
 */
export const ROLE_SUBJECTS: Record<Role, readonly Subject[] | 'all'> = {
  [Role.IndividualUser]: [
    'dashboard',
    'addresses',
    'shipments',
    'organization',
    'couriers',
    'reports',
    'profile',
    'client-api-keys',
    'webhooks',
  ],
  [Role.SystemAdmin]: [
    'profile',
    'reports',
    'user-report',
    'users',
    'locations',
    'shipment-types',
    'parcel-types',
    'service-types',
    'organizations',
    'admin-couriers',
    'admin-api-keys',
  ],
  // The organization page is its admins'; an org user leaves from their profile (POST /organization/leave needs `profile`).
  [Role.OrgUser]: ['dashboard', 'addresses', 'shipments', 'reports', 'profile'],
  [Role.OrgAdmin]: [
    'dashboard',
    'addresses',
    'shipments',
    'organization',
    'couriers',
    'reports',
    'profile',
    'user-report',
    'client-api-keys',
    'webhooks',
  ],
  [Role.SuperUser]: 'all',
};

export function roleCan(role: Role, subject: Subject): boolean {
  const subjects = ROLE_SUBJECTS[role];
  return subjects === 'all' || (subjects?.includes(subject) ?? false);
}

// Stryker disable all: deprecated and unused, so not pinned by tests.
/**
 * Subjects a role holds, expanded ('all' → every subject).
 * @deprecated unused by the portal and the API; kept because the 1.x contract lists it, removed in 2.0.
 */
export function subjectsOf(role: Role): readonly Subject[] {
  const subjects = ROLE_SUBJECTS[role];
  return subjects === 'all' ? SUBJECTS : subjects;
}
