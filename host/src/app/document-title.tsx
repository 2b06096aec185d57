import { useEffect } from 'react';
import { useTranslation } from '@portal/shared';

/** Sets the browser tab's title to the page's title and the portal's name. */
export function DocumentTitle({ titleKey }: { titleKey: string }) {
  const { t, i18n } = useTranslation('host');
  const title = t(titleKey);
  const app = t('common:app.title');
  useEffect(() => {
    document.title = title && title !== titleKey ? `${title} · ${app}` : app;
  }, [title, titleKey, app, i18n.language]);
  return null;
}
