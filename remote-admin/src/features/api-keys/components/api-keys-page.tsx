import { useEffect, useState, type ReactNode } from 'react';
import { formatDate, formatDateTime, isolateText, notifyApiError, useTranslation } from '@portal/shared';
import { listTableProps, useListParams, useQuery } from '@portal/shared/data';
import { ApiKeyStatus } from '@portal/shared/domain';
import { Link as RouterLink } from '@portal/shared/router';
import {
  Badge,
  CloseButton,
  EmptyState,
  ErrorState,
  Flex,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@portal/shared/ui/core';
import { DataTable, SearchBox } from '@portal/shared/ui/table';
import { FilterSelect } from '../../../lib/resource-page/components/filter-select';
import { apiKeyListsQueryKey, listApiKeys } from '../api/list-api-keys';
import type { AdminApiKey } from '../api/types';
import { ApiKeyDrawer, type ApiKeyOwner } from './api-key-drawer';
import { ApiKeyStatusBadge, KeyPrefix, useExpiryText } from './api-key-values';

const FILTER_KEYS = ['status', 'ownerId'] as const;

/** The status filter's choices, in the order of a key's life. */
const STATUS_CHOICES = [
  ApiKeyStatus.Pending,
  ApiKeyStatus.Active,
  ApiKeyStatus.Revoked,
  ApiKeyStatus.Denied,
  ApiKeyStatus.Expired,
];

/** "3 waiting for approval" in the header while any request waits. */
function usePendingCount(): number {
  const pending = useQuery({
    key: apiKeyListsQueryKey('pending-count'),
    fetch: (signal) => listApiKeys({ status: ApiKeyStatus.Pending, page: 1, pageSize: 1 }, signal),
  });
  return pending.data?.total ?? 0;
}

/** "Owner: Hala ×" above the list while it shows one person's keys. */
function OwnerFilterChip({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Badge size="lg" variant="surface" gap="1" pe="1">
      {t('pages.apiKeys.ownerFilter', { name: isolateText(name) })}
      <CloseButton size="2xs" variant="ghost" aria-label={t('pages.apiKeys.removeOwnerFilter')} onClick={onRemove} />
    </Badge>
  );
}

/**
 * Client API keys (/admin/api-keys, subject `admin-api-keys`): every person's keys, requests waiting
 * for a decision first (the API's default order), filtered by status and owner and searched, pages
 * and sort in the URL; a row opens its detail, where the admin approves, denies or revokes it.
 * Courier keys stay on each courier's page.
 */
export default function ApiKeysPage() {
  const { t, i18n } = useTranslation('admin');
  const { params, update } = useListParams({ filterKeys: FILTER_KEYS });
  const list = useQuery({
    key: apiKeyListsQueryKey(params),
    fetch: (signal) => {
      const { page, pageSize, sort, q, filters } = params;
      return listApiKeys({ page, pageSize, sort, q, status: filters.status, ownerId: filters.ownerId }, signal);
    },
  });
  const pendingCount = usePendingCount();
  const [selected, setSelected] = useState<AdminApiKey | null>(null);
  // Names of the owners picked from a detail, for the filter's chip (the URL holds only the id).
  const [ownerNames, setOwnerNames] = useState<Record<string, string>>({});
  const expiry = useExpiryText();
  const title = t('pages.apiKeys.title');
  const loadFailed = t('pages.apiKeys.loadFailed');

  useEffect(() => {
    if (list.status === 'error') notifyApiError(list.error, loadFailed);
  }, [list.status, list.error, loadFailed]);

  const ownerId = params.filters.ownerId;
  const ownerName = ownerId
    ? (ownerNames[ownerId] ??
      list.data?.items.find((key) => key.owner?.id === ownerId)?.owner?.username ??
      t('pages.apiKeys.someOwner'))
    : null;

  const filterByOwner = (owner: ApiKeyOwner) => {
    setOwnerNames((names) => ({ ...names, [owner.id]: owner.username }));
    setSelected(null);
    update({ ownerId: owner.id });
  };

  const filtered = Boolean(params.q) || Object.keys(params.filters).length > 0;
  let content: ReactNode;
  if (list.status === 'loading' && !list.data) content = <LoadingState />;
  else if (list.status === 'error' && !list.data)
    content = <ErrorState message={loadFailed} onRetry={list.reload} error={list.error} />;
  else if (list.data && list.data.total === 0 && !filtered)
    content = (
      <EmptyState icon="key" title={t('pages.apiKeys.emptyTitle')} description={t('pages.apiKeys.emptyDescription')} />
    );
  else
    content = (
      <DataTable<AdminApiKey>
        label={title}
        {...listTableProps(list, { params, update })}
        onRowClick={setSelected}
        empty={<EmptyState icon="search" title={t('list.noMatches')} />}
        columns={[
          {
            key: 'name',
            header: t('pages.apiKeys.name'),
            sortable: true,
            render: (key) => (
              <Stack gap="0" minW="40" maxW="xs">
                <Text fontWeight="medium" dir="auto" overflowWrap="anywhere">
                  {key.name}
                </Text>
                {key.purpose ? (
                  <Text color="fg.muted" fontSize="xs" lineClamp={2} dir="auto">
                    {key.purpose}
                  </Text>
                ) : null}
                {/* Created sits under the name (not a column of its own), so the table fits at 1440 px in Arabic too. */}
                <Text color="fg.muted" fontSize="xs">
                  {t('pages.apiKeys.requestedOn', { date: formatDate(key.createdAt, i18n.language) })}
                </Text>
              </Stack>
            ),
          },
          { key: 'prefix', header: t('pages.apiKeys.prefix'), render: (key) => <KeyPrefix prefix={key.prefix} /> },
          {
            key: 'owner',
            header: t('pages.apiKeys.owner'),
            render: (key) =>
              key.owner ? (
                <Stack gap="0">
                  <Text dir="auto">{key.owner.username}</Text>
                  <Text color="fg.muted" fontSize="xs">
                    <span dir="ltr">{key.owner.email}</span>
                  </Text>
                </Stack>
              ) : (
                '—'
              ),
          },
          {
            key: 'organization',
            header: t('pages.apiKeys.organization'),
            render: (key) => (key.organization ? <Text dir="auto">{key.organization.name}</Text> : '—'),
          },
          {
            key: 'status',
            header: t('pages.apiKeys.status'),
            sortable: true,
            render: (key) => <ApiKeyStatusBadge status={key.status} />,
          },
          {
            key: 'expires_at',
            header: t('pages.apiKeys.validity'),
            sortable: true,
            render: (key) => expiry(key) ?? '—',
          },
          {
            key: 'last_used_at',
            header: t('pages.apiKeys.lastUsed'),
            sortable: true,
            render: (key) =>
              key.last_used_at ? formatDateTime(key.last_used_at, i18n.language) : t('pages.apiKeys.neverUsed'),
          },
        ]}
      />
    );

  return (
    <>
      <PageHeader
        title={title}
        description={pendingCount > 0 ? t('pages.apiKeys.pendingCount', { count: pendingCount }) : undefined}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: title }]}
      />
      <Text color="fg.muted" fontSize="sm" mt="-3" mb="4">
        {t('pages.apiKeys.courierKeysNote')}{' '}
        <Link asChild color="colorPalette.fg" fontWeight="medium">
          <RouterLink to="/admin/couriers">{t('pages.apiKeys.courierKeysLink')}</RouterLink>
        </Link>
      </Text>
      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <SearchBox
          value={params.q ?? ''}
          onSearch={(q) => update({ q })}
          label={t('list.search', { what: title })}
          placeholder={t('pages.apiKeys.searchPlaceholder')}
        />
        <FilterSelect
          label={t('pages.apiKeys.status')}
          allLabel={t('pages.apiKeys.allStatuses')}
          value={params.filters.status ?? ''}
          onChange={(status) => update({ status })}
          options={STATUS_CHOICES.map((status) => ({
            value: String(status),
            label: t(`common:apiKeyStatus.${status}`),
          }))}
        />
        {ownerName ? <OwnerFilterChip name={ownerName} onRemove={() => update({ ownerId: undefined })} /> : null}
      </Flex>
      {content}
      <ApiKeyDrawer apiKey={selected} onClose={() => setSelected(null)} onOwnerFilter={filterByOwner} />
    </>
  );
}
