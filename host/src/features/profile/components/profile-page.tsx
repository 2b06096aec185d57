import { useSession, useTranslation } from '@portal/shared';
import { PageHeader, Stack } from '@portal/shared/ui/core';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';

/** /profile: edit your own details and change your password. */
export default function ProfilePage() {
  const { t } = useTranslation('host');
  const { t: tCommon } = useTranslation();
  const user = useSession((state) => state.user);
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        description={t('profile.subtitle')}
        breadcrumbs={[{ label: tCommon('nav.home'), to: '/' }, { label: t('profile.title') }]}
      />
      <Stack gap="6">
        {user ? <ProfileDetailsForm user={user} /> : null}
        <ChangePasswordForm />
      </Stack>
    </>
  );
}
