// @portal/shared/ui — the whole UI kit of @portal/shared 1.0, kept so that a remote built against 1.0
// keeps working (@portal/shared is a versioned contract: docs/architecture.md#the-federation-contract). New code
// imports the entry of its weight instead — /ui/core, /ui/forms, /ui/checkbox, /ui/menu, /ui/dialog, /ui/table,
// /ui/tabs, /ui/avatar — since a shared module is never tree-shaken and this one holds all of them (lint forbids it in
// the portal's own apps). Everything is re-exported from those entries by name, so a page that loads both does not
// download anything twice.
import {
  Kbd as ChakraKbd,
  Popover as ChakraPopover,
  Progress as ChakraProgress,
  Switch as ChakraSwitch,
  Tabs as ChakraTabs,
  Tooltip as ChakraTooltip,
  type KbdProps,
} from '@chakra-ui/react';
import {
  kbdRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export * from '@portal/shared/ui/core';
export * from '@portal/shared/ui/forms';
export * from '@portal/shared/ui/checkbox';
export * from '@portal/shared/ui/menu';
export * from '@portal/shared/ui/dialog';
export * from '@portal/shared/ui/table';
export * from '@portal/shared/ui/avatar';

// 1.0 components the portal itself no longer uses; they carry their recipes (see with-recipe).
export const Popover = withRecipe(ChakraPopover, popoverSlotRecipe);
export const Progress = withRecipe(ChakraProgress, progressSlotRecipe);
export const Switch = withRecipe(ChakraSwitch, switchSlotRecipe);
export const Tabs = withRecipe(ChakraTabs, tabsSlotRecipe);
export const Tooltip = withRecipe(ChakraTooltip, tooltipSlotRecipe);
export function Kbd(props: KbdProps) {
  return <ChakraKbd recipe={kbdRecipe} {...props} />;
}
