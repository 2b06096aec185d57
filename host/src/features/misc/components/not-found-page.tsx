import { useTranslation } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { MessagePage } from './message-page';

/** Any unmatched path, and /pages/misc/not-found/{error}. */
export default function NotFoundPage() {
  const { t } = useTranslation('host');
  const { error } = useParams();
  return (
    <MessagePage
      code="404"
      title={t('misc.notFound.title')}
      body={
        <>
          {t('misc.notFound.body')}
          {error ? (
            <>
              <br />
              {t('misc.notFound.code', { error })}
            </>
          ) : null}
        </>
      }
      homeLabel={t('misc.notFound.home')}
    />
  );
}
