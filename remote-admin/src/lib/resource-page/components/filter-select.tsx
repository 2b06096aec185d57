import { useId } from 'react';
import { chakra, HStack, NativeSelect } from '@portal/shared/ui/core';

export interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The "no filter" choice, e.g. "All countries". */
  allLabel: string;
  options: { value: string; label: string }[];
}

/** A labelled select for one list filter. */
export function FilterSelect({ label, value, onChange, allLabel, options }: FilterSelectProps) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto" minW="40">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
