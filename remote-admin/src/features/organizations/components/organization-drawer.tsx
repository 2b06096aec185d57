import { useEffect, useMemo, useState } from 'react';
import { formatDateTime, isolateText, notify, notifyApiError, useTranslation } from '@portal/shared';
import { invalidateQueries, useQuery } from '@portal/shared/data';
import { OrganizationApproval } from '@portal/shared/domain';
import { Button, CloseButton, Heading, HStack, PortalIcon, Stack, Text, Wrap } from '@portal/shared/ui/core';
import { ConfirmDialog, Drawer } from '@portal/shared/ui/dialog';
import { DetailRow, DetailSection, ltr } from '../../../lib/resource-page/components/detail-list';
import { FormDialog } from '../../../lib/resource-page/components/form-dialog';
import { DetailDrawer } from '../../../lib/resource-page/components/detail-drawer';
import { ReasonDialog } from '../../../lib/resource-page/components/reason-dialog';
import { isConflict } from '../../../lib/resource-page/conflict';
import { approveOrganization } from '../api/approve-organization';
import { deleteOrganization } from '../api/delete-organization';
import { getOrganization, organizationQueryKey } from '../api/get-organization';
import { organizationListsQueryKey, organizationsQueryKey } from '../api/list-organizations';
import { rejectOrganization } from '../api/reject-organization';
import type { AdminOrganization } from '../api/types';
import { updateOrganization } from '../api/update-organization';
import { ApprovalBadge } from './approval-badge';
import {
  organizationFormSchema,
  toOrganizationFormValues,
  toOrganizationInput,
  type OrganizationFormValues,
} from '@portal/shared/organization-form';
import { AdminOrganizationFields } from './organization-form';
import { OrganizationMembers } from './organization-members';

type Action = 'approve' | 'reject' | 'edit' | 'delete';

interface OrganizationDetailProps {
  /** The organization as the list showed it: shown until its own request answers. */
  initial: AdminOrganization;
  onDeleted: () => void;
}

