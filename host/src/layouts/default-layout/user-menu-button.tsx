import { useSession, useTranslation } from '@portal/shared';
import { Button, Circle, Text, type ButtonProps } from '@portal/shared/ui/core';

/** "Yousef Amin" → "YA", "user@portal.local" → "U". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The account button in the navbar: the user's initials and name. Initials in a circle rather than
 * Chakra's Avatar, whose state machine (for images) the first signed-in screen would download.
 */
export function UserMenuButton(props: ButtonProps) {
  const { t } = useTranslation('host');
  const user = useSession((state) => state.user);
  const name = user?.username || user?.email || '';
  // The name it shows comes first in its accessible name (WCAG 2.5.3, label in name).
  const label = name ? t('layout.accountOf', { name }) : t('layout.account');
  return (
    <Button variant="ghost" size="sm" px="1" aria-label={label} aria-haspopup="menu" {...props}>
      <Circle
        size="6"
        bg="colorPalette.muted"
        color="colorPalette.fg"
        fontSize="2xs"
        fontWeight="semibold"
        aria-hidden="true"
      >
        {initialsOf(name)}
      </Circle>
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {name}
      </Text>
    </Button>
  );
}
