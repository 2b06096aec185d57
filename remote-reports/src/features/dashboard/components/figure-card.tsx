import { formatNumber } from '@portal/shared';
import { Box, Text, type BoxProps } from '@portal/shared/ui/core';
import { Link as RouterLink } from '@portal/shared/router';

export interface FigureCardProps {
  label: string;
  value: number;
  /** Where the figure leads (the list it counts); none: a plain figure. */
  to?: string;
  /** The accent on the start side, a Chakra palette ('orange', 'green', …). */
  palette?: string;
}

const frame: BoxProps = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  minW: '0',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderInlineStartWidth: '4px',
  borderInlineStartColor: 'colorPalette.solid',
  borderRadius: 'l3',
};

/** A count with its label: a card of the dashboard's status and platform rows. */
export function FigureCard({ label, value, to, palette = 'gray' }: FigureCardProps) {
  const content = (
    <>
      <Text as="span" fontSize="sm" color="fg.muted" lineClamp={2}>
        {label}
      </Text>
      <Text as="span" fontSize="2xl" fontWeight="semibold" lineHeight="short">
        {formatNumber(value)}
      </Text>
    </>
  );
  if (!to) {
    return (
      <Box {...frame} colorPalette={palette}>
        {content}
      </Box>
    );
  }
  return (
    <Box
      asChild
      {...frame}
      colorPalette={palette}
      transition="background-color 0.15s"
      _hover={{ bg: 'bg.muted' }}
      focusRing="outside"
    >
      <RouterLink to={to}>{content}</RouterLink>
    </Box>
  );
}