/** One organization: its fields, referral code, creator, review and members, and what the admin can do with it. */
function OrganizationDetail({ initial, onDeleted }: OrganizationDetailProps) {
  const { t, i18n } = useTranslation('admin');
  const detail = useQuery({
    key: organizationQueryKey(initial.id),
    fetch: (signal) => getOrganization(initial.id, signal),
    keepPreviousData: false,
  });
  const organization = detail.data ?? initial;
  const [action, setAction] = useState<Action | null>(null);
  const editValues = useMemo(() => toOrganizationFormValues(organization), [organization]);

  useEffect(() => {
    if (detail.status === 'error') notifyApiError(detail.error, t('pages.organizations.detailLoadFailed'));
  }, [detail.status, detail.error, t]);

  /** The server's answer to a change: shown here at once, and every list of organizations asks again. */
  const changed = (updated: AdminOrganization) => {
    detail.setData(() => updated);
    invalidateQueries(organizationsQueryKey());
  };
  const reloadAll = () => invalidateQueries(organizationsQueryKey());

  /** Runs a confirmed action; a 409 closes the confirmation and reloads, other failures keep it open. */
  const confirmed = async (run: () => Promise<void>, failureText: string) => {
    try {
      await run();
    } catch (error) {
      notifyApiError(error, failureText);
      if (!isConflict(error)) throw error;
      setAction(null);
      reloadAll();
    }
  };

  const approve = () =>
    confirmed(async () => {
      const updated = await approveOrganization(organization);
      notify.success(t('toasts.organizationApproved'));
      setAction(null);
      changed(updated);
    }, t('toasts.organizationApproveFailed'));

  const remove = () =>
    confirmed(async () => {
      await deleteOrganization(organization);
      notify.success(t('toasts.organizationDeleted'));
      setAction(null);
      onDeleted();
      invalidateQueries(organizationListsQueryKey());
    }, t('toasts.organizationDeleteFailed'));

  const status = organization.approvalStatus;
  const creator = organization.createdBy;

  return (
    <>
      <Drawer.Header>
        <Stack gap="2">
          <Drawer.Title asChild>
            <Heading as="h2" size="lg">
              <span dir="auto">{organization.name}</span>
            </Heading>
          </Drawer.Title>
          <HStack>
            <ApprovalBadge status={status} />
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6">
          <DetailSection title={t('pages.organizations.details')}>
            <DetailRow label={t('pages.organizations.email')}>{ltr(organization.email)}</DetailRow>
            <DetailRow label={t('pages.organizations.phoneNumber')}>{ltr(organization.phoneNumber)}</DetailRow>
            <DetailRow label={t('pages.organizations.address')}>{organization.address}</DetailRow>
            <DetailRow label={t('pages.organizations.taxNumber')}>{ltr(organization.taxNumber)}</DetailRow>
            <DetailRow label={t('pages.organizations.referralCode')}>
              {organization.referralCode ? (
                <Text as="code" dir="ltr" fontFamily="mono">
                  {organization.referralCode}
                </Text>
              ) : null}
            </DetailRow>
            <DetailRow label={t('pages.organizations.memberCount')}>{organization.memberCount}</DetailRow>
            <DetailRow label={t('pages.organizations.createdBy')}>
              {creator ? (
                <>
                  <span dir="auto">{creator.username}</span> · <span dir="ltr">{creator.email}</span>
                </>
              ) : null}
            </DetailRow>
            <DetailRow label={t('pages.organizations.createdAt')}>
              {formatDateTime(organization.createdAt, i18n.language)}
            </DetailRow>
          </DetailSection>
          <DetailSection title={t('pages.organizations.review')}>
            <DetailRow label={t('pages.organizations.reviewedAt')}>
              {organization.reviewedAt
                ? formatDateTime(organization.reviewedAt, i18n.language)
                : t('pages.organizations.notReviewed')}
            </DetailRow>
            <DetailRow label={t('pages.organizations.reviewedBy')}>
              {organization.reviewedBy ? <span dir="auto">{organization.reviewedBy.username}</span> : null}
            </DetailRow>
            {organization.rejectionReason ? (
              <DetailRow label={t('pages.organizations.rejectionReason')}>
                <Text whiteSpace="pre-wrap" dir="auto">
                  {organization.rejectionReason}
                </Text>
              </DetailRow>
            ) : null}
          </DetailSection>
          <OrganizationMembers organizationId={organization.id} />
        </Stack>
      </Drawer.Body>
      <Drawer.Footer>
        <Wrap gap="2" justify="flex-end">
          {status !== OrganizationApproval.Approved ? (
            <Button colorPalette="green" onClick={() => setAction('approve')}>
              <PortalIcon name="check" />
              {t('pages.organizations.approve')}
            </Button>
          ) : null}
          {status === OrganizationApproval.Pending ? (
            <Button variant="outline" colorPalette="red" onClick={() => setAction('reject')}>
              <PortalIcon name="close" />
              {t('pages.organizations.reject')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => setAction('edit')}>
            <PortalIcon name="edit" />
            {t('pages.organizations.edit')}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setAction('delete')}>
            <PortalIcon name="trash" />
            {t('pages.organizations.delete')}
          </Button>
        </Wrap>
      </Drawer.Footer>
      <Drawer.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('common:actions.close')} />
      </Drawer.CloseTrigger>

      <ConfirmDialog
        open={action === 'approve'}
        title={t('pages.organizations.approveTitle')}
        message={t('pages.organizations.approveMessage', { name: isolateText(organization.name) })}
        confirmLabel={t('pages.organizations.approve')}
        onConfirm={approve}
        onClose={() => setAction(null)}
      />
      <ConfirmDialog
        open={action === 'delete'}
        destructive
        title={t('pages.organizations.deleteTitle')}
        message={t('pages.organizations.deleteMessage', { name: isolateText(organization.name) })}
        confirmLabel={t('common:actions.delete')}
        onConfirm={remove}
        onClose={() => setAction(null)}
      />
      <ReasonDialog
        open={action === 'reject'}
        title={t('pages.organizations.rejectTitle', { name: isolateText(organization.name) })}
        label={t('pages.organizations.reason')}
        helperText={t('pages.organizations.reasonHelp')}
        successText={t('toasts.organizationRejected')}
        failureText={t('toasts.organizationRejectFailed')}
        submitLabel={t('pages.organizations.reject')}
        onClose={() => setAction(null)}
        onSubmit={async (reason) => {
          try {
            changed(await rejectOrganization(organization, reason));
            setAction(null);
          } catch (error) {
            if (isConflict(error)) {
              setAction(null);
              reloadAll();
            }
            throw error;
          }
        }}
      />
      {action === 'edit' ? (
        <FormDialog<OrganizationFormValues>
          open
          title={t('pages.organizations.edit')}
          initialValues={editValues}
          schema={organizationFormSchema}
          successText={t('toasts.organizationUpdated')}
          failureText={t('toasts.organizationUpdateFailed')}
          onClose={() => setAction(null)}
          onSubmit={async (values) => {
            try {
              changed(await updateOrganization(organization, toOrganizationInput(values)));
              setAction(null);
            } catch (error) {
              // The form stays open and takes the fresh values (and version) once they are read again.
              if (isConflict(error)) reloadAll();
              throw error;
            }
          }}
        >
          <AdminOrganizationFields />
        </FormDialog>
      ) : null}
    </>
  );
}

export interface OrganizationDrawerProps {
  /** The organization opened from the list; null: closed. */
  organization: AdminOrganization | null;
  onClose: () => void;
}

/** The detail of one organization, on the end side. */
export function OrganizationDrawer({ organization, onClose }: OrganizationDrawerProps) {
  return (
    <DetailDrawer item={organization} onClose={onClose}>
      {(organization) => <OrganizationDetail key={organization.id} initial={organization} onDeleted={onClose} />}
    </DetailDrawer>
  );
}
