import type { ReactNode } from 'react';
import { Stack, Text } from '@portal/shared/ui/core';

/** A labelled value of a details page (a date, a count, a price). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text overflowWrap="anywhere">{children}</Text>
    </Stack>
  );
}
