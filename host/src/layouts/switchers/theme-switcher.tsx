import { useColorMode, usePreferences, useTranslation } from '@portal/shared';
import { IconButton, PortalIcon } from '@portal/shared/ui/core';

/**
 * Switches between light and dark (whatever 'system' showed, the other one); the customizer also
 * offers 'system', the default. Kept in a cookie for 30 days.
 */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { t: tHost } = useTranslation('host');
  const mode = useColorMode();
  const setTheme = usePreferences((state) => state.setTheme);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={tHost('layout.theme')}
      aria-pressed={mode === 'dark'}
      title={t(`preferences.themes.${next}`)}
      onClick={() => setTheme(next)}
    >
      <PortalIcon name={mode === 'dark' ? 'moon' : 'sun'} />
    </IconButton>
  );
}
