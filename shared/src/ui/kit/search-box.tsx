import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { InputGroupProps } from '@chakra-ui/react';
// Core pieces and the debounce come through their entries by name, so this chunk does not repeat them.
import { Input, InputGroup, PortalIcon } from '@portal/shared/ui/core';
import { useDebouncedValue } from '@portal/shared/data';

export interface SearchBoxProps extends Pick<InputGroupProps, 'flex' | 'width' | 'minW' | 'maxW'> {
  /** The search applied now (usually the list's `q` from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, when it differs from `value`. */
  onSearch: (q: string) => void;
  /** The field's accessible name. */
  label: string;
  placeholder?: string;
  /** The pause that counts as "stopped typing". Default 300 ms. */
  delayMs?: number;
}

/**
 * A list's search field: searches after a short pause rather than on every key, and shows a
 * `value` that changes from outside (a cleared filter, the back button).
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  delayMs = 300,
  maxW = 'sm',
  ...layout
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const settled = useDebouncedValue(text, delayMs);
  const latest = useRef({ value, onSearch });
  useLayoutEffect(() => {
    latest.current = { value, onSearch };
  });
  // Only a settled change of the text searches: a `value` changed from outside resets the text above.
  useEffect(() => {
    const q = settled.trim();
    if (q !== latest.current.value) latest.current.onSearch(q);
  }, [settled]);

  return (
    <InputGroup startElement={<PortalIcon name="search" />} maxW={maxW} {...layout}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </InputGroup>
  );
}
