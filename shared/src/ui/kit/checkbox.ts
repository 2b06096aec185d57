import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../with-recipe';

/** Chakra's Checkbox with its recipe (not in the core system: see with-recipe). */
export const Checkbox = withRecipe(ChakraCheckbox, checkboxSlotRecipe);
