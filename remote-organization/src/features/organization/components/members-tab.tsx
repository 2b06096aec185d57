import { useState } from 'react';
import {
  formatDate,
  isApiError,
  isolateText,
  notify,
  notifyApiError,
  useSession,
  useTranslation,
} from '@portal/shared';
import { Role } from '@portal/shared/domain';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  IconButton,
  PortalIcon,
  Stack,
  Text,
} from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { DataTable, SearchBox, type DataTableColumn } from '@portal/shared/ui/table';
import { invalidateQueries, listTableProps, useListParams, useQuery } from '@portal/shared/data';
import { useNavigate } from '@portal/shared/router';
import { pathAfterRoleChange } from '../../../lib/path-after-role-change';
import { reloadSession } from '../../../lib/reload-session';
import { myOrganizationQueryKey } from '../api/get-my-organization';
import { listMembers, membersQueryKey } from '../api/list-members';
import { removeMember } from '../api/remove-member';
import type { OrganizationMember, OrganizationRole } from '../api/types';
import { updateMemberRole } from '../api/update-member-role';
import { RoleBadge } from './role-badge';

/** A role change waiting for its confirmation. */
interface RoleChange {
  member: OrganizationMember;
  role: OrganizationRole;
}

/**
 * The organization's members, searched and paged on the server, the URL holding the list's state; its
 * admins (the only role holding this page) change roles and remove members.
 */
export function MembersTab() {
  const { t } = useTranslation('organization');
  const navigate = useNavigate();
  const me = useSession((state) => state.user);
  const { params, update } = useListParams();
  const { page, pageSize, sort, q } = params;
  const list = useQuery({
    key: membersQueryKey({ page, pageSize, sort, q }),
    fetch: (signal) => listMembers({ page, pageSize, sort, q }, signal),
  });
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  const rows = list.data?.items ?? [];
  const isMe = (member: OrganizationMember) => member.id === me?.id;

  // The member count on the overview follows the list.
  const changed = () => {
    invalidateQueries(membersQueryKey());
    invalidateQueries(myOrganizationQueryKey());
  };

  /** Runs a confirmed role change; the dialog stays open (for a retry) unless it worked or cannot. */
  const changeRole = async ({ member, role }: RoleChange) => {
    try {
      await updateMemberRole(member.id, role, member.version);
      notify.success(t('toasts.userUpdated'));
      setRoleChange(null);
      // One's own role changed: an org user no longer holds this page, so home first, then the
      // navigation and the abilities follow the reloaded session.
      if (isMe(member)) {
        navigate(pathAfterRoleChange(role));
        await reloadSession();
      }
      changed();
    } catch (error) {
      // The last admin (409) is explained by the server, in the user's language.
      notifyApiError(error, t('toasts.memberFailed'));
      if (!isApiError(error) || error.status !== 409) throw error;
      setRoleChange(null);
      invalidateQueries(membersQueryKey());
    }
  };

  /** The confirmation of a role change; giving up one's own admin rights has its own warning. */
  const roleChangeTexts = ({ member, role }: RoleChange) => {
    if (isMe(member) && role === Role.OrgUser)
      return {
        title: t('members.confirmDemoteSelfTitle'),
        message: t('members.confirmDemoteSelfBody'),
        confirmLabel: t('members.makeUser'),
      };
    const name = isolateText(member.username);
    return role === Role.OrgAdmin
      ? {
          title: t('members.confirmMakeAdminTitle', { name }),
          message: t('members.confirmMakeAdminBody'),
          confirmLabel: t('members.makeAdmin'),
        }
      : {
          title: t('members.confirmMakeUserTitle', { name }),
          message: t('members.confirmMakeUserBody'),
          confirmLabel: t('members.makeUser'),
        };
  };

  const remove = async (member: OrganizationMember) => {
    try {
      await removeMember(member.id);
      notify.success(t('toasts.userDeleted'));
      setRemoving(null);
      // The last row of a page: go back one page rather than show an empty one.
      if (rows.length === 1 && page > 1) update({ page: page - 1 });
      else changed();
    } catch (error) {
      notifyApiError(error, t('toasts.memberFailed'));
      if (isApiError(error) && error.status === 409) setRemoving(null);
      else throw error;
    }
  };

  const columns: DataTableColumn<OrganizationMember>[] = [
    {
      key: 'username',
      header: t('members.columns.username'),
      sortable: true,
      render: (member) => (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" dir="auto">
            {member.username}
          </Text>
          {isMe(member) ? (
            <Badge variant="outline" size="sm">
              {t('members.you')}
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    {
      key: 'email',
      header: t('members.columns.email'),
      sortable: true,
      render: (member) => (
        <Text as="span" dir="ltr" unicodeBidi="isolate">
          {member.email}
        </Text>
      ),
    },
    {
      key: 'role',
      header: t('members.columns.role'),
      sortable: true,
      render: (member) => <RoleBadge role={member.role} />,
    },
    {
      key: 'joinedAt',
      header: t('members.columns.joinedAt'),
      sortable: true,
      render: (member) => formatDate(member.joinedAt),
    },
    {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      render: (member) => {
        const next: OrganizationRole = member.role === Role.OrgAdmin ? Role.OrgUser : Role.OrgAdmin;
        return (
          <HStack gap="1" justify="flex-end">
            <Button
              size="xs"
              variant="outline"
              aria-label={t(next === Role.OrgAdmin ? 'members.makeAdminNamed' : 'members.makeUserNamed', {
                name: member.username,
              })}
              onClick={() => setRoleChange({ member, role: next })}
            >
              {t(next === Role.OrgAdmin ? 'members.makeAdmin' : 'members.makeUser')}
            </Button>
            {isMe(member) ? null : (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('members.removeNamed', { name: member.username })}
                onClick={() => setRemoving(member)}
              >
                <PortalIcon name="trash" />
              </IconButton>
            )}
          </HStack>
        );
      },
    },
  ];

  return (
    <Stack gap="4">
      <SearchBox
        value={q ?? ''}
        onSearch={(text) => update({ q: text })}
        label={t('common:actions.search')}
        placeholder={t('members.searchPlaceholder')}
        maxW="md"
      />
      {list.status === 'error' && !list.data ? (
        <ErrorState onRetry={list.reload} error={list.error} />
      ) : (
        <DataTable
          label={t('members.label')}
          columns={columns}
          {...listTableProps(list, { params, update })}
          empty={
            q ? (
              <EmptyState
                icon="search"
                title={t('members.noMatchTitle')}
                description={t('members.noMatchDescription')}
              />
            ) : (
              <EmptyState icon="users" title={t('members.emptyTitle')} />
            )
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={removing ? t('members.confirmRemoveTitle', { name: isolateText(removing.username) }) : undefined}
        message={t('members.confirmRemoveBody')}
        confirmLabel={t('members.remove')}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={roleChange !== null}
        {...(roleChange ? roleChangeTexts(roleChange) : {})}
        onConfirm={() => (roleChange ? changeRole(roleChange) : undefined)}
        onClose={() => setRoleChange(null)}
      />
    </Stack>
  );
}
