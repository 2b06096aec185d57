// Test data shaped as the organizations API answers it, for this remote's component tests.
import { OrganizationApproval, Role } from '@portal/shared/domain';
import { testUser } from '@portal/shared/testing';
import type {
  MyOrganization,
  Organization,
  OrganizationInvitation,
  OrganizationMember,
} from '../features/organization/api/types';

/** testUser's id: the signed-in user in every test. */
export const ME_ID = testUser().id;

export const organization = (overrides: Partial<Organization> = {}): Organization => ({
  id: 'org-1',
  name: 'Falcon Traders',
  email: 'ops@falcon.jo',
  phoneNumber: '+962791234567',
  address: 'Wakalat Street, Amman',
  taxNumber: 'TX-1234',
  referralCode: 'FALCON12',
  approvalStatus: OrganizationApproval.Approved,
  rejectionReason: null,
  reviewedAt: '2026-02-01T10:00:00Z',
  memberCount: 3,
  version: 4,
  createdAt: '2026-01-20T09:00:00Z',
  updatedAt: '2026-02-01T10:00:00Z',
  ...overrides,
});

export const NO_ORGANIZATION: MyOrganization = { organization: null, role: null, joinedAt: null };

export const membership = (
  role: typeof Role.OrgAdmin | typeof Role.OrgUser,
  overrides: Partial<Organization> = {},
) => ({
  organization: organization(role === Role.OrgAdmin ? overrides : { referralCode: null, ...overrides }),
  role,
  joinedAt: '2026-02-02T08:00:00Z',
});

export const pendingApplication = (overrides: Partial<Organization> = {}): MyOrganization => ({
  organization: organization({
    name: 'Acme Parcels',
    approvalStatus: OrganizationApproval.Pending,
    referralCode: null,
    reviewedAt: null,
    memberCount: 0,
    version: 1,
    createdAt: '2026-03-06T10:30:00Z',
    ...overrides,
  }),
  role: null,
  joinedAt: null,
});

export const member = (overrides: Partial<OrganizationMember>): OrganizationMember => ({
  id: 'u-2',
  username: 'Sara Haddad',
  email: 'sara@falcon.jo',
  phoneNumber: null,
  role: Role.OrgUser,
  joinedAt: '2026-02-10T08:00:00Z',
  version: 1,
  ...overrides,
});

export const MEMBERS: OrganizationMember[] = [
  member({ id: ME_ID, username: 'Test User', email: 'test.user@portal.local', role: Role.OrgAdmin, version: 2 }),
  member({ id: 'u-2', username: 'Sara Haddad', email: 'sara@falcon.jo' }),
  member({ id: 'u-3', username: 'Omar Khalil', email: 'omar@falcon.jo', role: Role.OrgAdmin, version: 5 }),
];

export const invitation = (overrides: Partial<OrganizationInvitation>): OrganizationInvitation => ({
  id: 'i-1',
  email: 'lina@example.com',
  role: Role.OrgUser,
  status: 'pending',
  invitedBy: { id: ME_ID, username: 'Test User' },
  expiresAt: '2026-03-13T10:00:00Z',
  acceptedAt: null,
  createdAt: '2026-03-06T10:00:00Z',
  ...overrides,
});

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
