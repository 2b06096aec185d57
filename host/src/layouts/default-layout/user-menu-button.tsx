import { useSession, useTranslation } from '@portal/shared';
import { Avatar, Button, Text, type ButtonProps } from '@portal/shared/ui';

/** The account button in the navbar: the user's initials and name. */
export function UserMenuButton(props: ButtonProps) {
  const { t } = useTranslation('host');
  const user = useSession((state) => state.user);
  const name = user?.username || user?.email || '';
  return (
    <Button variant="ghost" size="sm" px="1" aria-label={t('layout.account')} aria-haspopup="menu" {...props}>
      <Avatar.Root size="xs" colorPalette="green">
        <Avatar.Fallback name={name} />
      </Avatar.Root>
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {name}
      </Text>
    </Button>
  );
}
