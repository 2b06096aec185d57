import { useSession, useTranslation } from '@portal/shared';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { Portal, PortalIcon, Text } from '@portal/shared/ui/core';
import { Menu } from '@portal/shared/ui/menu';
import { UserMenuButton } from './user-menu-button';

/** The account menu itself (profile, log out); loaded on the first click of the account button. */
export function UserMenuDropdown({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { t } = useTranslation('host');
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  return (
    <Menu.Root defaultOpen={initiallyOpen}>
      <Menu.Trigger asChild>
        <UserMenuButton />
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
