import { useTranslation } from '@portal/shared';
import { Box, Brand, CloseButton, Flex, Portal } from '@portal/shared/ui/core';
import { Drawer } from '@portal/shared/ui/dialog';
import { useLayout } from '../layout-store';
import { NavMenu } from './nav-menu';
import { useActiveNavKey, useEveryNavGroup } from './use-nav';
import { NAV_WIDTH } from './vertical-nav';

/** Below 1280 px (either nav layout) the menu slides in over the page. */
export function NavOverlay() {
  const { t } = useTranslation('host');
  const open = useLayout((state) => state.overlayOpen);
  const setOpen = useLayout((state) => state.setOverlayOpen);
  const groups = useEveryNavGroup();
  const activeKey = useActiveNavKey();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={NAV_WIDTH}>
            <Flex h="16" align="center" justify="space-between" px="6">
              <Brand />
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('layout.closeNav')} />
              </Drawer.CloseTrigger>
            </Flex>
            <Box overflowY="auto" flex="1">
              <NavMenu groups={groups} activeKey={activeKey} onNavigate={() => setOpen(false)} />
            </Box>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
