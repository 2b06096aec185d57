import type { ReactNode } from 'react';
import { Outlet } from '@portal/shared/router';
import { Flex } from '@portal/shared/ui/core';
import { LanguageSwitcher } from '../switchers/language-switcher';
import { ThemeSwitcher } from '../switchers/theme-switcher';

/** Authentication and error pages: no navigation, just the page and the two switchers. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Flex as="header" justify="flex-end" gap="1" p="3">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Flex>
      <Flex as="main" id="main-content" flex="1" direction="column" align="center" justify="center" px="4" pb="16">
        {children ?? <Outlet />}
      </Flex>
    </Flex>
  );
}
