import { useState } from 'react';
import { formatDateTime, isolateText, notify, notifyApiError, useTranslation } from '@portal/shared';
import {
  Button,
  EmptyState,
  ErrorState,
  HStack,
  IconButton,
  NativeSelect,
  PortalIcon,
  Stack,
  StatusBadge,
  Text,
} from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { DataTable, type DataTableColumn } from '@portal/shared/ui/table';
import { invalidateQueries, listTableProps, useListParams, useQuery } from '@portal/shared/data';
import { INVITATION_BADGE, INVITATION_STATUSES, type InvitationStatus } from '../../../lib/invitation-status';
import { invitationsQueryKey, listInvitations } from '../api/list-invitations';
import { resendInvitation } from '../api/resend-invitation';
import { revokeInvitation } from '../api/revoke-invitation';
import type { OrganizationInvitation } from '../api/types';
import { InviteForm } from './invite-form';
import { RoleBadge } from './role-badge';

const FILTER_KEYS = ['status'] as const;

/** The org admin's invitations: the invite form and every invitation with its state, resend and revoke. */
export function InvitationsTab() {
  const { t } = useTranslation('organization');
  const { params, update } = useListParams({ filterKeys: FILTER_KEYS });
  const { page, pageSize } = params;
  const status = (INVITATION_STATUSES as string[]).includes(params.filters.status ?? '')
    ? (params.filters.status as InvitationStatus)
    : undefined;
  const list = useQuery({
    key: invitationsQueryKey({ page, pageSize, status }),
    fetch: (signal) => listInvitations({ page, pageSize, status }, signal),
  });
  const [revoking, setRevoking] = useState<OrganizationInvitation | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const changed = () => invalidateQueries(invitationsQueryKey());

  const resend = async (invitation: OrganizationInvitation) => {
    setResending(invitation.id);
    try {
      await resendInvitation(invitation.id);
      notify.success(t('toasts.invitationSent', { count: 1 }));
      changed();
    } catch (error) {
      notifyApiError(error, t('toasts.memberFailed'));
    } finally {
      setResending(null);
    }
  };

  const revoke = async (invitation: OrganizationInvitation) => {
    try {
      await revokeInvitation(invitation.id);
      notify.success(t('toasts.invitationRevoked'));
      setRevoking(null);
      changed();
    } catch (error) {
      notifyApiError(error, t('toasts.memberFailed'));
      throw error;
    }
  };

  const columns: DataTableColumn<OrganizationInvitation>[] = [
    {
      key: 'email',
      header: t('invitations.columns.email'),
      render: (invitation) => (
        <Text as="span" dir="ltr" unicodeBidi="isolate" fontWeight="medium">
          {invitation.email}
        </Text>
      ),
    },
    {
      key: 'role',
      header: t('invitations.columns.role'),
      render: (invitation) => <RoleBadge role={invitation.role} />,
    },
    {
      key: 'status',
      header: t('invitations.columns.status'),
      render: (invitation) => (
        <StatusBadge colour={INVITATION_BADGE[invitation.status]}>
          {t(`invitations.status.${invitation.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'invitedBy',
      header: t('invitations.columns.invitedBy'),
      render: (invitation) => (invitation.invitedBy ? <bdi>{invitation.invitedBy.username}</bdi> : '—'),
    },
    {
      key: 'expiresAt',
      header: t('invitations.columns.expiresAt'),
      render: (invitation) =>
        invitation.status === 'accepted' ? (
          <Text as="span" color="fg.muted">
            {t('invitations.acceptedAt', { date: formatDateTime(invitation.acceptedAt) })}
          </Text>
        ) : (
          formatDateTime(invitation.expiresAt)
        ),
    },
    {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      render: (invitation) => (
        <HStack gap="1" justify="flex-end">
          {invitation.status === 'pending' || invitation.status === 'expired' ? (
            <Button
              size="xs"
              variant="outline"
              loading={resending === invitation.id}
              aria-label={t('invitations.resendNamed', { email: invitation.email })}
              onClick={() => void resend(invitation)}
            >
              {t('invitations.resend')}
            </Button>
          ) : null}
          {invitation.status === 'pending' ? (
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t('invitations.revokeNamed', { email: invitation.email })}
              onClick={() => setRevoking(invitation)}
            >
              <PortalIcon name="close" />
            </IconButton>
          ) : null}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <InviteForm onSent={changed} />
      <Stack gap="4" as="section" aria-label={t('invitations.label')}>
        <HStack gap="3" wrap="wrap">
          <NativeSelect.Root width="auto" minW="200px">
            <NativeSelect.Field
              aria-label={t('invitations.statusFilter')}
              value={status ?? ''}
              onChange={(event) => update({ status: event.currentTarget.value })}
            >
              <option value="">{t('invitations.allStatuses')}</option>
              {INVITATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`invitations.status.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {list.status === 'error' && !list.data ? (
          <ErrorState onRetry={list.reload} error={list.error} />
        ) : (
          <DataTable
            label={t('invitations.label')}
            columns={columns}
            {...listTableProps(list, { params, update })}
            empty={
              <EmptyState
                icon="users"
                title={status ? t('invitations.noMatchTitle') : t('invitations.emptyTitle')}
                description={status ? undefined : t('invitations.emptyDescription')}
              />
            }
          />
        )}
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        destructive
        title={t('invitations.confirmRevokeTitle')}
        message={revoking ? t('invitations.confirmRevokeBody', { email: isolateText(revoking.email) }) : undefined}
        confirmLabel={t('invitations.revoke')}
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
