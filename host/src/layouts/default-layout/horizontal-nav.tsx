import { useTranslation } from '@portal/shared';
import { Link as RouterLink } from '@portal/shared/router';
import { Box, Button, HStack, Link, Portal, PortalIcon } from '@portal/shared/ui/core';
import { Menu } from '@portal/shared/ui/menu';
import { prefetchOnIntent } from '../../federation/prefetch';
import { useActiveNavKey, useNavGroups } from './use-nav';

/** The horizontal nav (a customizer choice) from 1280 px up: a group with one item is a link, others a menu of links. */
export function HorizontalNav() {
  const { t } = useTranslation('host');
  const groups = useNavGroups();
  const activeKey = useActiveNavKey();
  return (
    <Box
      as="nav"
      aria-label={t('layout.mainNav')}
      display={{ base: 'none', lg: 'block' }}
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.panel"
      px="6"
      py="2"
    >
      <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" wrap="wrap">
        {groups.map((group) => {
          const groupActive = group.items.some((item) => item.key === activeKey);
          if (group.items.length === 1 || !group.group) {
            return group.items.map((item) => (
              <Box as="li" key={item.key}>
                <Link
                  asChild
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                  px="3"
                  py="1.5"
                  rounded="md"
                  fontWeight="medium"
                  textDecoration="none"
                  bg={item.key === activeKey ? 'colorPalette.subtle' : undefined}
                  color={item.key === activeKey ? 'colorPalette.fg' : 'fg'}
                >
                  <RouterLink
                    to={item.path}
                    aria-current={item.key === activeKey ? 'page' : undefined}
                    {...prefetchOnIntent(item.path)}
                  >
                    <PortalIcon name={item.icon} />
                    {t(item.titleKey)}
                  </RouterLink>
                </Link>
              </Box>
            ));
          }
          return (
            <Box as="li" key={group.group}>
              <Menu.Root positioning={{ placement: 'bottom-start' }}>
                <Menu.Trigger asChild>
                  <Button variant={groupActive ? 'subtle' : 'ghost'} size="sm">
                    {t(group.group)}
                    <PortalIcon name="chevronDown" />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content minW="52">
                      {group.items.map((item) => (
                        <Menu.Item key={item.key} value={item.key} asChild>
                          <RouterLink
                            to={item.path}
                            aria-current={item.key === activeKey ? 'page' : undefined}
                            {...prefetchOnIntent(item.path)}
                          >
                            <PortalIcon name={item.icon} />
                            {t(item.titleKey)}
                          </RouterLink>
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
