import { useRef } from 'react';
import { useSession, useTranslation } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { PageHeader, Stack } from '@portal/shared/ui/core';
import { ChangePasswordForm } from './change-password-form';
import { LeaveOrganizationSection } from './leave-organization-section';
import { ProfileDetailsForm } from './profile-details-form';

/** /profile: edit your own details, change your password, and leave your organization. */
export default function ProfilePage() {
  const { t } = useTranslation('host');
  const { t: tCommon } = useTranslation();
  const user = useSession((state) => state.user);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const member = user && (user.role === Role.OrgAdmin || user.role === Role.OrgUser) ? user.organization : null;
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        description={t('profile.subtitle')}
        breadcrumbs={[{ label: tCommon('nav.home'), to: '/' }, { label: t('profile.title') }]}
      />
      <Stack gap="6">
        {user ? <ProfileDetailsForm user={user} headingRef={detailsHeading} /> : null}
        <ChangePasswordForm />
        {member ? (
          <LeaveOrganizationSection
            organization={member}
            isAdmin={user?.role === Role.OrgAdmin}
            // The section (and the button that had focus) is gone: the details now say "not in an organization".
            onLeft={() => detailsHeading.current?.focus()}
          />
        ) : null}
      </Stack>
    </>
  );
}
