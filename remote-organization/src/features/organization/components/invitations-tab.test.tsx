import { ApiError, api, isolateText } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import registration from '../../../register';
import { invitation, page } from '../../../test/fixtures';
import type { OrganizationInvitation, OrganizationRole } from '../api/types';
import { InvitationsTab } from './invitations-tab';
import { parseEmails } from './invite-emails';

const PENDING = invitation({ id: 'i-1', email: 'lina@example.com' });
const ACCEPTED = invitation({
  id: 'i-2',
  email: 'omar@example.com',
  role: Role.OrgAdmin,
  status: 'accepted',
  acceptedAt: '2026-03-07T09:00:00Z',
});
const EXPIRED = invitation({ id: 'i-3', email: 'old@example.com', status: 'expired' });
const REVOKED = invitation({ id: 'i-4', email: 'gone@example.com', status: 'revoked', invitedBy: null });

let rows: OrganizationInvitation[];
let get: jest.SpyInstance;
let post: jest.SpyInstance;
let del: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  rows = [PENDING, ACCEPTED, EXPIRED, REVOKED];
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/organization/invitations') return page(rows);
    throw new Error(`unexpected GET ${path}`);
  });
  post = jest.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/organization/invitations') {
      const { emails, role } = body as { emails: string[]; role: OrganizationRole };
      return { items: emails.map((email, index) => invitation({ id: `new-${index}`, email, role })) };
    }
    if (path.endsWith('/resend')) return { ...EXPIRED, status: 'pending' };
    throw new Error(`unexpected POST ${path}`);
  });
  del = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const render = (route = '/organization?tab=invitations') =>
  renderWithProviders(<InvitationsTab />, { role: Role.OrgAdmin, route });
const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email) });
const listQueries = () =>
  get.mock.calls.filter(([path]) => path === '/organization/invitations').map(([, options]) => options.query);

describe('invite form', () => {
  it('reads addresses separated by commas, spaces and new lines, each once', () => {
    expect(parseEmails(' a@x.jo, b@x.jo\nA@X.jo;c@x.jo  \n\n')).toEqual(['a@x.jo', 'b@x.jo', 'c@x.jo']);
  });

  it('sends the list of emails with the chosen role', async () => {
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Invite people' });
    const emails = within(form).getByRole('textbox', { name: /Email addresses/ });
    await user.type(emails, 'sara@example.com, omar@example.com{Enter}huda@example.com');
    expect(within(form).getByText(/3 addresses\./)).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Role/ }), 'Organization admin');
    const before = listQueries().length;
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));
    expect(post).toHaveBeenCalledWith('/organization/invitations', {
      emails: ['sara@example.com', 'omar@example.com', 'huda@example.com'],
      role: Role.OrgAdmin,
    });
    expect(await screen.findByText('3 invitations sent')).toBeInTheDocument();
    await waitFor(() => expect(emails).toHaveValue(''));
    await waitFor(() => expect(listQueries().length).toBe(before + 1));
  });

  it('checks the addresses before sending: valid, and at most 20', async () => {
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Invite people' });
    const emails = within(form).getByRole('textbox', { name: /Email addresses/ });
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();

    await user.type(emails, 'sara@example.com not-an-email');
    expect(await within(form).findByText('Not valid email addresses: not-an-email')).toBeInTheDocument();

    await user.clear(emails);
    await user.click(emails);
    await user.paste(Array.from({ length: 21 }, (_, index) => `p${index}@example.com`).join(','));
    expect(await within(form).findByText('Invite at most 20 addresses at a time')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('names each address the server refused (its own members), with its reason', async () => {
    post.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
        { field: 'emails.1', message: 'This person is already a member of your organization' },
        { field: 'emails.2', message: 'This person is already a member of your organization' },
      ]),
    );
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Invite people' });
    const emails = within(form).getByRole('textbox', { name: /Email addresses/ });
    await user.type(emails, 'new@example.com sara@falcon.jo omar@falcon.jo');
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));

    const refused = await within(form).findByTestId('refused-emails');
    expect(refused).toHaveTextContent('These addresses were not invited:');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'sara@falcon.jo: This person is already a member of your organization',
      'omar@falcon.jo: This person is already a member of your organization',
    ]);
    expect(emails).toHaveValue('new@example.com sara@falcon.jo omar@falcon.jo');

    // Dropping the refused addresses leaves the rest to send again.
    await user.click(within(refused).getByRole('button', { name: 'Remove them from the list' }));
    expect(emails).toHaveValue('new@example.com');
    expect(within(form).queryByTestId('refused-emails')).toBeNull();

    // Every reason had its place in the list: no failure toast besides. One without a place gets it.
    post.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [{ message: 'Too many invitations today' }]),
    );
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Failed to invite, update or delete user')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to invite, update or delete user')).toHaveLength(1);
  });

  it('keeps the toast when sending fails for a reason the form cannot show', async () => {
    post.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', ''));
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Invite people' });
    await user.type(within(form).getByRole('textbox', { name: /Email addresses/ }), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Failed to invite, update or delete user')).toBeInTheDocument();
    expect(within(form).queryByTestId('refused-emails')).toBeNull();
  });
});

describe('invitations list', () => {
  it('shows each invitation’s state and offers resend and revoke where they apply', async () => {
    render();
    await screen.findByText('lina@example.com');
    expect(within(rowOf('lina@example.com')).getByText('Pending')).toHaveAttribute('data-colour', 'warning');
    expect(within(rowOf('omar@example.com')).getByText('Accepted')).toHaveAttribute('data-colour', 'success');
    expect(within(rowOf('old@example.com')).getByText('Expired')).toHaveAttribute('data-colour', 'error');
    expect(within(rowOf('gone@example.com')).getByText('Revoked')).toHaveAttribute('data-colour', 'error');
    expect(within(rowOf('lina@example.com')).getByText('13 Mar 2026, 13:00')).toBeInTheDocument();
    expect(within(rowOf('omar@example.com')).getByText('Accepted 7 Mar 2026, 12:00')).toBeInTheDocument();
    expect(within(rowOf('omar@example.com')).getByText('Organization admin')).toBeInTheDocument();

    expect(within(rowOf('lina@example.com')).getByRole('button', { name: /Resend/ })).toBeInTheDocument();
    expect(within(rowOf('lina@example.com')).getByRole('button', { name: /Revoke/ })).toBeInTheDocument();
    expect(within(rowOf('old@example.com')).getByRole('button', { name: /Resend/ })).toBeInTheDocument();
    expect(within(rowOf('old@example.com')).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(rowOf('omar@example.com')).queryByRole('button')).toBeNull();
    expect(within(rowOf('gone@example.com')).queryByRole('button')).toBeNull();
  });

  it('filters by status through the URL', async () => {
    const { user, location } = render();
    await screen.findByText('lina@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Invitation status' }), 'Expired');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: 1, pageSize: 20, status: 'expired' }));
    expect(location()).toBe('/organization?tab=invitations&status=expired');
  });

  it('resends an invitation', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to old@example.com' }));
    expect(post).toHaveBeenCalledWith('/organization/invitations/i-3/resend');
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
  });

  it('revokes an invitation only after confirmation', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation to lina@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this invitation?' });
    expect(dialog).toHaveTextContent(`The link sent to ${isolateText('lina@example.com')} stops working.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(del).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to lina@example.com' }));
    rows = [{ ...PENDING, status: 'revoked' }, ACCEPTED, EXPIRED, REVOKED];
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(del).toHaveBeenCalledWith('/organization/invitations/i-1');
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('lina@example.com')).getByText('Revoked')).toBeInTheDocument());
  });
});
