import * as yup from 'yup';
import { Role, ROLES } from '@portal/shared/domain';
import { formatDateTime, useTranslation } from '@portal/shared';
import { Badge, SimpleGrid, Text } from '@portal/shared/ui/core';
import { SelectField } from '@portal/shared/ui/forms';
import { FilterSelect } from '../../../lib/resource-page/components/filter-select';
import { ResourcePage } from '../../../lib/resource-page/components/resource-page';
import { type AdminUser, USERS_PATH, type UserStatus } from '../api/types';

interface UserValues {
  role: number;
  status: UserStatus;
}

const STATUSES: UserStatus[] = ['active', 'disabled'];

function UserFields({ item }: { item: AdminUser | null }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {item ? (
        <Text>
          {item.username} · <span dir="ltr">{item.email}</span>
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="role"
          label={t('fields.role')}
          required
          options={ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
        />
        <SelectField
          name="status"
          label={t('fields.status')}
          required
          helperText={t('pages.users.disableHint')}
          options={STATUSES.map((status) => ({ value: status, label: t(`fields.userStatuses.${status}`) }))}
        />
      </SimpleGrid>
    </>
  );
}

/** Users (/admin/users): search, filter by role and status, change role and status, delete. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  return (
    <ResourcePage<AdminUser, UserValues>
      path={USERS_PATH}
      title={t('pages.users.title')}
      columns={[
        { key: 'username', header: t('fields.username'), sortable: true },
        {
          key: 'email',
          header: t('fields.email'),
          sortable: true,
          render: (user) => <span dir="ltr">{user.email}</span>,
        },
        { key: 'role', header: t('fields.role'), sortable: true, render: (user) => t(`common:roles.${user.role}`) },
        { key: 'organization', header: t('fields.organization'), render: (user) => user.organization?.name ?? '—' },
        {
          key: 'status',
          header: t('fields.status'),
          sortable: true,
          render: (user) => (
            <Badge colorPalette={user.status === 'active' ? 'green' : 'red'}>
              {t(`fields.userStatuses.${user.status}`)}
            </Badge>
          ),
        },
        {
          key: 'lastLoginAt',
          header: t('fields.lastLogin'),
          sortable: true,
          render: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : '—'),
        },
      ]}
      filterKeys={['role', 'status']}
      renderFilters={(params, setFilter) => (
        <>
          <FilterSelect
            label={t('fields.role')}
            allLabel={t('filters.allRoles')}
            value={params.filters.role ?? ''}
            onChange={(value) => setFilter('role', value)}
            options={ROLES.map((role) => ({ value: String(role), label: t(`common:roles.${role}`) }))}
          />
          <FilterSelect
            label={t('fields.status')}
            allLabel={t('filters.allStatuses')}
            value={params.filters.status ?? ''}
            onChange={(value) => setFilter('status', value)}
            options={STATUSES.map((status) => ({ value: status, label: t(`fields.userStatuses.${status}`) }))}
          />
        </>
      )}
      describe={(user) => user.email}
      deleteQuestion={(user) => t('pages.users.deleteQuestion', { name: user.email })}
      empty={{ icon: 'users', title: t('pages.users.emptyTitle'), description: t('pages.users.emptyDescription') }}
      loadFailedText={t('toasts.loadUsersFailed')}
      canAdd={false}
      form={{
        addTitle: t('pages.users.edit'),
        editTitle: t('pages.users.edit'),
        schema: yup.object({ role: yup.number().required('required'), status: yup.string().required('required') }),
        initialValues: (user) => ({ role: user?.role ?? Role.IndividualUser, status: user?.status ?? 'active' }),
        toBody: (values) => ({ role: values.role, status: values.status }),
        Fields: UserFields,
      }}
    />
  );
}
