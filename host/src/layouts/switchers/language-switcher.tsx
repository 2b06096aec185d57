import { LANGUAGES, usePreferences, useTranslation, type Language } from '@portal/shared';
import { IconButton, Menu, Portal, PortalIcon } from '@portal/shared/ui';

/**
 * Labelled in both languages on purpose: whoever cannot read the current language must still find
 * the way back to theirs (accessible name "Language · اللغة" in English and in Arabic).
 */
export const LANGUAGE_SWITCHER_LABEL = 'Language · اللغة';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const setLocale = usePreferences((state) => state.setLocale);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={LANGUAGE_SWITCHER_LABEL} title={t('preferences.language')}>
          <PortalIcon name="language" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={locale} onValueChange={(details) => void setLocale(details.value as Language)}>
              {LANGUAGES.map((language) => (
                <Menu.RadioItem key={language} value={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
                  <Menu.ItemText>{t(`preferences.languages.${language}`)}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
