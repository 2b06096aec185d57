import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { chakra, Flex } from '@portal/shared/ui/core';

export interface TabBarItem<Value extends string = string> {
  value: Value;
  label: ReactNode;
  /** For tests and analytics: `data-testid` of the tab. */
  testId?: string;
}

export interface TabBarProps<Value extends string = string> {
  /** The accessible name of the tab list. */
  label: string;
  items: readonly TabBarItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** The id of the element the tabs switch (role="tabpanel", aria-labelledby={tabIdOf(panelId, value)}). */
  panelId?: string;
}

/** The id TabBar gives the tab of `value`, for the panel's aria-labelledby. */
export function tabIdOf(panelId: string, value: string): string {
  return `${panelId}-tab-${value}`;
}

/**
 * A row of tabs that selects a view of one list (status tabs over a table): WAI-ARIA tabs with a
 * roving tab stop, arrow keys (mirrored right-to-left), Home and End, activation on focus. It has
 * no panels, so it does without Chakra's Tabs and its state machine (≈ 9 KB gzip with presence).
 */
export function TabBar<Value extends string>({ label, items, value, onChange, panelId }: TabBarProps<Value>) {
  const listRef = useRef<HTMLDivElement>(null);

  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.value);
    listRef.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(item.value)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.value === value);
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) focusTab(current + step);
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Flex
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      borderBottomWidth="1px"
      borderColor="border"
      overflowX="auto"
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <chakra.button
            key={item.value}
            type="button"
            role="tab"
            id={panelId ? tabIdOf(panelId, item.value) : undefined}
            aria-controls={panelId}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-value={item.value}
            data-testid={item.testId}
            onClick={() => onChange(item.value)}
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="4"
            py="2"
            mb="-1px"
            whiteSpace="nowrap"
            fontSize="sm"
            fontWeight="medium"
            cursor="pointer"
            color={selected ? 'fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={selected ? 'colorPalette.solid' : 'transparent'}
            _hover={{ color: 'fg' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
          >
            {item.label}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
