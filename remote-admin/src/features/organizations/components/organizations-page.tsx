import { useEffect, useState, type ReactNode } from 'react';
import { formatDate, formatNumber, notifyApiError, useTranslation } from '@portal/shared';
import { listTableProps, useListParams, useQuery } from '@portal/shared/data';
import { OrganizationApproval } from '@portal/shared/domain';
import { EmptyState, ErrorState, Flex, LoadingState, PageHeader } from '@portal/shared/ui/core';
import { DataTable, SearchBox } from '@portal/shared/ui/table';
import { FilterSelect } from '../../../lib/resource-page/components/filter-select';
import { listOrganizations, organizationListsQueryKey } from '../api/list-organizations';
import type { AdminOrganization } from '../api/types';
import { ApprovalBadge } from './approval-badge';
import { OrganizationDrawer } from './organization-drawer';

const FILTER_KEYS = ['approvalStatus'] as const;

/** The approval filter's choices in the order an admin works through them. */
const APPROVAL_CHOICES = [OrganizationApproval.Pending, OrganizationApproval.Approved, OrganizationApproval.Rejected];

/** "3 waiting for approval" in the header while any organization waits. */
function usePendingCount(): number {
  const pending = useQuery({
    key: organizationListsQueryKey('pending-count'),
    fetch: (signal) =>
      listOrganizations({ approvalStatus: OrganizationApproval.Pending, page: 1, pageSize: 1 }, signal),
  });
  return pending.data?.total ?? 0;
}

/**
 * Organizations (/admin/organizations, subject `organizations`): every organization, pending ones
 * first (the API's default order), filtered by approval and searched, pages and sort in the URL; a row
 * opens its detail, where the admin approves, rejects, edits or deletes it.
 */
export default function OrganizationsPage() {
  const { t, i18n } = useTranslation('admin');
  const { params, update } = useListParams({ filterKeys: FILTER_KEYS });
  const list = useQuery({
    key: organizationListsQueryKey(params),
    fetch: (signal) => {
      const { page, pageSize, sort, q, filters } = params;
      return listOrganizations({ page, pageSize, sort, q, approvalStatus: filters.approvalStatus }, signal);
    },
  });
  const pendingCount = usePendingCount();
  const [selected, setSelected] = useState<AdminOrganization | null>(null);
  const title = t('pages.organizations.title');
  const loadFailed = t('pages.organizations.loadFailed');

  useEffect(() => {
    if (list.status === 'error') notifyApiError(list.error, loadFailed);
  }, [list.status, list.error, loadFailed]);

  const filtered = Boolean(params.q) || Object.keys(params.filters).length > 0;
  let content: ReactNode;
  if (list.status === 'loading' && !list.data) content = <LoadingState />;
  else if (list.status === 'error' && !list.data)
    content = <ErrorState message={loadFailed} onRetry={list.reload} error={list.error} />;
  else if (list.data && list.data.total === 0 && !filtered)
    content = (
      <EmptyState
        icon="organization"
        title={t('pages.organizations.emptyTitle')}
        description={t('pages.organizations.emptyDescription')}
      />
    );
  else
    content = (
      <DataTable<AdminOrganization>
        label={title}
        {...listTableProps(list, { params, update })}
        onRowClick={setSelected}
        empty={<EmptyState icon="search" title={t('list.noMatches')} />}
        columns={[
          {
            key: 'name',
            header: t('pages.organizations.name'),
            sortable: true,
            render: (organization) => <span dir="auto">{organization.name}</span>,
          },
          {
            key: 'creatorEmail',
            header: t('pages.organizations.creatorEmail'),
            render: (organization) =>
              organization.createdBy ? <span dir="ltr">{organization.createdBy.email}</span> : '—',
          },
          {
            key: 'memberCount',
            header: t('pages.organizations.memberCount'),
            sortable: true,
            align: 'end',
            render: (organization) => formatNumber(organization.memberCount, {}, i18n.language),
          },
          {
            key: 'approvalStatus',
            header: t('pages.organizations.approval'),
            sortable: true,
            render: (organization) => <ApprovalBadge status={organization.approvalStatus} />,
          },
          {
            key: 'createdAt',
            header: t('pages.organizations.createdAt'),
            sortable: true,
            render: (organization) => formatDate(organization.createdAt, i18n.language),
          },
        ]}
      />
    );

  return (
    <>
      <PageHeader
        title={title}
        description={pendingCount > 0 ? t('pages.organizations.pendingCount', { count: pendingCount }) : undefined}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: title }]}
      />
      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <SearchBox
          value={params.q ?? ''}
          onSearch={(q) => update({ q })}
          label={t('list.search', { what: title })}
          placeholder={t('pages.organizations.searchPlaceholder')}
        />
        <FilterSelect
          label={t('pages.organizations.approval')}
          allLabel={t('pages.organizations.allApprovals')}
          value={params.filters.approvalStatus ?? ''}
          onChange={(approvalStatus) => update({ approvalStatus })}
          options={APPROVAL_CHOICES.map((status) => ({ value: String(status), label: t(`common:approval.${status}`) }))}
        />
      </Flex>
      {content}
      <OrganizationDrawer organization={selected} onClose={() => setSelected(null)} />
    </>
  );
}
