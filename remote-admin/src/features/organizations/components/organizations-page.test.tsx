import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, isolateText } from '@portal/shared';
import { OrganizationApproval, Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import type { AdminOrganization, OrganizationMember } from '../api/types';
import OrganizationsPage from './organizations-page';

const organization = (overrides: Partial<AdminOrganization> = {}): AdminOrganization => ({
  id: 'o1',
  name: 'Acme Trading',
  email: 'info@acme.example',
  phoneNumber: '+962790000000',
  address: 'Amman, Mecca Street',
  taxNumber: 'TX-1',
  referralCode: 'ACME42',
  approvalStatus: OrganizationApproval.Pending,
  rejectionReason: null,
  reviewedAt: null,
  memberCount: 1,
  version: 3,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  createdBy: { id: 'u1', username: 'Hala', email: 'hala@acme.example' },
  reviewedBy: null,
  ...overrides,
});

const member: OrganizationMember = {
  id: 'u1',
  username: 'Hala',
  email: 'hala@acme.example',
  phoneNumber: null,
  role: Role.OrgAdmin,
  joinedAt: '2026-11-21T10:00:00Z',
  version: 1,
};

const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

let rows: AdminOrganization[];
let get: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  rows = [
    organization(),
    organization({
      id: 'o2',
      name: 'Blue Sea',
      approvalStatus: OrganizationApproval.Approved,
      createdBy: { id: 'u2', username: 'Omar', email: 'omar@blue.example' },
      memberCount: 12,
    }),
  ];
  get = jest
    .spyOn(api, 'get')
    .mockImplementation(async (path: string, options?: { query?: Record<string, unknown> }) => {
      if (path === '/admin/organizations') {
        // The header's pending count asks for one row of the pending ones.
        if (options?.query?.pageSize === 1) return page([rows[0]], 3);
        return page(rows);
      }
      const detail = /^\/admin\/organizations\/(\w+)$/.exec(path);
      if (detail) return rows.find((row) => row.id === detail[1]);
      if (/^\/admin\/organizations\/\w+\/members$/.test(path)) return page([member]);
      throw new Error(`unexpected GET ${path}`);
    });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const listCalls = () =>
  get.mock.calls.filter(([path, options]) => path === '/admin/organizations' && options?.query?.pageSize !== 1);

/**
 * Whether a click reaches this element, as user-event judges it: the nearest pointer-events declared on it or an
 * ancestor. A drawer, and a confirmation opened over it, take pointer input a moment after they show (the dialog
 * layers set it up in an effect); the test waits for that rather than clicking first.
 */
function takesPointer(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit') return value !== 'none';
  }
  return true;
}

async function openAcme() {
  const view = renderWithProviders(<OrganizationsPage />, { role: Role.SystemAdmin, route: '/admin/organizations' });
  await view.user.click(await screen.findByRole('row', { name: /Acme Trading/ }));
  const drawer = await screen.findByRole('dialog', { name: 'Acme Trading' });
  return { ...view, drawer };
}

