import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '@portal/shared';
import { Input, InputGroup, PortalIcon } from '@portal/shared/ui/core';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  label: string;
}

/** A search field that applies what is typed after a short pause. */
export function SearchBox({ value, onSearch, label }: SearchBoxProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const settled = useDebouncedValue(text);
  // Only a settled change of the text searches; `value` changing from the URL resets the text below.
  const searchSettled = useEffectEvent((query: string) => {
    if (query !== value) onSearch(query);
  });
  useEffect(() => searchSettled(settled.trim()), [settled]);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  return (
    <InputGroup startElement={<PortalIcon name="search" />} maxW="sm">
      <Input
        type="search"
        aria-label={label}
        placeholder={t('list.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </InputGroup>
  );
}
