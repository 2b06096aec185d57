import { LANGUAGES, PREFERENCE_CHOICES, usePreferences, useTranslation } from '@portal/shared';
import { Button, CloseButton, Heading, Portal, Stack, Text, Wrap } from '@portal/shared/ui/core';
import { Drawer } from '@portal/shared/ui/dialog';
import { useLayout } from '../layout-store';

interface ChoiceGroupProps<Value extends string> {
  label: string;
  choices: readonly Value[];
  value: Value;
  labelOf: (choice: Value) => string;
  onChange: (choice: Value) => void;
}

function ChoiceGroup<Value extends string>({ label, choices, value, labelOf, onChange }: ChoiceGroupProps<Value>) {
  return (
    <Stack as="fieldset" gap="2" border="0" p="0" m="0">
      <Text as="legend" fontWeight="semibold" mb="2">
        {label}
      </Text>
      <Wrap gap="2">
        {choices.map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant={choice === value ? 'solid' : 'outline'}
            aria-pressed={choice === value}
            onClick={() => onChange(choice)}
          >
            {labelOf(choice)}
          </Button>
        ))}
      </Wrap>
    </Stack>
  );
}

/** The customizer drawer: theme, skin, nav layout, content width and language (cookies, 30 days). */
export function Customizer() {
  const { t } = useTranslation();
  const { t: tHost } = useTranslation('host');
  const open = useLayout((state) => state.customizerOpen);
  const setOpen = useLayout((state) => state.setCustomizerOpen);
  const preferences = usePreferences();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Stack gap="1">
                <Drawer.Title asChild>
                  <Heading as="h2" size="lg">
                    {tHost('layout.customizer')}
                  </Heading>
                </Drawer.Title>
                <Drawer.Description color="fg.muted" fontSize="sm">
                  {tHost('layout.customizerDescription')}
                </Drawer.Description>
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <ChoiceGroup
                  label={t('preferences.theme')}
                  choices={PREFERENCE_CHOICES.theme}
                  value={preferences.theme}
                  labelOf={(c) => t(`preferences.themes.${c}`)}
                  onChange={preferences.setTheme}
                />
                <ChoiceGroup
                  label={t('preferences.skin')}
                  choices={PREFERENCE_CHOICES.skin}
                  value={preferences.skin}
                  labelOf={(c) => t(`preferences.skins.${c}`)}
                  onChange={preferences.setSkin}
                />
                <ChoiceGroup
                  label={t('preferences.nav')}
                  choices={PREFERENCE_CHOICES.nav}
                  value={preferences.nav}
                  labelOf={(c) => t(`preferences.navs.${c}`)}
                  onChange={preferences.setNav}
                />
                <ChoiceGroup
                  label={t('preferences.content')}
                  choices={PREFERENCE_CHOICES.content}
                  value={preferences.content}
                  labelOf={(c) => t(`preferences.contents.${c}`)}
                  onChange={preferences.setContent}
                />
                <ChoiceGroup
                  label={t('preferences.language')}
                  choices={LANGUAGES}
                  value={preferences.locale}
                  labelOf={(c) => t(`preferences.languages.${c}`)}
                  onChange={(c) => void preferences.setLocale(c)}
                />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
