// @portal/shared/ui/dialog — modal dialogs and drawers (focus trap, scroll lock) and ConfirmDialog.
import { Dialog as ChakraDialog, Drawer as ChakraDrawer } from '@chakra-ui/react';
import { dialogSlotRecipe, drawerSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Dialog = withRecipe(ChakraDialog, dialogSlotRecipe);
export const Drawer = withRecipe(ChakraDrawer, drawerSlotRecipe);
export { ConfirmDialog } from './kit/confirm-dialog';
export type { ConfirmDialogProps } from './kit/confirm-dialog';
