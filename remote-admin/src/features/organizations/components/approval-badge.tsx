import { useTranslation } from '@portal/shared';
import type { BadgeColour, OrganizationApproval } from '@portal/shared/domain';
import { StatusBadge } from '@portal/shared/ui/core';

/** Approved success, pending warning, rejected error. */
const APPROVAL_BADGE: Record<OrganizationApproval, BadgeColour> = { 1: 'success', 2: 'warning', 3: 'error' };

export function ApprovalBadge({ status }: { status: OrganizationApproval }) {
  const { t } = useTranslation();
  return <StatusBadge colour={APPROVAL_BADGE[status] ?? 'secondary'}>{t(`approval.${status}`)}</StatusBadge>;
}
