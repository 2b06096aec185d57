import { organizationQueryKey } from './get-organization';
import { organizationMembersQueryKey } from './list-organization-members';
import { organizationListsQueryKey, organizationsQueryKey } from './list-organizations';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe('organization query keys', () => {
  it('puts every query of the feature under the API path, which a change invalidates', () => {
    for (const key of [
      organizationListsQueryKey('pending-count'),
      organizationQueryKey('o1'),
      organizationMembersQueryKey('o1', 2),
    ]) {
      expect(startsWith(key, organizationsQueryKey())).toBe(true);
    }
  });

  it('keeps one organization out of the lists, and its members under it', () => {
    expect(startsWith(organizationQueryKey('o1'), organizationListsQueryKey())).toBe(false);
    expect(startsWith(organizationMembersQueryKey('o1', 2), organizationQueryKey('o1'))).toBe(true);
    expect(organizationListsQueryKey('pending-count')).toEqual(['/admin/organizations', 'list', 'pending-count']);
  });
});
