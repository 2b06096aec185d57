import { useState } from 'react';
import { isApiError, isolateText, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Button, PortalIcon } from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { reloadSession } from '../../../lib/reload-session';
import { leaveOrganization } from '../api/leave-organization';
import type { Organization } from '../api/types';

export interface LeaveOrganizationProps {
  organization: Organization;
  /** The caller is an individual user now: the page asks for their organization again. */
  onLeft: () => void;
}

/**
 * "Leave organization" with its confirmation, for the org admins this page is for (org users leave
 * from their profile); the last org admin is refused (409, the server says why).
 */
export function LeaveOrganization({ organization, onLeft }: LeaveOrganizationProps) {
  const { t } = useTranslation('organization');
  const [confirming, setConfirming] = useState(false);

  const leave = async () => {
    try {
      await leaveOrganization();
      notify.success(t('toasts.left', { name: isolateText(organization.name) }));
      setConfirming(false);
      await reloadSession();
      onLeft();
    } catch (error) {
      notifyApiError(error, t('toasts.leaveFailed'));
      // Retrying cannot help the last admin: close and let them read why.
      if (isApiError(error) && error.status === 409) setConfirming(false);
      else throw error;
    }
  };

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        <PortalIcon name="logout" />
        {t('leave.action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('leave.confirmTitle', { name: isolateText(organization.name) })}
        message={`${t('leave.confirmBody')} ${t('leave.adminNote')}`}
        confirmLabel={t('leave.action')}
        onConfirm={leave}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
