import { useEffect, useState } from 'react';
import { formatDate, notifyApiError, useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import { EmptyState, ErrorState, Heading, Stack } from '@portal/shared/ui/core';
import { DataTable } from '@portal/shared/ui/table';
import { listOrganizationMembers, organizationMembersQueryKey } from '../api/list-organization-members';
import type { OrganizationMember } from '../api/types';

const MEMBERS_PAGE_SIZE = 10;

/** An organization's members, a page at a time (read-only: the organization's admins manage them). */
export function OrganizationMembers({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const members = useQuery({
    key: organizationMembersQueryKey(organizationId, page),
    fetch: (signal) => listOrganizationMembers(organizationId, { page, pageSize: MEMBERS_PAGE_SIZE }, signal),
  });
  const title = t('pages.organizations.members');

  useEffect(() => {
    if (members.status === 'error') notifyApiError(members.error, t('pages.organizations.membersLoadFailed'));
  }, [members.status, members.error, t]);

  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {members.status === 'error' && !members.data ? (
        <ErrorState message={t('pages.organizations.membersLoadFailed')} onRetry={members.reload} />
      ) : (
        <DataTable<OrganizationMember>
          label={title}
          rows={members.data?.items ?? []}
          getRowId={(member) => member.id}
          total={members.data?.total ?? 0}
          page={page}
          pageSize={MEMBERS_PAGE_SIZE}
          onPageChange={setPage}
          loading={members.isFetching}
          empty={<EmptyState icon="users" title={t('pages.organizations.membersEmpty')} />}
          columns={[
            {
              key: 'username',
              header: t('fields.username'),
              render: (member) => <span dir="auto">{member.username}</span>,
            },
            { key: 'email', header: t('fields.email'), render: (member) => <span dir="ltr">{member.email}</span> },
            { key: 'role', header: t('fields.role'), render: (member) => t(`common:roles.${member.role}`) },
            {
              key: 'joinedAt',
              header: t('pages.organizations.joinedAt'),
              render: (member) => formatDate(member.joinedAt, i18n.language),
            },
          ]}
        />
      )}
    </Stack>
  );
}
