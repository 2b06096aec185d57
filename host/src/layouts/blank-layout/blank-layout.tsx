import { useRef, type ReactNode } from 'react';
import { Outlet } from '@portal/shared/router';
import { Flex } from '@portal/shared/ui/core';
import { LanguageSwitcher } from '../switchers/language-switcher';
import { ThemeSwitcher } from '../switchers/theme-switcher';
import { SkipLink } from '../skip-link';
import { useFocusPageStart } from '../use-focus-page-start';

/** Authentication and error pages: no navigation, just the page and the two switchers. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useFocusPageStart(root);
  return (
    <Flex ref={root} tabIndex={-1} outline="none" direction="column" minH="100vh" bg="bg.subtle">
      <SkipLink />
      <Flex as="header" justify="flex-end" gap="1" p="3">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Flex>
      <Flex
        as="main"
        id="main-content"
        tabIndex={-1}
        outline="none"
        flex="1"
        direction="column"
        align="center"
        justify="center"
        px="4"
        pb="16"
      >
        {children ?? <Outlet />}
      </Flex>
    </Flex>
  );
}
