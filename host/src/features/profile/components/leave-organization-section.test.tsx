import { act, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, Can, isolateText as iso, useSession } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState, testUser } from '@portal/shared/testing';
import ProfilePage from './profile-page';

let me = testUser(Role.IndividualUser);
let get: jest.SpyInstance;
let post: jest.SpyInstance;
beforeEach(() => {
  me = testUser(Role.IndividualUser);
  get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/auth/me') return me;
    throw new Error(`unexpected GET ${path}`);
  });
  post = jest.spyOn(api, 'post').mockRejectedValue(new Error('unexpected POST'));
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

const sessionReloads = () => get.mock.calls.filter(([path]) => path === '/auth/me').length;
const ORGANIZATION = iso('Test Organization');

/** The profile with what the navigation shows of the organization page (its nav item needs `organization`). */
function render(role: Role, language: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <>
      <Can subject="organization">Organization nav item</Can>
      <ProfilePage />
    </>,
    { role, route: '/profile', language },
  );
}

const section = () => screen.getByRole('region', { name: 'Organization' });

describe('leaving the organization from the profile', () => {
  it('is offered to org users and org admins, naming the organization, and to nobody else', () => {
    for (const role of [Role.OrgUser, Role.OrgAdmin]) {
      const view = render(role);
      expect(within(section()).getByText(`You are a member of ${ORGANIZATION}.`)).toBeVisible();
      expect(within(section()).getByRole('button', { name: 'Leave organization' })).toBeVisible();
      view.unmount();
    }
    for (const role of [Role.IndividualUser, Role.SystemAdmin, Role.SuperUser]) {
      const view = render(role);
      expect(screen.queryByRole('button', { name: 'Leave organization' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('asks first, by keyboard too: Cancel is focused, Escape leaves nothing changed and focus returns', async () => {
    const { user } = render(Role.OrgUser);
    expect(screen.queryByText('Organization nav item')).not.toBeInTheDocument();
    const leave = within(section()).getByRole('button', { name: 'Leave organization' });
    leave.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: `Leave ${ORGANIZATION}?` });
    expect(dialog).toHaveTextContent('You become an individual user.');
    // Only an admin needs to think of the admins left behind.
    expect(dialog).not.toHaveTextContent('at least one admin');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(leave).toHaveFocus());

    await user.click(leave);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
    expect(sessionReloads()).toBe(0);
  });

  it('leaves, re-reads the session so role and navigation follow at once, and confirms with a toast', async () => {
    post.mockImplementation(async (path: string) => {
      if (path !== '/organization/leave') throw new Error(`unexpected POST ${path}`);
      me = testUser(Role.IndividualUser);
      return undefined;
    });
    const { user } = render(Role.OrgUser);
    await user.click(within(section()).getByRole('button', { name: 'Leave organization' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Leave organization' }));

    expect(post).toHaveBeenCalledWith('/organization/leave');
    expect(await screen.findByText(`You left ${ORGANIZATION}`)).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().user?.role).toBe(Role.IndividualUser));
    expect(sessionReloads()).toBe(1);
    // An individual user holds `organization` again: its nav item is back, the section is gone.
    expect(await screen.findByText('Organization nav item')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Organization' })).not.toBeInTheDocument();
    expect(screen.getByText(/Not in an organization/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The button is gone with the section: focus goes to the details that now say so.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your details' })).toHaveFocus());
  });

  it('shows the API’s reason in the section, in the user’s language, and stays a member', async () => {
    const reason = 'أنت آخر مسؤول في هذه المؤسسة: عيّن عضوًا آخر مسؤولًا أولًا';
    post.mockRejectedValue(new ApiError(409, 'CONFLICT', reason));
    const { user } = render(Role.OrgAdmin, 'ar');
    const leaveSection = screen.getByRole('region', { name: 'المؤسسة' });
    await user.click(within(leaveSection).getByRole('button', { name: 'مغادرة المؤسسة' }));
    const dialog = await screen.findByRole('alertdialog', { name: `هل تريد مغادرة ${ORGANIZATION}؟` });
    // An admin is reminded that the organization keeps one admin.
    expect(dialog).toHaveTextContent('تحتاج المؤسسة إلى مدير واحد على الأقل');
    await user.click(within(dialog).getByRole('button', { name: 'مغادرة المؤسسة' }));

    expect(await within(leaveSection).findByRole('alert')).toHaveTextContent(reason);
    // Trying again cannot help the last admin: the confirmation closes so the reason can be read.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sessionReloads()).toBe(0);
    expect(useSession.getState().user?.role).toBe(Role.OrgAdmin);
  });

  it('says why when the portal cannot reach the API, and leaves on a second try', async () => {
    post.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR'));
    const { user } = render(Role.OrgUser);
    await user.click(within(section()).getByRole('button', { name: 'Leave organization' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave organization' }),
    );
    expect(await within(section()).findByRole('alert')).toHaveTextContent(/network|connection|reach/i);

    post.mockImplementation(async () => {
      me = testUser(Role.IndividualUser);
      return undefined;
    });
    await user.click(within(section()).getByRole('button', { name: 'Leave organization' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave organization' }),
    );
    await waitFor(() => expect(useSession.getState().user?.role).toBe(Role.IndividualUser));
    await act(async () => undefined);
  });
});
