import { ApiError, api, isolateText as iso } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState, testUser } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import registration from '../../../register';
import type { InvitationPreview } from '../api/types';
import InvitationPage from './invitation-page';

const TOKEN = 'tok_3f9a1c';
const invited = testUser(Role.IndividualUser, { email: 'Lina@Example.com' });

let preview: InvitationPreview;
let get: jest.SpyInstance;
let post: jest.SpyInstance;
beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  preview = {
    organizationName: 'Falcon Traders',
    email: 'lina@example.com',
    role: Role.OrgUser,
    status: 'pending',
    expiresAt: '2026-03-13T10:00:00Z',
    accountExists: false,
    inviterName: 'omar.khalil',
  };
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === `/invitations/${TOKEN}`) return preview;
    if (path === '/auth/me') return { ...invited, role: Role.OrgUser };
    throw new Error(`unexpected GET ${path}`);
  });
  post = jest.spyOn(api, 'post').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const render = (options: { user?: ReturnType<typeof testUser>; language?: 'en' | 'ar' } = {}) =>
  renderWithProviders(<InvitationPage />, {
    route: `/invitations/${TOKEN}`,
    path: '/invitations/:token',
    ...options,
  });

describe('invitation page', () => {
  it('shows who invites whom, and sends a visitor without an account to sign up with the token', async () => {
    render();
    expect(await screen.findByRole('heading', { name: `Join ${iso('Falcon Traders')}` })).toBeInTheDocument();
    expect(screen.getByText('Organization user')).toBeInTheDocument();
    expect(screen.getByText('lina@example.com')).toBeInTheDocument();
    expect(screen.getByText('13 Mar 2026, 13:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      `/register?invitation=${TOKEN}`,
    );
    expect(screen.queryByRole('link', { name: 'Log in to accept' })).toBeNull();
    expect(get).toHaveBeenCalledWith(`/invitations/${TOKEN}`, expect.anything());
  });

  it("carries the portal's brand and says who invited, as the e-mail does, in both languages", async () => {
    const { unmount } = render();
    expect(
      await screen.findByText(`${iso('omar.khalil')} invited you to join ${iso('Falcon Traders')}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Courier Portal/ })).toHaveAttribute('href', '/');
    unmount();
    render({ language: 'ar' });
    expect(
      await screen.findByText(`دعاك ${iso('omar.khalil')} للانضمام إلى ${iso('Falcon Traders')}.`),
    ).toBeInTheDocument();
  });

  it('leaves the inviter out once their account is gone', async () => {
    preview = { ...preview, inviterName: null };
    render();
    expect(await screen.findByRole('heading', { name: `Join ${iso('Falcon Traders')}` })).toBeInTheDocument();
    expect(screen.queryByText(/invited you/)).toBeNull();
  });

  it('asks a visitor whose e-mail has an account to log in, coming back here', async () => {
    preview = { ...preview, accountExists: true };
    render();
    expect(await screen.findByRole('link', { name: 'Log in to accept' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(`/invitations/${TOKEN}`)}`,
    );
    expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull();
  });

  it('lets the invited user accept: joins as an org user, reloads the session and goes home', async () => {
    const { user, location } = render({ user: invited });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(post).toHaveBeenCalledWith(`/invitations/${TOKEN}/accept`);
    expect(await screen.findByText('Joined organization')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/auth/me');
    // The organization page is its admins': an org user would only be refused there.
    await waitFor(() => expect(location()).toBe('/shipments'));
  });

  it('takes an invited org admin to the organization they now manage', async () => {
    preview = { ...preview, role: Role.OrgAdmin };
    get.mockImplementation(async (path: string) => {
      if (path === `/invitations/${TOKEN}`) return preview;
      if (path === '/auth/me') return { ...invited, role: Role.OrgAdmin };
      throw new Error(`unexpected GET ${path}`);
    });
    const { user, location } = render({ user: invited });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Joined organization')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/organization'));
  });

  it('shows the server’s reason when accepting is refused', async () => {
    post.mockRejectedValue(new ApiError(409, 'CONFLICT', 'You already belong to an organization'));
    const { user, location } = render({ user: invited });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('You already belong to an organization')).toBeInTheDocument();
    expect(location()).toBe(`/invitations/${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
  });

  it('tells someone signed in with another e-mail whom it is for, and offers to log out', async () => {
    post.mockResolvedValue(undefined); // POST /auth/logout
    const { user } = render({ user: testUser(Role.IndividualUser, { email: 'someone@else.jo' }) });
    expect(await screen.findByText(`This invitation is for ${iso('lina@example.com')}.`)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`You are signed in as ${iso('someone@else.jo')}`))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    // Signed out, the next step for the invited e-mail shows.
    expect(await screen.findByRole('link', { name: 'Create your account' })).toBeInTheDocument();
  });

  it.each([
    ['expired', 'This invitation has expired.'],
    [
      'revoked',
      'This invitation was withdrawn. If you were invited again, use the link in the newest email; otherwise ask the organization’s admin.',
    ],
    ['accepted', 'This invitation has already been accepted.'],
  ] as const)('says so when the invitation is %s', async (status, text) => {
    preview = { ...preview, status };
    render({ user: invited });
    expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['unknown (404)', new ApiError(404, 'NOT_FOUND', 'Not found')],
    [
      'malformed (400)',
      new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [{ field: 'token', message: 'Invalid' }]),
    ],
  ])(
    'says a link that is %s is no longer valid, pointing to the newest email, with a way home',
    async (_case, error) => {
      get.mockRejectedValue(error);
      render();
      expect(
        await screen.findByRole('heading', { name: 'This invitation link is no longer valid' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'If you were invited again, use the link in the newest email; otherwise ask the organization’s admin to invite you again.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    },
  );

  it('offers a retry when the invitation cannot be read for another reason', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'down'));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: `Join ${iso('Falcon Traders')}` })).toBeInTheDocument();
  });

  it('speaks Arabic in Arabic', async () => {
    render({ language: 'ar' });
    expect(await screen.findByRole('heading', { name: `الانضمام إلى ${iso('Falcon Traders')}` })).toBeInTheDocument();
    expect(screen.getByText('مستخدم المؤسسة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء حسابك' })).toBeInTheDocument();
  });
});
