import { act, render, screen } from '@testing-library/react';
import { Role, SUBJECTS } from '@portal/shared/domain';
import { testUser } from '@portal/shared/testing';
import { useSession } from '../session/session-store';
import { buildAbility } from './ability';
import { Can, useCan } from './use-ability';

const signInAs = (role: Role) => useSession.setState({ status: 'authenticated', user: testUser(role) });

describe('buildAbility', () => {
  it('gives each role exactly its subjects from the role table', () => {
    const orgUser = buildAbility(Role.OrgUser);
    expect(orgUser.can('read', 'shipments')).toBe(true);
    expect(orgUser.can('delete', 'addresses')).toBe(true);
    // The organization page is its admins'; org users leave from their profile.
    expect(orgUser.can('read', 'organization')).toBe(false);
    expect(orgUser.can('update', 'profile')).toBe(true);
    expect(orgUser.can('read', 'client-api-keys')).toBe(false);

    const systemAdmin = buildAbility(Role.SystemAdmin);
    expect(systemAdmin.can('read', 'locations')).toBe(true);
    expect(systemAdmin.can('read', 'shipments')).toBe(false);
    expect(systemAdmin.can('read', 'dashboard')).toBe(false);
  });

  it('lets the super user manage every subject', () => {
    const superUser = buildAbility(Role.SuperUser);
    for (const subject of SUBJECTS) expect(superUser.can('manage', subject)).toBe(true);
  });

  it('grants nothing until CASL has loaded, which the first signed-in role starts', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./ability');
      expect(fresh.abilitiesLoaded()).toBe(false);
      expect(fresh.buildAbility(Role.SuperUser).can('read', 'shipments')).toBe(false);
      await fresh.loadAbilities();
      expect(fresh.buildAbility(Role.SuperUser).can('read', 'shipments')).toBe(true);
    });
  });

  it('grants nothing without a role', () => {
    const none = buildAbility(undefined);
    expect(SUBJECTS.some((subject) => none.can('read', subject))).toBe(false);
  });
});

function NavProbe() {
  return <span>{useCan('client-api-keys') ? 'can see API keys' : 'no API keys'}</span>;
}

describe('<Can> and useCan', () => {
  afterEach(() => act(() => useSession.getState().clear()));

  it('follow the signed-in user', () => {
    signInAs(Role.OrgAdmin);
    const { rerender } = render(
      <>
        <Can subject="organization">Organization menu</Can>
        <Can subject="users" fallback={<span>hidden users</span>}>
          Users menu
        </Can>
        <NavProbe />
      </>,
    );
    expect(screen.getByText('Organization menu')).toBeInTheDocument();
    expect(screen.queryByText('Users menu')).not.toBeInTheDocument();
    expect(screen.getByText('hidden users')).toBeInTheDocument();
    expect(screen.getByText('can see API keys')).toBeInTheDocument();

    act(() => signInAs(Role.OrgUser));
    rerender(
      <>
        <Can subject="organization">Organization menu</Can>
        <NavProbe />
      </>,
    );
    expect(screen.getByText('no API keys')).toBeInTheDocument();
    expect(screen.queryByText('Organization menu')).not.toBeInTheDocument();
  });
});
