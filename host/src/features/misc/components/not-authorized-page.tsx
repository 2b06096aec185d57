import { useTranslation } from '@portal/shared';
import { MessagePage } from './message-page';

/** /not-authorized and /pages/misc/not-authorized: 'You are not authorized' with a link home. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation('host');
  return (
    <MessagePage
      code="403"
      title={t('misc.notAuthorized.title')}
      body={t('misc.notAuthorized.body')}
      homeLabel={t('misc.notAuthorized.home')}
    />
  );
}
