import { useEffect, useRef } from 'react';

export interface RowTickProps {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: () => void;
}

/**
 * The list's select box: a native checkbox in the portal's colour. Chakra's Checkbox brings its own
 * state machine (about 14 KB compressed with its dependencies) into the first screen after sign-in;
 * a native one is as accessible (keyboard, mixed state for "some of the page") and costs nothing.
 * Styled by the list's table (`.row-tick`), not by style props resolved in each of its twenty rows.
 * Its click selects the row; it does not open the shipment.
 */
export function RowTick({ label, checked, onChange }: RowTickProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <input
      ref={input}
      className="row-tick"
      type="checkbox"
      aria-label={label}
      checked={checked === true}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
