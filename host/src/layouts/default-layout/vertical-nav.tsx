import { Box, Brand, Flex } from '@portal/shared/ui/core';
import { useLayout } from '../layout-store';
import { NavMenu } from './nav-menu';
import { useActiveNavKey, useEveryNavGroup } from './use-nav';

export const NAV_WIDTH = '260px';
export const NAV_COLLAPSED_WIDTH = '72px';

/** The vertical nav from 1280 px up (collapsible to icons); below, the overlay takes its place. */
export function VerticalNav() {
  const collapsed = useLayout((state) => state.collapsed);
  const groups = useEveryNavGroup();
  const activeKey = useActiveNavKey();
  return (
    <Flex
      as="aside"
      display={{ base: 'none', lg: 'flex' }}
      direction="column"
      position="sticky"
      top="0"
      h="100vh"
      flexShrink={0}
      w={collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH}
      transition="width 0.2s ease"
      bg="bg.panel"
      borderEndWidth="1px"
      borderColor="border"
      data-collapsed={collapsed || undefined}
    >
      <Flex h="16" align="center" px={collapsed ? '4' : '6'} flexShrink={0}>
        <Brand compact={collapsed} />
      </Flex>
      {/* minH 0: without it the flex item grows to the menu's height and never scrolls. */}
      <Box flex="1" minH="0" overflowY="auto" overflowX="hidden">
        <NavMenu groups={groups} activeKey={activeKey} collapsed={collapsed} />
      </Box>
    </Flex>
  );
}
