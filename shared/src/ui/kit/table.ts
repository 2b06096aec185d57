import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../with-recipe';

/** Chakra's Table with its recipe (not in the core system: see with-recipe). */
export const Table = withRecipe(ChakraTable, tableSlotRecipe);
