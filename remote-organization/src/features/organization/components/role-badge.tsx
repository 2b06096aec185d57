import { useTranslation } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { StatusBadge } from '@portal/shared/ui/core';
import type { OrganizationRole } from '../api/types';

/** An organization role as a badge: admins stand out from users. */
export function RoleBadge({ role }: { role: OrganizationRole }) {
  const { t } = useTranslation('organization');
  return <StatusBadge colour={role === Role.OrgAdmin ? 'info' : 'secondary'}>{t(`common:roles.${role}`)}</StatusBadge>;
}
