import { lazy, useRef, type ReactNode } from 'react';
import { usePreferences } from '@portal/shared';
import { Outlet } from '@portal/shared/router';
import { Box, Flex } from '@portal/shared/ui/core';
import { useWideScreen } from '../../lib/wide-screen';
import { DeferredPart } from './deferred-part';
import { Footer } from './footer';
import { AfterFirstPage } from './after-first-page';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { useChromeHeight } from './use-chrome-height';
import { VerticalNav } from './vertical-nav';
import { useLayout } from '../layout-store';
import { SkipLink } from '../skip-link';
import { useFocusPageStart } from '../use-focus-page-start';

// Drawers and menus load when first used: the first signed-in screen does not download them.
const Customizer = lazy(() => import('./customizer').then((module) => ({ default: module.Customizer })));
const NavOverlay = lazy(() => import('./nav-overlay').then((module) => ({ default: module.NavOverlay })));
const HorizontalNav = lazy(() => import('./horizontal-nav').then((module) => ({ default: module.HorizontalNav })));

/** Boxed content stops growing here (boxed by default, wide as an option). */
export const BOXED_MAX_WIDTH = '1440px';

/**
 * The layout of every signed-in page: vertical nav (collapsible) or horizontal nav, sticky
 * blurred navbar, boxed or wide content, static footer, scroll-to-top, customizer; below 1280 px the
 * nav is an overlay.
 */
export default function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <AfterFirstPage>
      <LayoutFrame>{children}</LayoutFrame>
    </AfterFirstPage>
  );
}

function LayoutFrame({ children }: { children?: ReactNode }) {
  const nav = usePreferences((state) => state.nav);
  const content = usePreferences((state) => state.content);
  const overlayOpen = useLayout((state) => state.overlayOpen);
  const customizerOpen = useLayout((state) => state.customizerOpen);
  // Below 1280 px the vertical nav is hidden by CSS: drawn there (and again as each remote's nav
  // file arrived), it was work a phone's first load did for nothing.
  const wideScreen = useWideScreen();
  const column = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useChromeHeight(column, main);
  useFocusPageStart(root);
  return (
    <Flex ref={root} tabIndex={-1} outline="none" minH="100vh" bg="bg.subtle">
      <SkipLink />
      {nav === 'vertical' && wideScreen ? <VerticalNav /> : null}
      <Flex ref={column} direction="column" flex="1" minW="0">
        <Navbar />
        {nav === 'horizontal' ? (
          <DeferredPart part="horizontal navigation" wanted>
            <HorizontalNav />
          </DeferredPart>
        ) : null}
        <Box
          ref={main}
          as="main"
          id="main-content"
          tabIndex={-1}
          flex="1"
          // At least a screen tall, so the footer starts below the fold: drawn at the bottom of a page
          // still loading, it would jump down the screen when the content arrives (a layout shift).
          minH="100dvh"
          px={{ base: '4', md: '6' }}
          pt="6"
          // Room for the scroll-to-top button (1.5rem from the bottom, 2.5rem tall): scrolled to the
          // end, it floats over this margin, never over the page's last rows.
          pb="20"
          outline="none"
        >
          <Box maxW={content === 'boxed' ? BOXED_MAX_WIDTH : 'none'} mx="auto" w="full">
            {children ?? <Outlet />}
          </Box>
        </Box>
        <Footer />
      </Flex>
      <DeferredPart part="navigation overlay" wanted={overlayOpen}>
        <NavOverlay />
      </DeferredPart>
      <DeferredPart part="customizer" wanted={customizerOpen}>
        <Customizer />
      </DeferredPart>
      <ScrollToTop />
    </Flex>
  );
}
