import { useId, useState, type ReactNode } from 'react';
// Core pieces come through the core entry by name, so this entry's chunk does not repeat them.
import { Badge, Box, Button, PortalIcon } from '@portal/shared/ui/core';
import { formatNumber, useTranslation } from '@portal/shared';

export interface ListFiltersProps {
  /** How many filters are set now: shown on the phone's "Filters" button. */
  activeCount: number;
  /** The filter fields; from 960 px up shown in place, as children of this component's parent. */
  children: ReactNode;
  /** A filter was refused (its reason beside it): on a phone the fields show, so it can be seen. */
  invalid?: boolean;
}

/**
 * A list's filters: shown in place from 960 px up; on a phone behind a "Filters" button with the
 * number of filters set, so the list starts near the top of the screen instead of a screen down.
 */
export function ListFilters({ activeCount, children, invalid = false }: ListFiltersProps) {
  const { t } = useTranslation();
  const [toggled, setOpen] = useState(false);
  const open = toggled || invalid;
  const panelId = useId();
  return (
    <>
      <Button
        // The phone's layout is the exception (mdDown): without media queries the fields show in place.
        display={{ base: 'none', mdDown: 'inline-flex' }}
        variant="outline"
        size="sm"
        justifySelf="start"
        alignSelf="start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <PortalIcon name={open ? 'chevronDown' : 'chevronRight'} />
        {t('table.filters')}
        {activeCount > 0 ? (
          <Badge colorPalette="green" variant="solid" size="sm">
            {formatNumber(activeCount)}
          </Badge>
        ) : null}
      </Button>
      {/* From 960 px the fields sit in the parent's own row or grid, as if this box were not there. */}
      <Box id={panelId} display={{ base: 'contents', mdDown: open ? 'flex' : 'none' }} flexDirection="column" gap="4">
        {children}
      </Box>
    </>
  );
}
