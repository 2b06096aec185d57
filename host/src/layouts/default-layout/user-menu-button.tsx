import { useSession, useTranslation } from '@portal/shared';
import { Box, Button, Circle, Text, VisuallyHidden, type ButtonProps } from '@portal/shared/ui/core';

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
  // Named by what it shows (the name, then a hidden "— Account menu"), not by an aria-label: a label
  // replacing the content would leave out the initials drawn in it (WCAG 2.5.3, label in name). On a
  // phone the name is visually hidden, not removed, so the button keeps it.
  return (
    <Button variant="ghost" size="sm" px="1" aria-haspopup="menu" {...props}>
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
      {name ? (
        <>
          <Box as="span" srOnly={{ base: true, md: false }}>
            <Text as="span" maxW="40" truncate>
              {name}
            </Text>
          </Box>{' '}
          <VisuallyHidden>{t('layout.accountAfterName')}</VisuallyHidden>
        </>
      ) : (
        <VisuallyHidden>{t('layout.account')}</VisuallyHidden>
      )}
    </Button>
  );
}
