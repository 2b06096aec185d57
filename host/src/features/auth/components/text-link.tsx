import type { ReactNode } from 'react';
import { Link as RouterLink } from '@portal/shared/router';
import { Link } from '@portal/shared/ui/core';

/** An in-portal text link styled in the primary colour. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="colorPalette.fg" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