describe('organizations page', () => {
  it('lists organizations with their approval and creator, and filters by approval through the URL', async () => {
    const { user, location } = renderWithProviders(<OrganizationsPage />, {
      role: Role.SystemAdmin,
      route: '/admin/organizations?approvalStatus=2',
    });
    const acme = await screen.findByRole('row', { name: /Acme Trading/ });
    expect(within(acme).getByText('hala@acme.example')).toBeInTheDocument();
    expect(within(acme).getByText('Pending')).toHaveAttribute('data-colour', 'warning');
    expect(within(screen.getByRole('row', { name: /Blue Sea/ })).getByText('Approved')).toHaveAttribute(
      'data-colour',
      'success',
    );
    expect(await screen.findByText('3 waiting for approval')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Name, e-mail, referral code or creator');
    expect(screen.getByRole('combobox', { name: 'Approval' })).toHaveValue('2');
    expect(listCalls().at(-1)?.[1].query).toMatchObject({ approvalStatus: '2', page: 1 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Approval' }), String(OrganizationApproval.Rejected));
    await waitFor(() => expect(location()).toBe('/admin/organizations?approvalStatus=3'));
    await waitFor(() => expect(listCalls().at(-1)?.[1].query).toMatchObject({ approvalStatus: '3', page: 1 }));
    // No sort of its own: the API's default order puts pending ones first.
    expect(listCalls().at(-1)?.[1].query.sort).toBeUndefined();
  });

  it('shows the detail with referral code, creator and members', async () => {
    const { drawer } = await openAcme();
    expect(within(drawer).getByText('ACME42')).toBeInTheDocument();
    expect(within(drawer).getByText('Not reviewed yet')).toBeInTheDocument();
    const members = await within(drawer).findByRole('table', { name: 'Members' });
    expect(await within(members).findByRole('row', { name: /hala@acme.example/ })).toHaveTextContent(
      'Organization admin',
    );
    expect(get).toHaveBeenCalledWith(
      '/admin/organizations/o1/members',
      expect.objectContaining({ query: { page: 1, pageSize: 10 } }),
    );
  });

  it('approves after the confirmation, sending the version it read', async () => {
    const post = jest.spyOn(api, 'post').mockImplementation(async () => {
      rows[0] = organization({ approvalStatus: OrganizationApproval.Approved, version: 4 });
      return rows[0];
    });
    const { user, drawer } = await openAcme();
    const open = within(drawer).getByRole('button', { name: 'Approve' });
    await waitFor(() => expect(takesPointer(open)).toBe(true));
    await user.click(open);
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this organization?' });
    expect(confirm).toHaveTextContent(`“${isolateText('Acme Trading')}” can start using the portal`);
    expect(post).not.toHaveBeenCalled();
    const approve = within(confirm).getByRole('button', { name: 'Approve' });
    await waitFor(() => expect(takesPointer(approve)).toBe(true));
    await user.click(approve);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/admin/organizations/o1/approve', { version: 3 }));
    expect(await screen.findByText('Organization approved')).toBeInTheDocument();
    // The detail stays open and shows the server's answer.
    expect(await within(screen.getByRole('dialog', { name: 'Acme Trading' })).findByText('Approved')).toBeVisible();
  });

  it('rejects only with a reason', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(
        organization({ approvalStatus: OrganizationApproval.Rejected, rejectionReason: 'No tax number', version: 4 }),
      );
    const { user, drawer } = await openAcme();
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    // The organization's name is isolated inside the translated title.
    const dialog = await screen.findByRole('dialog', { name: `Reject “${isolateText('Acme Trading')}”` });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await user.click(reject);
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(await within(dialog).findByText('At most 500 characters')).toBeInTheDocument();
    await user.click(reject);
    expect(post).not.toHaveBeenCalled();
    await user.clear(reason);
    await user.type(reason, '  No tax number ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/organizations/o1/reject', { reason: 'No tax number', version: 3 }),
    );
    expect(await screen.findByText('Organization rejected')).toBeInTheDocument();
  });

  it('deletes after a confirmation that says what happens to the members, sending the version', async () => {
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
    const { user, drawer } = await openAcme();
    await user.click(within(drawer).getByRole('button', { name: 'Delete organization' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this organization?' });
    expect(confirm).toHaveTextContent(`Delete “${isolateText('Acme Trading')}”?`);
    expect(confirm).toHaveTextContent(
      'Its members become individual users, and their shipments and addresses go back to the people who created them.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/admin/organizations/o1', { query: { version: 3 } }));
    expect(await screen.findByText('Organization deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Acme Trading' })).not.toBeInTheDocument());
  });

  it('shows the server message on a conflicting edit and reads the organization again', async () => {
    jest
      .spyOn(api, 'put')
      .mockRejectedValue(new ApiError(409, 'CONFLICT', 'Someone else changed this organization. Reload and try again'));
    const { user, drawer } = await openAcme();
    await user.click(within(drawer).getByRole('button', { name: 'Edit organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit organization' });
    const detailReads = () => get.mock.calls.filter(([path]) => path === '/admin/organizations/o1').length;
    const before = detailReads();
    rows[0] = organization({ name: 'Acme Trading Co', version: 5 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this organization. Reload and try again')).toBeInTheDocument();
    await waitFor(() => expect(detailReads()).toBeGreaterThan(before));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Acme Trading Co'));
  });
});
