// @portal/shared/ui/avatar — Avatar (image with a fallback) runs a small state machine that brings
// Zag's core (≈ 5 KB gzip): pages that show logos or photos import it; initials alone need a Circle.
import { Avatar as ChakraAvatar } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Avatar = withRecipe(ChakraAvatar, avatarSlotRecipe);
