import { useSession, useTranslation } from '@portal/shared';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { Avatar, Button, Menu, Portal, PortalIcon, Text } from '@portal/shared/ui';

/** The signed-in user's menu: profile and log out. */
export function UserMenu() {
  const { t } = useTranslation('host');
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  const name = user?.username || user?.email || '';
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" aria-label={t('layout.account')}>
          <Avatar.Root size="xs" colorPalette="green">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text truncate>{user?.email}</Text>
              </Menu.ItemGroupLabel>
              <Menu.Item value="profile" asChild>
                <RouterLink to="/profile">
                  <PortalIcon name="profile" />
                  {t('layout.profile')}
                </RouterLink>
              </Menu.Item>
              <Menu.Item
                value="logout"
                onSelect={() => {
                  void logout().then(() => navigate('/login', { replace: true }));
                }}
              >
                <PortalIcon name="logout" />
                {t('layout.logout')}
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
