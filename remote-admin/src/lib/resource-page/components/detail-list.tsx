import type { ReactNode } from 'react';
import { chakra, Grid, Heading, Stack } from '@portal/shared/ui/core';

/** One label and value of a detail section; a missing value shows "—". */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted" fontSize="sm">
        {label}
      </chakra.dt>
      <chakra.dd m="0" minW="0" overflowWrap="anywhere">
        {children ?? '—'}
      </chakra.dd>
    </>
  );
}

/** A titled description list of a drawer's detail (labels beside values from `sm` up). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(8rem, auto) 1fr' }} columnGap="4" rowGap="2">
        {children}
      </Grid>
    </Stack>
  );
}

/** A value written left to right (e-mail, phone, code) inside right-to-left text; null when blank. */
export const ltr = (value: string | null | undefined) => (value ? <span dir="ltr">{value}</span> : null);
