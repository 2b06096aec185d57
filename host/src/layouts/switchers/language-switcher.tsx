import { usePreferences, useTranslation } from '@portal/shared';
import { IconButton, PortalIcon } from '@portal/shared/ui/core';

/**
 * Labelled in both languages on purpose: whoever cannot read the current language must still find
 * the way back to theirs (accessible name "Language · اللغة" in English and in Arabic).
 */
export const LANGUAGE_SWITCHER_LABEL = 'Language · اللغة';

/** With two languages one click switches to the other; the tooltip names it. (All choices: the customizer.) */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const setLocale = usePreferences((state) => state.setLocale);
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={LANGUAGE_SWITCHER_LABEL}
      title={t(`preferences.languages.${other}`)}
      onClick={() => void setLocale(other)}
    >
      <PortalIcon name="language" />
    </IconButton>
  );
}
