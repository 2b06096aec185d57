import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react';
import type { BadgeColour } from '@portal/shared/domain';

/** The domain's badge colour names → Chakra palettes. */
export const BADGE_PALETTE: Record<BadgeColour, string> = {
  secondary: 'gray',
  success: 'green',
  warning: 'orange',
  info: 'blue',
  error: 'red',
};

export interface StatusBadgeProps {
  colour: BadgeColour;
  children: ReactNode;
}

export function StatusBadge({ colour, children }: StatusBadgeProps) {
  return (
    <Badge colorPalette={BADGE_PALETTE[colour]} variant="subtle" data-colour={colour}>
      {children}
    </Badge>
  );
}
