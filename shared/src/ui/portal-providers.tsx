import type { ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { I18nextProvider, i18n, ToastHost, useTranslation } from '@portal/shared';
import { portalSystem } from './system';

// Ark components (menus, popovers, dialogs) read the direction from their locale.
function DirectionFromLanguage({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <LocaleProvider locale={instance.language === 'ar' ? 'ar-JO' : 'en-GB'}>{children}</LocaleProvider>;
}

/**
 * Everything a portal screen needs around it: the Chakra system, direction, i18n and the toast
 * container. The colour mode and skin are classes/attributes on <html> set by the preferences
 * store (Chakra v3 reads `.dark`), so no theme provider is needed. Used by the host and by each
 * remote's standalone dev shell; never nest a second one inside a remote page.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={portalSystem}>
        <DirectionFromLanguage>
          {children}
          <ToastHost />
        </DirectionFromLanguage>
      </ChakraProvider>
    </I18nextProvider>
  );
}
