import { useEffect, useRef } from 'react';
import { chakra } from '@portal/shared/ui/core';

export interface RowTickProps {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: () => void;
}

/**
 * The list's select box: a native checkbox in the portal's colour. Chakra's Checkbox brings its own
 * state machine (about 14 KB compressed with its dependencies) into the first screen after sign-in;
 * a native one is as accessible (keyboard, mixed state for "some of the page") and costs nothing.
 * Its click selects the row; it does not open the shipment.
 */
export function RowTick({ label, checked, onChange }: RowTickProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <chakra.input
      ref={input}
      type="checkbox"
      aria-label={label}
      checked={checked === true}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
      boxSize="4"
      m="0"
      cursor="pointer"
      verticalAlign="middle"
      css={{ accentColor: 'var(--chakra-colors-color-palette-solid)' }}
    />
  );
}
