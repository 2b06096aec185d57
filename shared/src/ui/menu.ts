// @portal/shared/ui/menu — menus position themselves with floating-ui (≈ 23 KB gzip with the menu
// machine): load this entry where a menu is opened, not on every page.
import { Menu as ChakraMenu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Menu = withRecipe(ChakraMenu, menuSlotRecipe);
