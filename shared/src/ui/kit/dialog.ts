import { Dialog as ChakraDialog, Drawer as ChakraDrawer } from '@chakra-ui/react';
import { dialogSlotRecipe, drawerSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../with-recipe';

/** Chakra's Dialog and Drawer with their recipes (not in the core system: see with-recipe). */
export const Dialog = withRecipe(ChakraDialog, dialogSlotRecipe);
export const Drawer = withRecipe(ChakraDrawer, drawerSlotRecipe);
