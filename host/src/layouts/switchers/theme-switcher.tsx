import { PREFERENCE_CHOICES, useColorMode, usePreferences, useTranslation, type ThemePreference } from '@portal/shared';
import { IconButton, Menu, Portal, PortalIcon } from '@portal/shared/ui';

const THEME_ICONS = { light: 'sun', dark: 'moon', system: 'monitor' } as const;

/** Light, dark or the system's choice (the default); kept in a cookie for 30 days. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { t: tHost } = useTranslation('host');
  const theme = usePreferences((state) => state.theme);
  const setTheme = usePreferences((state) => state.setTheme);
  const mode = useColorMode();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={tHost('layout.theme')}>
          <PortalIcon name={mode === 'dark' ? 'moon' : 'sun'} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={theme} onValueChange={(details) => setTheme(details.value as ThemePreference)}>
              {PREFERENCE_CHOICES.theme.map((choice) => (
                <Menu.RadioItem key={choice} value={choice}>
                  <PortalIcon name={THEME_ICONS[choice]} />
                  <Menu.ItemText>{t(`preferences.themes.${choice}`)}</Menu.ItemText>
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
