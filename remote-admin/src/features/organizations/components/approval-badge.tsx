import { useTranslation } from '@portal/shared';
import { organizationApprovalBadge, type OrganizationApproval } from '@portal/shared/domain';
import { StatusBadge } from '@portal/shared/ui/core';

export function ApprovalBadge({ status }: { status: OrganizationApproval }) {
  const { t } = useTranslation();
  return <StatusBadge colour={organizationApprovalBadge[status] ?? 'secondary'}>{t(`approval.${status}`)}</StatusBadge>;
}
