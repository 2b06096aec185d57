import { usePreferences, useTranslation } from '@portal/shared';
import { Brand, Flex, IconButton, PortalIcon, Spacer } from '@portal/shared/ui/core';
import { useWideScreen } from '../../lib/wide-screen';
import { useLayout } from '../layout-store';
import { LanguageSwitcher } from '../switchers/language-switcher';
import { ThemeSwitcher } from '../switchers/theme-switcher';
import { UserMenu } from './user-menu';

/** The sticky top bar (4rem: the toasts start below it, use-chrome-height.ts), blurred over the content scrolling under it. */
export function Navbar() {
  const { t } = useTranslation('host');
  const nav = usePreferences((state) => state.nav);
  const collapsed = useLayout((state) => state.collapsed);
  const toggleCollapsed = useLayout((state) => state.toggleCollapsed);
  const setOverlayOpen = useLayout((state) => state.setOverlayOpen);
  const setCustomizerOpen = useLayout((state) => state.setCustomizerOpen);
  const wideScreen = useWideScreen();
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="16"
      align="center"
      gap="1"
      px={{ base: '3', md: '6' }}
      bg="bg/75"
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      {/* Below 1280 px the nav is an overlay, opened from here. */}
      <IconButton
        display={{ base: 'inline-flex', lg: 'none' }}
        variant="ghost"
        size="sm"
        aria-label={t('layout.openNav')}
        onClick={() => setOverlayOpen(true)}
      >
        <PortalIcon name="menu" />
      </IconButton>
      {/* The vertical nav's own button, drawn with it (default-layout.tsx). */}
      {nav === 'vertical' && wideScreen ? (
        <IconButton
          display={{ base: 'none', lg: 'inline-flex' }}
          variant="ghost"
          size="sm"
          aria-label={collapsed ? t('layout.expandNav') : t('layout.collapseNav')}
          aria-expanded={!collapsed}
          // aria-expanded is for screen readers; the ghost button's "expanded" tint would look pressed.
          _expanded={{ bg: 'transparent' }}
          _hover={{ bg: 'bg.muted' }}
          onClick={toggleCollapsed}
        >
          <PortalIcon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
        </IconButton>
      ) : null}
      {nav === 'vertical' ? null : (
        <Flex display={{ base: 'none', lg: 'flex' }} ms="1">
          <Brand />
        </Flex>
      )}
      <Flex display={{ base: 'flex', lg: 'none' }} ms="1">
        <Brand compact />
      </Flex>
      <Spacer />
      <LanguageSwitcher />
      <ThemeSwitcher />
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('layout.openCustomizer')}
        onClick={() => setCustomizerOpen(true)}
      >
        <PortalIcon name="settings" />
      </IconButton>
      <UserMenu />
    </Flex>
  );
}
